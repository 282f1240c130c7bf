import { dayInZone, lastDays, type DayRange } from '@croupier/domain';

/** The ledger's date presets: each ends today in the brand's time zone, at most the 90 days a query covers. */
export const LEDGER_PRESETS = { today: 1, last7: 7, last30: 30, last90: 90 } as const;
export type LedgerPreset = keyof typeof LEDGER_PRESETS;

/** The calendar days a preset covers, both counted, ending with today as the brand counts days. */
export function presetRange(preset: LedgerPreset, timeZone: string, nowMs: number): DayRange {
  return lastDays(LEDGER_PRESETS[preset], dayInZone(nowMs, timeZone));
}
