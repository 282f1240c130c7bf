import type { ReactNode } from 'react';
import type { DayRange } from '@croupier/domain';

/**
 * The dates a report covers and the control that chooses them (`useAgentDates`). The back office
 * holds both above its pages, so every page of a visit shows the same dates; a page only reads them.
 */
export interface ReportDates {
  range: DayRange;
  /** false while the chosen days cannot be asked for (a custom range reversed or too long) */
  valid: boolean;
  /** the range picker, drawn at the top of the page's filters */
  bar: ReactNode;
}

/** A file name's part for a range: `2026-11-01_2026-11-07`. */
export function rangeFilePart(range: DayRange): string {
  return `${range.from}_${range.to}`;
}
