import { openPostgresDatabase } from '../../../../services/platform/src/db/postgres-database';
import type { LoadPlayer } from '../../../../services/platform/testing/seamless-load/plan';
import { summarizeLatencies, type LatencySummary } from '../stats';
import { sampleHostStalls, type HostStalls } from './host-stalls';
import { runPgbenchScript } from './pgbench';
import { betsScript, installSqlCalls, mixScript, postingCount } from './sql-calls';

/**
 * The wallet's side of the comparison with pgbench, measured the way pgbench measures TPC-B: pgbench's
 * clients send the money calls straight to the database functions the platform calls (sql-calls.ts).
 * For each workload: the most it takes (a warm-up run, then a measured one), then a run scheduled at a
 * share of that rate, where the latency of each script is read from when it was due, leaving out the
 * scripts that ended in its first seconds (each run opens new connections, which plan as they start).
 */

export interface SqlWalletOptions {
  databaseUrl: string;
  providerCode: string;
  clients: number;
  threads: number;
  warmupS: number;
  durationS: number;
  rateShare: number;
  /** everyone, for the mix */
  everyone: readonly LoadPlayer[];
  /** one merchant's players, for bets against one house account */
  oneMerchant: readonly LoadPlayer[];
}

export interface SqlWalletRun {
  name: string;
  /** money calls per script: 1 (a bet) or 2 (a bet and its settlement) */
  callsPerScript: number;
  scriptsPerS: number;
  callsPerS: number;
  postingsPerS: number;
  ratePerS: number;
  achievedPerS: number;
  /** per script, from when it was due */
  atRate: LatencySummary;
  /** what the host's cores waited on during the paced run */
  hostStalls: HostStalls;
}

export async function measureSqlWallet(options: SqlWalletOptions): Promise<SqlWalletRun[]> {
  const db = openPostgresDatabase(options.databaseUrl, () => {});
  try {
    await installSqlCalls(db, options.providerCode, [
      { run: 'mix', players: options.everyone },
      { run: 'bets', players: options.oneMerchant },
    ]);
    const workloads = [
      { name: 'mix: bet, then win or rollback; 2 merchants', callsPerScript: 2, script: mixScript('mix', options.everyone.length) },
      { name: 'bets only; 1 merchant (one GAME_HOUSE)', callsPerScript: 1, script: betsScript('bets', options.oneMerchant.length) },
    ];
    const runs: SqlWalletRun[] = [];
    for (const workload of workloads) {
      const base = { url: options.databaseUrl, script: workload.script, clients: options.clients, threads: options.threads };
      await runPgbenchScript({ ...base, durationS: options.warmupS });
      const before = await postingCount(db);
      const most = await runPgbenchScript({ ...base, durationS: options.durationS });
      const postings = (await postingCount(db)) - before;
      // pgbench's tps leaves out connecting; the postings are counted over the same time
      const elapsedS = most.transactions / most.tps;
      const ratePerS = Math.max(1, Math.round(most.tps * options.rateShare));
      const stalls = sampleHostStalls();
      const paced = await runPgbenchScript({ ...base, durationS: options.warmupS + options.durationS, ratePerS, warmupS: options.warmupS });
      const hostStalls = await stalls.stop();
      const atRate = summarizeLatencies(paced.latenciesMs);
      runs.push({
        name: workload.name,
        callsPerScript: workload.callsPerScript,
        scriptsPerS: most.tps,
        callsPerS: most.tps * workload.callsPerScript,
        postingsPerS: postings / elapsedS,
        ratePerS,
        achievedPerS: paced.tps,
        atRate,
        hostStalls,
      });
      console.log(`${workload.name} (pgbench clients): ${Math.round(postings / elapsedS)} postings/s at most; at ${ratePerS} scripts/s p99 ${atRate.p99Ms.toFixed(1)} ms`);
    }
    return runs;
  } finally {
    await db.close();
  }
}
