import { describe, expect, it } from 'vitest';
import { pgbenchFigures } from './pgbench';

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
