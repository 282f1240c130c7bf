import { createHash } from 'node:crypto';
import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';

/** A 64-bit advisory lock key per merchant: the first 8 bytes of a SHA-256, as Postgres' signed bigint. */
function crashLockKey(merchantCode: string): bigint {
  return createHash('sha256').update(`inhouse:crash:${merchantCode}`).digest().readBigInt64BE(0);
}

/**
 * Takes the merchant's Crash lock for the caller's transaction, or answers false at once when another
 * instance holds it: that instance is moving the rounds on, and this one has nothing to wait for.
 */
export async function tryCrashLock(tx: Queryable, merchantCode: string): Promise<boolean> {
  const { rows } = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1::bigint) AS locked', [crashLockKey(merchantCode).toString()]);
  return rows[0]?.locked === true;
}

/**
 * Makes `runnerId` the merchant's runner until `untilMs` when it already is, or when the lease of the
 * runner before it has run out; false when another runner's lease still holds.
 */
export async function claimCrashLease(tx: Queryable, merchantCode: string, runnerId: string, nowMs: number, untilMs: number): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO crash_runners (merchant_code, runner_id, lease_until) VALUES ($1, $2, $3::timestamptz)
     ON CONFLICT (merchant_code) DO UPDATE SET runner_id = EXCLUDED.runner_id, lease_until = EXCLUDED.lease_until
      WHERE crash_runners.runner_id = EXCLUDED.runner_id OR crash_runners.lease_until <= $4::timestamptz
     RETURNING merchant_code`,
    [merchantCode, runnerId, isoAt(untilMs), isoAt(nowMs)],
  );
  return rows.length > 0;
}

/** Ends the runner's lease now, so an instance with players watching takes over at its next pulse. */
export async function releaseCrashLease(db: Queryable, merchantCode: string, runnerId: string, nowMs: number): Promise<void> {
  await db.query('UPDATE crash_runners SET lease_until = $3::timestamptz WHERE merchant_code = $1 AND runner_id = $2', [merchantCode, runnerId, isoAt(nowMs)]);
}

export async function selectCrashLease(db: Queryable, merchantCode: string): Promise<{ runnerId: string; leaseUntilMs: number } | null> {
  const { rows } = await db.query<{ runner_id: string; lease_until: unknown }>('SELECT runner_id, lease_until FROM crash_runners WHERE merchant_code = $1', [merchantCode]);
  const row = rows[0];
  return row ? { runnerId: row.runner_id, leaseUntilMs: toEpochMs(row.lease_until) } : null;
}
