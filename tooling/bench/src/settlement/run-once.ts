// One settlement run in a process of its own: a second instance of the platform's settlement beside
// the running platform, as production has one per instance. Its own process keeps its work off the
// event loop that sends the wallet's load. It opens its connection, says it is ready, runs
// settleContracts once when told to go, reports what it did and how long that took, and exits.
import { performance } from 'node:perf_hooks';
import { openPostgresDatabase } from '../../../../services/platform/src/db/postgres-database';
import { SETTLEMENT_LIMITS } from '../../../../services/platform/src/modules/agent-contracts/settlement';
import { settleWhenFree } from './settle-when-free';
import { repositoryBrand } from '../../../../services/platform/testing/seamless-seed';
import type { RunJob, RunMessage } from './second-instance';

const job = JSON.parse(process.argv[2] ?? '{}') as RunJob;
const tell = (message: RunMessage) => process.send?.(message);
const db = openPostgresDatabase(job.databaseUrl, (error) => tell({ type: 'failed', message: `idle connection failed: ${error.message}` }));
const brand = repositoryBrand(job.brand);
await db.query('SELECT 1');

process.once('message', () => {
  void (async () => {
    const startedMs = performance.now();
    try {
      const limits = { ...SETTLEMENT_LIMITS, payers: job.payouts.payers, payoutsPerSecond: job.payouts.perSecond, payoutBatch: job.payouts.batch };
      const run = await settleWhenFree(db, [brand], job.nowMs, limits);
      tell({ type: 'done', run, durationMs: performance.now() - startedMs });
    } catch (error) {
      tell({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    } finally {
      await db.close();
      process.disconnect();
    }
  })();
});
tell({ type: 'ready' });
