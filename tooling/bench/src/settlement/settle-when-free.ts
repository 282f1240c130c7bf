import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../../../services/platform/src/db/database';
import { SETTLEMENT_LIMITS, settleContracts, type SettlementLimits, type SettlementRun } from '../../../../services/platform/src/modules/agent-contracts/settlement';

/**
 * settleContracts once it runs: the serving platform's own scheduler may hold the settlement's lease
 * for a moment when it wakes, and a run that finds it held does nothing. Waits until the lease is free.
 */
export async function settleWhenFree(db: Database, brands: Parameters<typeof settleContracts>[1], nowMs: number, limits: SettlementLimits = SETTLEMENT_LIMITS): Promise<SettlementRun> {
  for (;;) {
    const run = await settleContracts(db, brands, nowMs, () => false, limits);
    if (!run.skipped) return run;
    await sleep(50);
  }
}
