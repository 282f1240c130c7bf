import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { deleteEndedSessions, insertSession, revokeMemberSessionRows, revokeSessionRow, selectLiveSessionHashes, selectSession, updateLastSeen } from './repository';
import { SESSION_TOKEN_PATTERN, newSessionToken, tokenHashOf } from './tokens';

/** A session ends after 30 minutes without a call... */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** ...and 12 hours after login whatever happens. */
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so busy pages do not write on every call. */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export interface AuthenticatedSession {
  memberId: string;
  tokenHash: string;
}

export interface IssueOptions {
  /** the login found the password must change first: the session may do nothing else (SPEC §4) */
  passwordChangeRequired: boolean;
}

/** Starts a session and returns its token, which is given out once and never stored. */
export async function issueSession(db: Queryable, merchantCode: string, memberId: string, ip: string, nowMs: number, options: IssueOptions): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, {
    tokenHash: tokenHashOf(token),
    merchantCode,
    memberId,
    ip,
    createdAtMs: nowMs,
    expiresAtMs: nowMs + SESSION_ABSOLUTE_MS,
    passwordChangeRequired: options.passwordChangeRequired,
  });
  return token;
}

/**
 * What a session that still owes a password change may call; everything else is refused with
 * PASSWORD_CHANGE_REQUIRED. `allow` is for the change itself, member info and logout only.
 */
export type PendingPasswordChange = 'refuse' | 'allow';

const notLoggedIn = (why: string) => new ApiError('NOT_LOGGED_IN', `Please log in: ${why}`);

/** The token of `Authorization: Bearer <token>`, or null when the header is absent. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw notLoggedIn('the Authorization header must be "Bearer <token>"');
  return match[1];
}

/**
 * The member behind a token of this merchant, or NOT_LOGGED_IN when it is unknown, revoked or timed out.
 * A session that owes a password change is refused with PASSWORD_CHANGE_REQUIRED unless the caller is
 * one of the few calls that `allow` it (change password, member info, logout).
 */
export async function authenticate(
  db: Queryable,
  merchantCode: string,
  token: string | null,
  nowMs: number,
  pendingPasswordChange: PendingPasswordChange = 'refuse',
): Promise<AuthenticatedSession> {
  if (token === null) throw notLoggedIn('this call needs a session token');
  if (!SESSION_TOKEN_PATTERN.test(token)) throw notLoggedIn('the session token is not valid');
  const tokenHash = tokenHashOf(token);
  const session = await selectSession(db, merchantCode, tokenHash);
  if (!session || session.revoked) throw notLoggedIn('the session has ended');
  if (nowMs >= session.expiresAtMs) throw notLoggedIn('the session has reached its 12-hour limit');
  if (nowMs - session.lastSeenAtMs >= SESSION_IDLE_MS) throw notLoggedIn('the session timed out after 30 minutes without activity');
  if (nowMs - session.lastSeenAtMs >= LAST_SEEN_RESOLUTION_MS) await updateLastSeen(db, tokenHash, nowMs);
  if (session.passwordChangeRequired && pendingPasswordChange === 'refuse') {
    throw new ApiError('PASSWORD_CHANGE_REQUIRED', 'Change your password first: until then this session may only change the password, read member info and log out');
  }
  return { memberId: session.memberId, tokenHash };
}

/**
 * Of sessions already authenticated, those still usable now (as authenticate would judge them), read
 * in one statement and without counting as activity: an open socket does not keep a session alive.
 */
export function liveSessions(db: Queryable, tokenHashes: readonly string[], nowMs: number): Promise<Set<string>> {
  return selectLiveSessionHashes(db, tokenHashes, nowMs, SESSION_IDLE_MS);
}

export function revokeSession(db: Queryable, tokenHash: string, nowMs: number): Promise<void> {
  return revokeSessionRow(db, tokenHash, nowMs);
}

/** Ends every session of a member: after any password change, nobody keeps an old login. */
export function revokeAllSessions(db: Queryable, merchantCode: string, memberId: string, nowMs: number): Promise<void> {
  return revokeMemberSessionRows(db, merchantCode, memberId, nowMs);
}

export function deleteSessionsEndedBefore(db: Queryable, beforeMs: number): Promise<void> {
  return deleteEndedSessions(db, beforeMs);
}
