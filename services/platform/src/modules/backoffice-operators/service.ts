import type { FastifyRequest } from 'fastify';
import type { BackofficeOperator, CreateOperatorInput, FieldError } from '@croupier/contract';
import type { OperatorRole } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { ApiError, secondsUntil } from '../../http/api-error';
import type { BrandDirectory } from '../brands';
import { insertOpsAction } from '../ops-access';
import { LOGIN_FAILURE_WINDOW_MS, NAME_LOCK_AFTER_FAILURES } from '../rate-limit';
import { bearerTokenOf, LAST_SEEN_RESOLUTION_MS, newSessionToken, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOKEN_PATTERN, tokenHashOf } from '../sessions';
import {
  deleteEndedOperatorSessions,
  insertAuditEntry,
  insertOperator,
  insertOperatorSession,
  revokeOperatorSessionRow,
  selectAuditPage,
  selectOperatorByUsername,
  selectOperatorSession,
  selectRecentAuditTimes,
  updateOperatorLastSeen,
  type AuditFilter,
  type OperatorRecord,
  type StoredAuditEntry,
} from './repository';

/** Who is calling an operator console call. */
export interface OperatorContext {
  operator: {
    id: string;
    username: string;
    displayName: string;
    role: OperatorRole;
    /** merchant codes of the brands the operator may work on; null for every brand */
    merchantCodes: readonly string[] | null;
  };
}

/** The context of a session call, with what logging out needs. */
export interface OperatorSession extends OperatorContext {
  tokenHash: string;
}

/** Audit actions of the console's own calls; other modules name theirs the same way, noun.verb. */
export const AUDIT_ACTIONS = {
  login: 'session.login',
  loginFailed: 'session.login-failed',
  loginLocked: 'session.login-locked',
  logout: 'session.logout',
  createOperator: 'operator.create',
} as const;

const subjectOfOperator = (username: string) => `operator:${username}`;

const notLoggedIn = (why: string) => new ApiError('NOT_LOGGED_IN', `Please log in to the operator console: ${why}`);

function contextOf(operator: OperatorRecord): OperatorContext['operator'] {
  return { id: operator.id, username: operator.username, displayName: operator.displayName, role: operator.role, merchantCodes: operator.merchantCodes };
}

/** What the console is told about an operator: never the password hash. */
export function operatorView(operator: OperatorContext['operator']): BackofficeOperator {
  return {
    id: operator.id,
    username: operator.username,
    displayName: operator.displayName,
    role: operator.role,
    merchantCodes: operator.merchantCodes === null ? null : [...operator.merchantCodes],
  };
}

/**
 * The operator behind `Authorization: Bearer <token>`, or NOT_LOGGED_IN when the token is missing,
 * unknown, revoked, idle for 30 minutes, 12 hours old, or its operator has been disabled since.
 */
export async function operatorSession(deps: AppDeps, request: FastifyRequest): Promise<OperatorSession> {
  const token = bearerTokenOf(request);
  if (token === null) throw notLoggedIn('this call needs an operator session token');
  if (!SESSION_TOKEN_PATTERN.test(token)) throw notLoggedIn('the session token is not valid');
  const nowMs = deps.config.clock.nowMs();
  const tokenHash = tokenHashOf(token);
  const session = await selectOperatorSession(deps.db, tokenHash);
  if (!session || session.revoked) throw notLoggedIn('the session has ended');
  if (nowMs >= session.expiresAtMs) throw notLoggedIn('the session has reached its 12-hour limit');
  if (nowMs - session.lastSeenAtMs >= SESSION_IDLE_MS) throw notLoggedIn('the session timed out after 30 minutes without activity');
  if (session.operator.disabled) throw notLoggedIn('this operator account is disabled');
  if (nowMs - session.lastSeenAtMs >= LAST_SEEN_RESOLUTION_MS) await updateOperatorLastSeen(deps.db, tokenHash, nowMs);
  return { operator: contextOf(session.operator), tokenHash };
}

/** For other modules' operator console calls: who is calling, or NOT_LOGGED_IN. */
export async function operatorContext(deps: AppDeps, request: FastifyRequest): Promise<OperatorContext> {
  const { operator } = await operatorSession(deps, request);
  return { operator };
}

/** FORBIDDEN unless the operator has one of `roles`. */
export function requireRole(context: OperatorContext, roles: readonly OperatorRole[]): void {
  if (roles.includes(context.operator.role)) return;
  throw new ApiError('FORBIDDEN', `This needs the role ${roles.join(' or ')}; ${context.operator.username} is ${context.operator.role}`);
}

/** Whether the operator may work on the brand of `merchantCode` (SHONALI, not the brand code). */
export function worksOnBrand(context: OperatorContext, merchantCode: string): boolean {
  const allowed = context.operator.merchantCodes;
  return allowed === null || allowed.includes(merchantCode);
}

/** FORBIDDEN unless the operator may work on the brand of `merchantCode` (SHONALI, not the brand code). */
export function requireBrandAccess(context: OperatorContext, merchantCode: string): void {
  if (worksOnBrand(context, merchantCode)) return;
  throw new ApiError('FORBIDDEN', `${context.operator.username} may not work on the brand ${merchantCode}`);
}

/**
 * Appends one entry to the audit log; pass the transaction `tx` of the change it records, so both
 * are kept or neither. action is noun.verb (deposit.approve), subject kind:key (member:SHONALI:42),
 * before and after are stored as JSON (null or undefined: none), reason is at most 2000 characters.
 */
export async function recordAudit(
  db: Queryable,
  entry: { operatorId: string; action: string; merchantCode: string | null; subject: string; before: unknown; after: unknown; reason: string | null },
  nowMs: number,
): Promise<void> {
  await insertAuditEntry(db, entry, nowMs);
}

/**
 * An entry the platform writes on its own, by no operator: only for the actions the database allows
 * without one (a gateway's notice deciding a deposit after it expired, migration 0032).
 */
export async function recordPlatformAudit(
  db: Queryable,
  entry: { action: 'deposit.decidedAfterExpiry'; merchantCode: string; subject: string; before: unknown; after: unknown; reason: string },
  nowMs: number,
): Promise<void> {
  await insertAuditEntry(db, { ...entry, operatorId: null }, nowMs);
}

const loginFailed = () => new ApiError('LOGIN_FAILED', 'The username or password is not right');

/** How long `failures` (newest first) keep a name locked: until the one that reached the limit ages out. */
function lockSecondsOf(failures: readonly number[], nowMs: number): number | null {
  const reaching = failures[NAME_LOCK_AFTER_FAILURES - 1];
  return reaching === undefined ? null : secondsUntil(reaching + LOGIN_FAILURE_WINDOW_MS, nowMs);
}

/**
 * Checks a username and password and starts a session. Every attempt is written to the audit log. An
 * unknown name, a wrong password and a disabled operator get one and the same refusal, and an unknown
 * name costs the same hash check, so the answer never tells which names exist. Failures are counted
 * for any name typed, whether or not an operator has it, since its last successful login: 5 within
 * 15 minutes lock the name, as for members.
 */
export async function logInOperator(deps: AppDeps, input: { username: string; password: string }, ip: string): Promise<{ token: string; operator: BackofficeOperator }> {
  const { db, passwords } = deps;
  const nowMs = deps.config.clock.nowMs();
  const username = input.username.trim().toLowerCase();
  const subject = subjectOfOperator(username);
  const failures = await selectRecentAuditTimes(db, subject, AUDIT_ACTIONS.loginFailed, AUDIT_ACTIONS.login, nowMs - LOGIN_FAILURE_WINDOW_MS, NAME_LOCK_AFTER_FAILURES);
  const lockedForSeconds = lockSecondsOf(failures, nowMs);
  if (lockedForSeconds !== null) {
    await insertAuditEntry(db, { operatorId: null, action: AUDIT_ACTIONS.loginLocked, merchantCode: null, subject, before: null, after: { ip }, reason: null }, nowMs);
    throw new ApiError('ACCOUNT_LOCKED', `Too many failed logins; try again in ${Math.ceil(lockedForSeconds / 60)} minute(s)`, undefined, { retryAfterSeconds: lockedForSeconds });
  }
  const operator = await selectOperatorByUsername(db, username);
  const matches = await passwords.verify(operator?.passwordHash ?? null, input.password);
  if (!operator || !matches || operator.disabled) {
    const why = !operator ? 'unknown-name' : !matches ? 'wrong-password' : 'disabled';
    await insertAuditEntry(db, { operatorId: operator?.id ?? null, action: AUDIT_ACTIONS.loginFailed, merchantCode: null, subject, before: null, after: { ip, why }, reason: null }, nowMs);
    throw loginFailed();
  }
  const token = newSessionToken();
  await db.transaction(async (tx) => {
    await insertOperatorSession(tx, { tokenHash: tokenHashOf(token), operatorId: operator.id, ip, createdAtMs: nowMs, expiresAtMs: nowMs + SESSION_ABSOLUTE_MS });
    await insertAuditEntry(tx, { operatorId: operator.id, action: AUDIT_ACTIONS.login, merchantCode: null, subject, before: null, after: { ip }, reason: null }, nowMs);
  });
  return { token, operator: operatorView(contextOf(operator)) };
}

export async function logOutOperator(deps: AppDeps, session: OperatorSession): Promise<void> {
  const nowMs = deps.config.clock.nowMs();
  await deps.db.transaction(async (tx) => {
    await revokeOperatorSessionRow(tx, session.tokenHash, nowMs);
    const subject = subjectOfOperator(session.operator.username);
    await insertAuditEntry(tx, { operatorId: session.operator.id, action: AUDIT_ACTIONS.logout, merchantCode: null, subject, before: null, after: null, reason: null }, nowMs);
  });
}

/** Brand codes or merchant codes as given, as the sorted merchant codes they name; null stays every brand. */
function merchantCodesOf(brands: BrandDirectory, given: readonly string[] | null): string[] | null {
  if (given === null) return null;
  const codes = new Set<string>();
  const unknown: FieldError[] = [];
  given.forEach((code, index) => {
    const brand = brands.byMerchantCode(code) ?? brands.byCode(code);
    if (brand) codes.add(brand.merchantCode);
    else unknown.push({ field: `merchantCodes.${index}`, message: `names no brand on this server (brands: ${brands.all.map((each) => each.merchantCode).join(', ')})` });
  });
  if (unknown.length > 0) throw new ApiError('VALIDATION_FAILED', 'merchantCodes names a brand this server does not have', unknown);
  return [...codes].sort();
}

/** An operator limited to some brands gives only brands of their own, never every brand. */
function refuseWiderBrands(grantor: OperatorContext, merchantCodes: readonly string[] | null): void {
  const own = grantor.operator.merchantCodes;
  if (own === null) return;
  if (merchantCodes === null) throw new ApiError('FORBIDDEN', `${grantor.operator.username} works on some brands only, so cannot give every brand`);
  const beyond = merchantCodes.filter((code) => !own.includes(code));
  if (beyond.length > 0) throw new ApiError('FORBIDDEN', `${grantor.operator.username} may not work on ${beyond.join(', ')}, so cannot give it`);
}

/** Inserts the operator and, in the same transaction, its record; USERNAME_TAKEN when the name exists. */
async function insertNewOperator(
  deps: AppDeps,
  input: CreateOperatorInput,
  merchantCodes: readonly string[] | null,
  record: (tx: Queryable, created: BackofficeOperator, nowMs: number) => Promise<void>,
): Promise<BackofficeOperator> {
  const nowMs = deps.config.clock.nowMs();
  const passwordHash = await deps.passwords.hash(input.password);
  return deps.db.transaction(async (tx) => {
    const created = await insertOperator(tx, { username: input.username, displayName: input.displayName, passwordHash, role: input.role, merchantCodes, createdAtMs: nowMs });
    if (!created) throw new ApiError('USERNAME_TAKEN', `There is already an operator ${input.username}`, [{ field: 'username', message: 'is taken' }]);
    const view = operatorView(contextOf(created));
    await record(tx, view, nowMs);
    return view;
  });
}

/** POST /bo/operators: an ADMIN makes another operator, written to the audit log. */
export async function createOperatorByAdmin(deps: AppDeps, admin: OperatorContext, input: CreateOperatorInput): Promise<BackofficeOperator> {
  requireRole(admin, ['ADMIN']);
  const merchantCodes = merchantCodesOf(deps.brands, input.merchantCodes);
  refuseWiderBrands(admin, merchantCodes);
  return insertNewOperator(deps, input, merchantCodes, (tx, created, nowMs) =>
    recordAudit(tx, { operatorId: admin.operator.id, action: AUDIT_ACTIONS.createOperator, merchantCode: null, subject: subjectOfOperator(created.username), before: null, after: created, reason: null }, nowMs),
  );
}

/** POST /ops/operators: the holder of the operator token makes an operator, such as the first ADMIN. */
export function createOperatorWithOpsToken(deps: AppDeps, input: CreateOperatorInput): Promise<BackofficeOperator> {
  const merchantCodes = merchantCodesOf(deps.brands, input.merchantCodes);
  return insertNewOperator(deps, input, merchantCodes, (tx, created) => insertOpsAction(tx, null, AUDIT_ACTIONS.createOperator, { ...created }));
}

export interface AuditPage {
  entries: StoredAuditEntry[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface AuditQuery {
  action?: string | undefined;
  operator?: string | undefined;
  merchantCode?: string | undefined;
  subject?: string | undefined;
  /** ISO instants */
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * SUPERVISOR and ADMIN: the audit log newest first, of the operator's brands (every entry for every
 * brand), narrowed by the query's filters in the database, so the pages and their count are the
 * filtered log's. A brand the operator does not work on is refused rather than read as empty.
 */
export async function readAuditPage(deps: AppDeps, context: OperatorContext, page: number, pageSize: number, query: AuditQuery = {}): Promise<AuditPage> {
  requireRole(context, ['SUPERVISOR', 'ADMIN']);
  const scope = context.operator.merchantCodes;
  if (query.merchantCode !== undefined && scope !== null && !scope.includes(query.merchantCode)) {
    throw new ApiError('FORBIDDEN', `You do not work on ${query.merchantCode}`, [{ field: 'merchantCode', message: 'is not one of your brands' }]);
  }
  const filter: AuditFilter = {
    merchantCodes: scope,
    merchantCode: query.merchantCode,
    actionPrefix: query.action,
    operatorUsername: query.operator,
    subjectPrefix: query.subject,
    fromMs: query.from === undefined ? undefined : Date.parse(query.from),
    toMs: query.to === undefined ? undefined : Date.parse(query.to),
  };
  const { entries, total } = await selectAuditPage(deps.db, filter, (page - 1) * pageSize, pageSize);
  return { entries, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

export function deleteOperatorSessionsEndedBefore(db: Queryable, beforeMs: number): Promise<void> {
  return deleteEndedOperatorSessions(db, beforeMs);
}
