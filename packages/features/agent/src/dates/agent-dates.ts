import { AGENT_REPORT_MAX_DAYS, daysInRange, presetRange, shiftDay, type DayRange, type RangePreset } from '@croupier/domain';

/** SPEC §9 steps: the previous or next 7 or 30 days from the dates shown. */
export const RANGE_STEPS = [-30, -7, 7, 30] as const;
export type RangeStep = (typeof RANGE_STEPS)[number];

export type AgentRangeProblem = 'missing' | 'reversed' | 'tooLong';

export interface AgentDatesState {
  preset: RangePreset;
  /** the days of a custom choice (a step is a custom choice too) */
  custom: DayRange;
}

/** The back office opens on the last 7 days: a week is what an agent compares first. */
export const DEFAULT_AGENT_PRESET: RangePreset = 'last7';

/** The days shown: a preset's, ending today in the brand's zone, or the custom ones. */
export function rangeOf(state: AgentDatesState, today: string): DayRange {
  return state.preset === 'custom' ? state.custom : presetRange(state.preset, today);
}

/**
 * The days a step moves to, the same number of days back or forward next to the ones shown. Forward
 * never passes today: the last step forward ends today, with the full number of days.
 */
export function steppedRange(range: DayRange, step: RangeStep, today: string): DayRange {
  const days = Math.abs(step);
  if (step < 0) return { from: shiftDay(range.from, step), to: shiftDay(range.from, -1) };
  const to = shiftDay(range.to, days);
  if (to >= today) return { from: shiftDay(today, 1 - days), to: today };
  return { from: shiftDay(range.to, 1), to };
}

/** A step forward has nowhere to go once the dates reach today. */
export function canStepForward(range: DayRange, today: string): boolean {
  return range.to < today;
}

/** Why the server would refuse custom days (decision 0022: at most 92 days), told before asking it. */
export function agentRangeProblem(range: DayRange): AgentRangeProblem | null {
  if (!range.from || !range.to) return 'missing';
  if (range.from > range.to) return 'reversed';
  if (daysInRange(range.from, range.to) > AGENT_REPORT_MAX_DAYS) return 'tooLong';
  return null;
}
