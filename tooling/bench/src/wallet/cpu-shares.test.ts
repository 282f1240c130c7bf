import { describe, expect, it } from 'vitest';
import { hostTicks, measureCpuShares, processTicks, sharesBetween, type Reading } from './cpu-shares';

describe('cpu shares', () => {
  it('reads the host’s ticks, idle being idle and waiting for I/O', () => {
    expect(hostTicks('cpu  100 5 50 800 20 1 4 10 0 0\ncpu0 50 2 25 400 10 0 2 5 0 0\n')).toEqual({ total: 990, idle: 820 });
    expect(() => hostTicks('intr 1 2 3\n')).toThrow(/no "cpu " line/);
  });

  it('reads a process’s user and system ticks after a name that holds spaces and parentheses', () => {
    const stat = '4242 (postgres: a (b) c) S 1 4242 4242 0 -1 4194560 900 0 0 0 1234 567 0 0 20 0 1 0 178269 3133440 390';
    expect(processTicks(stat)).toEqual({ name: 'postgres: a (b) c', ticks: 1801 });
    expect(() => processTicks('4242 postgres S 1')).toThrow(/cannot read/);
  });

  it('splits the time between two readings, a Postgres process started between them counting from 0', () => {
    const first: Reading = { host: { total: 10_000, idle: 4_000 }, platform: 100, generator: 50, postgres: new Map([[7, 300]]) };
    const last: Reading = { host: { total: 10_400, idle: 4_100 }, platform: 180, generator: 110, postgres: new Map([[7, 380], [9, 40]]) };
    const shares = sharesBetween(first, last);
    expect(shares.coreSeconds).toBe(4);
    expect(shares.share).toEqual({ platform: 0.2, 'load generator': 0.15, Postgres: 0.3, other: 0.1, idle: 0.25 });
    expect(() => sharesBetween(first, first)).toThrow(/no time passed/);
  });

  it('counts this process’s work as the load generator’s on a live host', async () => {
    const reading = await measureCpuShares(process.pid);
    const until = Date.now() + 300;
    let spin = 0;
    while (Date.now() < until) spin += Math.sqrt(spin + 1);
    const shares = await reading.stop();
    expect(spin).toBeGreaterThan(0);
    expect(shares.coreSeconds).toBeGreaterThan(0.2);
    // one of the host's cores busy for the whole reading is at most half of two cores' time, and clearly more than nothing
    expect(shares.share['load generator']).toBeGreaterThan(0.1);
  });
});
