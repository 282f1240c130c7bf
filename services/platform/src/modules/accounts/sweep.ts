import type { Queryable } from '../../db/database';
import { deleteExpiredChallenges } from './challenge-repository';
import { deleteExpiredResetTokens } from './reset-token-repository';

/** Deletes the login challenges and password reset links past their time. Housekeeping calls it once a minute. */
export async function sweepExpiredAccountRows(db: Queryable, nowMs: number): Promise<void> {
  await deleteExpiredChallenges(db, nowMs);
  await deleteExpiredResetTokens(db, nowMs);
}
