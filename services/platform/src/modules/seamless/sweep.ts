import type { Queryable } from '../../db/database';
import { deleteGameSessionsEndedBefore } from './repository';

/** Deletes the game providers' sessions that have ended. Housekeeping calls it once a minute. */
export async function sweepEndedGameSessions(db: Queryable, nowMs: number): Promise<void> {
  await deleteGameSessionsEndedBefore(db, nowMs);
}
