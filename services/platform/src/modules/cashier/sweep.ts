import type { Queryable } from '../../db/database';
import { countOverdueReceipts } from './withdrawals';

/** Not a deletion: paid-out withdrawals whose time to confirm ran out count as received (SPEC §4). Housekeeping calls it once a minute. */
export async function sweepOverdueReceipts(db: Queryable, nowMs: number): Promise<void> {
  await countOverdueReceipts(db, nowMs);
}
