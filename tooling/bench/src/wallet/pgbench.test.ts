import { describe, expect, it } from 'vitest';
import { latenciesAfterWarmup, loggedScripts, pgbenchFigures } from './pgbench';

/** What pgbench 15 prints at the end of a run. */
const REPORT = `pgbench (15.20 (Debian 15.20-0+deb12u1))
transaction type: <builtin: TPC-B (sort of)>
scaling factor: 10
query mode: simple
number of clients: 16
number of threads: 2
maximum number of tries: 1
duration: 15 s
number of transactions actually processed: 30774
number of failed transactions: 0 (0.000%)
latency average = 7.798 ms
initial connection time = 53.369 ms
tps = 2051.689454 (without initial connection time)
`;

describe('pgbench figures', () => {
  it('reads the transactions, the tps without connection time and the average latency', () => {
    expect(pgbenchFigures(REPORT)).toEqual({ transactions: 30774, tps: 2051.689454, latencyAverageMs: 7.798 });
  });

  it('says which figure is missing', () => {
    expect(() => pgbenchFigures('pgbench: error: connection to server failed')).toThrow(/no transaction count/);
  });
});

describe('pgbench per-transaction log', () => {
  it('reads each script’s latency as its time plus its schedule lag, in ms, and when it ended', () => {
    const log = '0 0 1500 0 1763740000 123456 250\n1 0 3000 0 1763740001 5 0\n';
    expect(loggedScripts(log)).toEqual([
      { latencyMs: 1.75, endedAtUs: 1763740000123456 },
      { latencyMs: 3, endedAtUs: 1763740001000005 },
    ]);
  });

  it('takes a line without a lag (no rate) as its time alone', () => {
    expect(loggedScripts('3 7 2200 0 1763740000 123456\n')).toEqual([{ latencyMs: 2.2, endedAtUs: 1763740000123456 }]);
  });

  it('says which line it cannot read', () => {
    expect(() => loggedScripts('0 0 failed 0 1763740000 123456 10\n')).toThrow(/cannot read the line "0 0 failed/);
  });

  it('leaves out the scripts that ended within the warm-up after the first', () => {
    const scripts = [0, 400_000, 999_999, 1_000_000, 2_500_000].map((offsetUs, index) => ({ latencyMs: index + 1, endedAtUs: 5_000_000 + offsetUs }));
    expect(latenciesAfterWarmup(scripts, 1)).toEqual([4, 5]);
    expect(latenciesAfterWarmup(scripts, 0)).toEqual([1, 2, 3, 4, 5]);
    expect(latenciesAfterWarmup([], 5)).toEqual([]);
  });
});
