/**
 * Calendar days as the platform counts them: yyyy-mm-dd in the brand's time zone (the server counts
 * days in that zone too), and the SPEC §9 date-picker presets built on them, shared by the player's
 * records, the agent's back office and the operator console.
 */

/** Days in the brand's time zone, yyyy-mm-dd, both counted. */
export interface DayRange {
  from: string;
  to: string;
}

/** SPEC §9 date pickers: today, the previous 7 and 30 days (today counted), or days the user picks. */
export const RANGE_PRESETS = ['today', 'last7', 'last30', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const PRESET_DAYS: Record<Exclude<RangePreset, 'custom'>, number> = { today: 1, last7: 7, last30: 30 };
const DAY_MS = 86_400_000;

/** The calendar day of an instant in a time zone, yyyy-mm-dd. */
export function dayInZone(atMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(atMs));
}

/** A day moved by whole days; calendar arithmetic on the date alone, so no zone or daylight saving enters. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted: 1 for a single day. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The `days` calendar days ending with `today`, both counted. */
export function lastDays(days: number, today: string): DayRange {
  return { from: shiftDay(today, 1 - days), to: today };
}

/** The days of a preset, ending today in the brand's time zone. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DayRange {
  return lastDays(PRESET_DAYS[preset], today);
}
