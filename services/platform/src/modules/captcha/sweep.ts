import type { Queryable } from '../../db/database';
import { deleteExpiredCaptchas } from './repository';

/** Deletes the captchas past their time. Housekeeping calls it once a minute. */
export async function sweepExpiredCaptchas(db: Queryable, nowMs: number): Promise<void> {
  await deleteExpiredCaptchas(db, nowMs);
}
