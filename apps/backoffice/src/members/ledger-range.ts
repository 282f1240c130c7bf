/** The ledger's date presets: each ends today in the brand's time zone, at most the 90 days a query covers. */
export const LEDGER_PRESETS = { today: 1, last7: 7, last30: 30, last90: 90 } as const;
export type LedgerPreset = keyof typeof LEDGER_PRESETS;

const DAY_MS = 86_400_000;

/** yyyy-mm-dd of an instant in a time zone. */
export function dayIn(timeZone: string, atMs: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(atMs);
}

/** The calendar days a preset covers, both counted, ending with today as the brand counts days. */
export function presetRange(preset: LedgerPreset, timeZone: string, nowMs: number): { from: string; to: string } {
  const to = dayIn(timeZone, nowMs);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (LEDGER_PRESETS[preset] - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}
