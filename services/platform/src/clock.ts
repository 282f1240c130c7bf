/**
 * Where the server reads the time. Every expiry rule (sessions, codes, captchas, lockouts, sealed
 * bodies) asks this clock and writes its times into the database as parameters, so tests can move
 * time forward instead of waiting.
 */
export interface Clock {
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };

/** An ISO timestamp for a SQL parameter (`$1::timestamptz`). */
export function isoAt(ms: number): string {
  return new Date(ms).toISOString();
}
