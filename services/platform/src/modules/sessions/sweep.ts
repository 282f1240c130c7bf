import type { Queryable } from '../../db/database';
import { deleteSessionsEndedBefore } from './service';

/** Deletes the site's sessions that have ended. Housekeeping calls it once a minute. */
export async function sweepEndedSessions(db: Queryable, nowMs: number): Promise<void> {
  await deleteSessionsEndedBefore(db, nowMs);
}
