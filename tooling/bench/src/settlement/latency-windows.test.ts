import { describe, expect, it } from 'vitest';
import type { WalletRequest } from '../wallet/workload';
import { p99Ratio, timedSender, windowFigures, type TimedSample } from './latency-windows';

const bet: WalletRequest = { call: 'bet', body: { playerId: 'P1', sessionToken: 't', gameCode: 'slot', transactionId: 'b1', roundId: 'r1', amountMinor: 100 } };

describe('latency windows of the settlement benchmark', () => {
  it('notes each request’s send time, latency and outcome', async () => {
    let clock = 1_000;
    const samples: TimedSample[] = [];
    const answers = [
      { ok: true, posted: true },
      { ok: false, posted: false, failure: 'unavailable' },
    ];
    const send = timedSender(
      async () => {
        clock += 7;
        return answers.shift() ?? { ok: true, posted: false };
      },
      samples,
      () => clock,
    );
    await send(bet);
    clock = 2_000;
    await send(bet);
    expect(samples).toEqual([
      { sentMs: 1_000, latencyMs: 7, ok: true },
      { sentMs: 2_000, latencyMs: 7, ok: false },
    ]);
  });

  it('reads each window from the requests sent in it, end excluded', () => {
    const samples: TimedSample[] = [
      { sentMs: 0, latencyMs: 1, ok: true },
      { sentMs: 500, latencyMs: 2, ok: true },
      { sentMs: 1_000, latencyMs: 50, ok: false },
      { sentMs: 1_500, latencyMs: 30, ok: true },
      { sentMs: 2_000, latencyMs: 3, ok: true },
    ];
    const before = windowFigures(samples, 0, 1_000);
    const during = windowFigures(samples, 1_000, 2_000);
    expect(before).toMatchObject({ count: 2, p50Ms: 1, p99Ms: 2, maxMs: 2, failed: 0, ratePerS: 2 });
    expect(during).toMatchObject({ count: 2, p50Ms: 30, p99Ms: 50, failed: 1, ratePerS: 2 });
    expect(p99Ratio(before, during)).toBe(25);
    expect(windowFigures(samples, 3_000, 4_000).count).toBe(0);
    expect(p99Ratio(before, windowFigures(samples, 3_000, 4_000))).toBeNaN();
  });
});
