import type { Database, Queryable } from '../../db/database';
import { JobLease } from '../../db/job-lease';
import { returnLeftover } from './money';
import { lockPool, markClosed, selectDuePoolIds, type CloseReason, type PoolRow } from './repository';

/**
 * Closing a pool (decision 0043): what no one grabbed goes back to PROMOTIONS and the seed is
 * revealed, once. Every path that closes (the last grab, an operator, the job at the window's end)
 * does it here, holding the pool's row lock and only while the pool is not closed; the return posting's
 * key is the pool's id besides, so no race, restart or second instance returns anything twice.
 */

/** Closes a pool whose row the caller's transaction holds (lockPool). A pool already closed is left as it is. */
/** What closing reads of a pool. */
export interface ClosingPool extends Pick<PoolRow, 'id' | 'merchantCode' | 'status' | 'totalMinor' | 'grabbedMinor'> {
  /** approved, so its total was set aside */
  funded: boolean;
}

export const closingOf = (pool: PoolRow): ClosingPool => ({ ...pool, funded: pool.fundingPostingId !== null });

export async function closeLockedPool(tx: Queryable, pool: ClosingPool, reason: CloseReason, operatorId: string | null, nowMs: number): Promise<void> {
  if (pool.status === 'CLOSED') return;
  if (!pool.funded) {
    // never funded: nothing was set aside, nothing goes back
    await markClosed(tx, pool.id, { reason, operatorId, returnedMinor: null, returnPostingId: null }, nowMs);
    return;
  }
  const leftMinor = pool.totalMinor - pool.grabbedMinor;
  const returnPostingId = leftMinor > 0n ? await returnLeftover(tx, pool, leftMinor, nowMs) : null;
  await markClosed(tx, pool.id, { reason, operatorId, returnedMinor: leftMinor, returnPostingId }, nowMs);
}

export const CLOSING_JOB = 'red-envelopes:close';
/** Far longer than a batch takes; a run whose instance died is taken over after it. */
const CLOSING_LEASE_MS = 60_000;
const CLOSING_BATCH = 50;

export interface ClosingRun {
  closed: number;
  /** another instance held the lease */
  skipped: boolean;
}

/** Closes one due pool in a transaction of its own; false when none is due. */
async function closeNextDuePool(db: Database, nowMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [poolId] = await selectDuePoolIds(tx, nowMs, 1);
    if (poolId === undefined) return false;
    const pool = await lockPool(tx, poolId);
    if (!pool) return false;
    await closeLockedPool(tx, closingOf(pool), 'ENDED', null, nowMs);
    return true;
  });
}

/**
 * Closes every pool whose window has ended (one never approved is withdrawn, nothing moves), under the job's lease so one instance runs it at a
 * time, a pool per transaction (rows another transaction holds are skipped and taken next run).
 */
export async function closeEndedPools(db: Database, nowMs: number, batchSize = CLOSING_BATCH): Promise<ClosingRun> {
  const lease = await JobLease.acquire(db, CLOSING_JOB, CLOSING_LEASE_MS);
  if (!lease) return { closed: 0, skipped: true };
  let closed = 0;
  let leaseLost = false;
  try {
    while (await closeNextDuePool(db, nowMs)) {
      closed += 1;
      if (closed % batchSize === 0) {
        leaseLost = !(await lease.renew());
        if (leaseLost) break;
      }
    }
  } finally {
    if (!leaseLost) await lease.release();
  }
  return { closed, skipped: false };
}
