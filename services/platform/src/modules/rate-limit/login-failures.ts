import type { Queryable } from '../../db/database';
import { ApiError, secondsUntil } from '../../http/api-error';
import { deleteFailures, insertFailure, selectRecentFailures } from './repository';

/** SPEC-style soft lockout: failures count for 15 minutes. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed logins for one username (or mobile number) before it is locked. */
export const NAME_LOCK_AFTER_FAILURES = 5;
/** Failed logins from one address before it is locked. */
export const IP_LOCK_AFTER_FAILURES = 20;
/**
 * Failed logins from one address before every login from it needs a captcha. Not one: many players
 * share an address behind a mobile carrier's NAT, and one stranger's typo should not burden them all.
 */
export const IP_CAPTCHA_AFTER_FAILURES = 3;

/** Who a login attempt is about: the name as typed (lower-cased) and the caller's address. */
export interface LoginSubject {
  merchantCode: string;
  name: string;
  ip: string;
}

export interface LoginFailureState {
  /** SPEC §4: after one failure for the name, or a few from the address, the next attempts need a captcha */
  captchaRequired: boolean;
  /** seconds until the lock ends, or null when not locked */
  lockedForSeconds: number | null;
}

/** How long `failures` (newest first) keep a subject locked: until the one that reached the limit ages out. */
function lockSeconds(failures: number[], lockAfter: number, nowMs: number): number | null {
  const reaching = failures[lockAfter - 1];
  if (reaching === undefined) return null;
  return secondsUntil(reaching + LOGIN_FAILURE_WINDOW_MS, nowMs);
}

/**
 * The lock and captcha state of a login attempt. Failures are counted for any name typed, whether or
 * not an account has it, so the answer never tells which names exist.
 */
export async function readLoginFailureState(db: Queryable, subject: LoginSubject, nowMs: number): Promise<LoginFailureState> {
  const since = nowMs - LOGIN_FAILURE_WINDOW_MS;
  const [byName, byIp] = await Promise.all([
    selectRecentFailures(db, subject.merchantCode, 'name', subject.name, since, NAME_LOCK_AFTER_FAILURES),
    selectRecentFailures(db, subject.merchantCode, 'ip', subject.ip, since, IP_LOCK_AFTER_FAILURES),
  ]);
  const locks = [lockSeconds(byName, NAME_LOCK_AFTER_FAILURES, nowMs), lockSeconds(byIp, IP_LOCK_AFTER_FAILURES, nowMs)].filter((seconds) => seconds !== null);
  return { captchaRequired: byName.length > 0 || byIp.length >= IP_CAPTCHA_AFTER_FAILURES, lockedForSeconds: locks.length > 0 ? Math.max(...locks) : null };
}

export function refuseWhileLocked(state: LoginFailureState): void {
  if (state.lockedForSeconds === null) return;
  throw new ApiError('ACCOUNT_LOCKED', `Too many failed logins; try again in ${Math.ceil(state.lockedForSeconds / 60)} minute(s)`, undefined, {
    retryAfterSeconds: state.lockedForSeconds,
    captcha: true,
  });
}

export async function recordLoginFailure(db: Queryable, subject: LoginSubject, nowMs: number): Promise<void> {
  await insertFailure(db, subject.merchantCode, 'name', subject.name, nowMs);
  await insertFailure(db, subject.merchantCode, 'ip', subject.ip, nowMs);
}

/**
 * A successful login clears the failures of its name. Those of the address stay until they age out,
 * so one account that logs in cannot reset the count for guesses at others from the same address.
 */
export function clearNameFailures(db: Queryable, subject: LoginSubject): Promise<void> {
  return deleteFailures(db, subject.merchantCode, 'name', subject.name);
}
