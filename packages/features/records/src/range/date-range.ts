import { BET_RECORD_MAX_DAYS, daysInRange } from '@croupier/contract';

/** SPEC §9 date pickers: today, the previous 7 and 30 days (today counted), or days the player picks. */
export const RANGE_PRESETS = ['today', 'last7', 'last30', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DayRange {
  from: string;
  to: string;
}

const PRESET_DAYS: Record<Exclude<RangePreset, 'custom'>, number> = { today: 1, last7: 7, last30: 30 };
const DAY_MS = 86_400_000;

/** The calendar day of an instant in the brand's time zone, yyyy-mm-dd: the server counts days in that zone too. */
export function dayInZone(atMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(atMs));
}

/** A day moved by whole days; calendar arithmetic on the date alone, so no zone or daylight saving enters. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The days of a preset, ending today in the brand's time zone. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DayRange {
  return { from: shiftDay(today, 1 - PRESET_DAYS[preset]), to: today };
}

export type RangeProblem = 'missing' | 'reversed' | 'tooLong';

/** Why the server would refuse a custom range, told before asking it; null when the range is fine. */
export function rangeProblem(range: DayRange): RangeProblem | null {
  if (!range.from || !range.to) return 'missing';
  if (range.from > range.to) return 'reversed';
  if (daysInRange(range.from, range.to) > BET_RECORD_MAX_DAYS) return 'tooLong';
  return null;
}
