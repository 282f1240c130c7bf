/** Waits before opening a dropped live socket again: doubling from the first, never above the last. */
export const LIVE_RECONNECT_FIRST_MS = 1_000;
export const LIVE_RECONNECT_MAX_MS = 30_000;

/**
 * The wait before attempt `attempt` (0 first): half of the doubled delay for sure, the other half at
 * random, so the pages a server restart dropped do not all come back in the same second.
 */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LIVE_RECONNECT_MAX_MS, LIVE_RECONNECT_FIRST_MS * 2 ** Math.min(attempt, 20));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
