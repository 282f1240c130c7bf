import type { Queryable } from '../../db/database';
import { deleteOperatorSessionsEndedBefore } from './service';

/** Deletes the operator console's sessions that have ended. Housekeeping calls it once a minute. */
export async function sweepEndedOperatorSessions(db: Queryable, nowMs: number): Promise<void> {
  await deleteOperatorSessionsEndedBefore(db, nowMs);
}
