import type { Clock } from '../src/clock';

/** A clock that stands still until a test moves it. */
export class FakeClock implements Clock {
  constructor(private currentMs: number = Date.now()) {}

  nowMs(): number {
    return this.currentMs;
  }

  advance(ms: number): void {
    this.currentMs += ms;
  }
}
