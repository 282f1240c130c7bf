import type { Language } from '@croupier/domain';
import type { Settlement } from '@croupier/contract';
import { formatTime } from '@croupier/i18n';
import { formatInstant } from '../parts/day';

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/** True when the contract was in force for only part of the period (its first or last one). */
export function coversPartOnly(settlement: Pick<Settlement, 'periodStart' | 'periodEnd' | 'coveredFrom' | 'coveredTo'>): boolean {
  return !sameInstant(settlement.periodStart, settlement.coveredFrom) || !sameInstant(settlement.periodEnd, settlement.coveredTo);
}

/** The part of a period a contract covered, start and end to the minute in the brand's zone. */
export function formatCovered(settlement: Pick<Settlement, 'coveredFrom' | 'coveredTo'>, language: Language, timeZone: string): string {
  return `${formatInstant(settlement.coveredFrom, language, timeZone, true)} – ${formatInstant(settlement.coveredTo, language, timeZone, true)}`;
}

/**
 * A settled period in the brand's zone: whole days by their first and last day (the end is exclusive,
 * so the last day is the one before it), hours and 5 minutes by their start and end times.
 */
export function formatPeriod(settlement: Pick<Settlement, 'periodStart' | 'periodEnd' | 'kind'>, language: Language, timeZone: string): string {
  const withTime = settlement.kind === 'HOURLY' || settlement.kind === 'REALTIME';
  const start = formatInstant(settlement.periodStart, language, timeZone, withTime);
  if (withTime) {
    const end = formatTime(settlement.periodEnd, language, timeZone);
    return `${start} – ${end}`;
  }
  const lastDay = formatInstant(new Date(Date.parse(settlement.periodEnd) - 1).toISOString(), language, timeZone, false);
  return start === lastDay ? start : `${start} – ${lastDay}`;
}
