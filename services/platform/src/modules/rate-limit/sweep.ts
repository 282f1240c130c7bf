import type { Queryable } from '../../db/database';
import { LOGIN_FAILURE_WINDOW_MS } from './login-failures';
import { deleteFailuresBefore } from './repository';

/** Deletes the login failures older than the window they count in. Housekeeping calls it once a minute. */
export async function sweepAgedLoginFailures(db: Queryable, nowMs: number): Promise<void> {
  await deleteFailuresBefore(db, nowMs - LOGIN_FAILURE_WINDOW_MS);
}
