/** How often the time left to confirm a receipt is worked out again. */
export const RECEIPT_TICK_MS = 15_000;

/**
 * Whole minutes left until a paid-out withdrawal counts as received, rounded up so that "1 minute"
 * lasts until the very end; 0 once the due time has passed (or for a due time that cannot be read).
 */
export function receiptMinutesLeft(dueAt: string, nowMs: number): number {
  const dueMs = Date.parse(dueAt);
  if (Number.isNaN(dueMs) || dueMs <= nowMs) return 0;
  return Math.ceil((dueMs - nowMs) / 60_000);
}
