import type { Queryable } from '../../db/database';
import { deleteCodesSentBefore } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the SMS codes sent over a day ago: longer than the hour their sends count. Housekeeping calls it once a minute. */
export async function sweepAgedSmsCodes(db: Queryable, nowMs: number): Promise<void> {
  await deleteCodesSentBefore(db, nowMs - DAY_MS);
}
