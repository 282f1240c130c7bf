import type { Queryable } from '../../db/database';
import { deleteExpiredNonces } from './repository';

/** Deletes the sealed-payload nonces past their time. Housekeeping calls it once a minute. */
export async function sweepExpiredSealing(db: Queryable, nowMs: number): Promise<void> {
  await deleteExpiredNonces(db, nowMs);
}
