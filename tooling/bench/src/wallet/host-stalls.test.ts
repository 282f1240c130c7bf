import { describe, expect, it } from 'vitest';
import { hostTimes, sampleHostStalls, stallsOf, worstStallText } from './host-stalls';

describe('host stalls', () => {
  it('reads the host’s ticks, its I/O wait and its steal from /proc/stat', () => {
    expect(hostTimes('cpu  100 5 50 800 20 1 4 10 0 0\ncpu0 50 2 25 400 10 0 2 5 0 0\n')).toEqual({ total: 990, iowait: 20, steal: 10 });
    expect(() => hostTimes('intr 1 2 3\n')).toThrow(/no "cpu " line/);
    expect(() => hostTimes('cpu  100 5 50 800\n')).toThrow(/cannot read/);
  });

  it('sums the intervals and keeps the worst, skipping an interval in which no tick passed', () => {
    const stalls = stallsOf([
      { total: 1_000, iowait: 100, steal: 10 },
      { total: 1_200, iowait: 110, steal: 12 }, // 5% waiting, 1% stolen
      { total: 1_200, iowait: 110, steal: 12 }, // no tick: skipped
      { total: 1_400, iowait: 170, steal: 32 }, // 30% waiting, 10% stolen
    ]);
    expect(stalls.intervals).toBe(2);
    expect(stalls.iowaitMean).toBeCloseTo(70 / 400);
    expect(stalls.iowaitWorst).toBeCloseTo(0.3);
    expect(stalls.stealMean).toBeCloseTo(22 / 400);
    expect(stalls.stealWorst).toBeCloseTo(0.1);
    expect(worstStallText(stalls)).toBe('30% / 10%');
    expect(() => stallsOf([{ total: 1, iowait: 0, steal: 0 }])).toThrow(/fewer than two readings/);
  });

  it('samples the live host until stopped', async () => {
    const sampler = sampleHostStalls(50);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stalls = await sampler.stop();
    expect(stalls.intervals).toBeGreaterThanOrEqual(3);
    for (const share of [stalls.iowaitMean, stalls.iowaitWorst, stalls.stealMean, stalls.stealWorst]) {
      expect(share).toBeGreaterThanOrEqual(0);
      expect(share).toBeLessThanOrEqual(1);
    }
  });
});
