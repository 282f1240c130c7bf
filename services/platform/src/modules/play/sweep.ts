import type { Queryable } from '../../db/database';
import { deleteLaunchTokensBefore } from '../seamless';
import { ROOM_PRESENCE_MS } from './rooms';

/** Deletes the launches too old to count a player at a table. Housekeeping calls it once a minute. */
export async function sweepAgedLaunchTokens(db: Queryable, nowMs: number): Promise<void> {
  await deleteLaunchTokensBefore(db, nowMs - ROOM_PRESENCE_MS);
}
