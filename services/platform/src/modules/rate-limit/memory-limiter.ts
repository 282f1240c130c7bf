import type { Clock } from '../../clock';

export interface RateLimitRule {
  /** requests allowed in one window */
  limit: number;
  windowMs: number;
}

interface Window {
  startMs: number;
  windowMs: number;
  count: number;
}

/** Past this many keys, ended windows are swept before a new key is added, so memory stays bounded. */
const SWEEP_ABOVE_KEYS = 50_000;

/**
 * Fixed-window request counters kept in this process. They guard against floods from one address;
 * counters that must agree across instances (login failures, SMS sends) live in the database instead.
 */
export class MemoryRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly clock: Clock) {}

  /** Counts one request under `key`; null when it may go ahead, else the seconds to wait. */
  take(key: string, rule: RateLimitRule): number | null {
    const nowMs = this.clock.nowMs();
    let window = this.windows.get(key);
    if (!window || nowMs >= window.startMs + window.windowMs) {
      if (!window && this.windows.size >= SWEEP_ABOVE_KEYS) this.sweep(nowMs);
      window = { startMs: nowMs, windowMs: rule.windowMs, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= rule.limit) return Math.max(1, Math.ceil((window.startMs + window.windowMs - nowMs) / 1000));
    window.count += 1;
    return null;
  }

  /** Forgets every window that has ended. */
  sweep(nowMs: number = this.clock.nowMs()): void {
    for (const [key, window] of this.windows) if (nowMs >= window.startMs + window.windowMs) this.windows.delete(key);
  }

  get size(): number {
    return this.windows.size;
  }
}
