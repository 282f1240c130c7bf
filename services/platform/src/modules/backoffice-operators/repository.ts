import type { OperatorRole } from '@croupier/domain';
import { isoAt } from '../../clock';
import { toEpochMs, toIsoString, type Queryable } from '../../db/database';

export interface OperatorRecord {
  id: string;
  username: string;
  displayName: string;
  passwordHash: string;
  role: OperatorRole;
  /** null: every brand */
  merchantCodes: string[] | null;
  disabled: boolean;
}

interface OperatorRow {
  id: string;
  username: string;
  display_name: string;
  password_hash: string;
  role: OperatorRole;
  merchant_codes: string[] | null;
  disabled_at: unknown;
}

const OPERATOR_COLUMNS = 'o.id::text AS id, o.username, o.display_name, o.password_hash, o.role, o.merchant_codes, o.disabled_at';

function operatorOf(row: OperatorRow): OperatorRecord {
  return {
    id: row.id,
    username: row.username,
    displayName: row.display_name,
    passwordHash: row.password_hash,
    role: row.role,
    merchantCodes: row.merchant_codes,
    disabled: row.disabled_at !== null,
  };
}

export async function selectOperatorByUsername(db: Queryable, username: string): Promise<OperatorRecord | null> {
  const { rows } = await db.query<OperatorRow>(`SELECT ${OPERATOR_COLUMNS} FROM operators o WHERE o.username = $1`, [username]);
  return rows[0] ? operatorOf(rows[0]) : null;
}

export async function anyOperatorExists(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM operators) AS found');
  return rows[0]?.found === true;
}

export interface NewOperator {
  username: string;
  displayName: string;
  passwordHash: string;
  role: OperatorRole;
  merchantCodes: readonly string[] | null;
  createdAtMs: number;
}

/** The new operator, or null when the username is taken. */
export async function insertOperator(db: Queryable, operator: NewOperator): Promise<OperatorRecord | null> {
  const { rows } = await db.query<OperatorRow>(
    `INSERT INTO operators AS o (username, display_name, password_hash, role, merchant_codes, created_at)
     VALUES ($1, $2, $3, $4, $5::text[], $6::timestamptz)
     ON CONFLICT (username) DO NOTHING
     RETURNING ${OPERATOR_COLUMNS}`,
    [operator.username, operator.displayName, operator.passwordHash, operator.role, operator.merchantCodes, isoAt(operator.createdAtMs)],
  );
  return rows[0] ? operatorOf(rows[0]) : null;
}

export interface NewOperatorSession {
  tokenHash: string;
  operatorId: string;
  ip: string;
  createdAtMs: number;
  expiresAtMs: number;
}

export async function insertOperatorSession(db: Queryable, session: NewOperatorSession): Promise<void> {
  await db.query(
    `INSERT INTO operator_sessions (token_hash, operator_id, ip, created_at, last_seen_at, expires_at)
     VALUES ($1, $2::bigint, $3, $4::timestamptz, $4::timestamptz, $5::timestamptz)`,
    [session.tokenHash, session.operatorId, session.ip, isoAt(session.createdAtMs), isoAt(session.expiresAtMs)],
  );
}

export interface StoredOperatorSession {
  operator: OperatorRecord;
  lastSeenAtMs: number;
  expiresAtMs: number;
  revoked: boolean;
}

/** A session with its operator as the operator is now (a disabled one included, for the caller to refuse). */
export async function selectOperatorSession(db: Queryable, tokenHash: string): Promise<StoredOperatorSession | null> {
  const { rows } = await db.query<OperatorRow & { last_seen_at: unknown; expires_at: unknown; revoked_at: unknown }>(
    `SELECT ${OPERATOR_COLUMNS}, s.last_seen_at, s.expires_at, s.revoked_at
       FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
      WHERE s.token_hash = $1`,
    [tokenHash],
  );
  const row = rows[0];
  if (!row) return null;
  return { operator: operatorOf(row), lastSeenAtMs: toEpochMs(row.last_seen_at), expiresAtMs: toEpochMs(row.expires_at), revoked: row.revoked_at !== null };
}

export async function updateOperatorLastSeen(db: Queryable, tokenHash: string, atMs: number): Promise<void> {
  await db.query('UPDATE operator_sessions SET last_seen_at = $2::timestamptz WHERE token_hash = $1 AND last_seen_at < $2::timestamptz', [tokenHash, isoAt(atMs)]);
}

export async function revokeOperatorSessionRow(db: Queryable, tokenHash: string, atMs: number): Promise<void> {
  await db.query('UPDATE operator_sessions SET revoked_at = $2::timestamptz WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash, isoAt(atMs)]);
}

/** Sessions past their absolute end can never be used again. */
export async function deleteEndedOperatorSessions(db: Queryable, beforeMs: number): Promise<void> {
  await db.query('DELETE FROM operator_sessions WHERE expires_at < $1::timestamptz', [isoAt(beforeMs)]);
}

export interface NewAuditEntry {
  operatorId: string | null;
  action: string;
  merchantCode: string | null;
  subject: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** undefined and null both become SQL NULL; anything else is stored as its JSON. */
function jsonOrNull(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export async function insertAuditEntry(db: Queryable, entry: NewAuditEntry, atMs: number): Promise<void> {
  await db.query(
    `INSERT INTO operator_audit (operator_id, action, merchant_code, subject, before, after, reason, at)
     VALUES ($1::bigint, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8::timestamptz)`,
    [entry.operatorId, entry.action, entry.merchantCode, entry.subject, jsonOrNull(entry.before), jsonOrNull(entry.after), entry.reason, isoAt(atMs)],
  );
}

/**
 * Times of a subject's latest `action` entries after `sinceMs` and after its latest `resetAction`
 * entry, newest first, at most `limit`: the failures a success has not wiped out.
 */
export async function selectRecentAuditTimes(db: Queryable, subject: string, action: string, resetAction: string, sinceMs: number, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ at: unknown }>(
    `SELECT at FROM operator_audit
      WHERE subject = $1 AND action = $2 AND at > $4::timestamptz
        AND at > coalesce((SELECT max(at) FROM operator_audit WHERE subject = $1 AND action = $3), '-infinity'::timestamptz)
      ORDER BY at DESC LIMIT $5`,
    [subject, action, resetAction, isoAt(sinceMs), limit],
  );
  return rows.map((row) => toEpochMs(row.at));
}

export interface StoredAuditEntry {
  id: string;
  operatorId: string | null;
  operatorUsername: string | null;
  action: string;
  merchantCode: string | null;
  subject: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  at: string;
}

/** What a page of the audit log is narrowed to; each filter left out narrows nothing. */
export interface AuditFilter {
  /** null: every entry; a list: only those brands' entries */
  merchantCodes: readonly string[] | null;
  merchantCode?: string | undefined;
  actionPrefix?: string | undefined;
  operatorUsername?: string | undefined;
  subjectPrefix?: string | undefined;
  fromMs?: number | undefined;
  toMs?: number | undefined;
}

/** A LIKE pattern matching text that starts with `prefix`, its own % _ and \ taken as themselves. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function auditWhere(filter: AuditFilter, params: unknown[]): string {
  const conditions: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.merchantCodes !== null) conditions.push(`a.merchant_code = ANY(${param(filter.merchantCodes)}::text[])`);
  if (filter.merchantCode !== undefined) conditions.push(`a.merchant_code = ${param(filter.merchantCode)}`);
  if (filter.actionPrefix !== undefined) conditions.push(`a.action LIKE ${param(startsWith(filter.actionPrefix))}`);
  if (filter.operatorUsername !== undefined) conditions.push(`o.username = ${param(filter.operatorUsername)}`);
  if (filter.subjectPrefix !== undefined) conditions.push(`a.subject LIKE ${param(startsWith(filter.subjectPrefix))}`);
  if (filter.fromMs !== undefined) conditions.push(`a.at >= ${param(isoAt(filter.fromMs))}::timestamptz`);
  if (filter.toMs !== undefined) conditions.push(`a.at < ${param(isoAt(filter.toMs))}::timestamptz`);
  return conditions.length === 0 ? 'TRUE' : conditions.join(' AND ');
}

/** A page of the audit log, newest first, of the entries the filter keeps, and how many it keeps. */
export async function selectAuditPage(db: Queryable, filter: AuditFilter, offset: number, limit: number): Promise<{ entries: StoredAuditEntry[]; total: number }> {
  const pageParams: unknown[] = [offset, limit];
  const page = { where: auditWhere(filter, pageParams), params: pageParams };
  const countParams: unknown[] = [];
  const count = { where: auditWhere(filter, countParams), params: countParams };
  const [rows, counted] = await Promise.all([
    db.query<{
      id: string;
      operator_id: string | null;
      username: string | null;
      action: string;
      merchant_code: string | null;
      subject: string;
      before: unknown;
      after: unknown;
      reason: string | null;
      at: unknown;
    }>(
      `SELECT a.id::text AS id, a.operator_id::text AS operator_id, o.username, a.action, a.merchant_code, a.subject, a.before, a.after, a.reason, a.at
         FROM operator_audit a LEFT JOIN operators o ON o.id = a.operator_id
        WHERE ${page.where}
        ORDER BY a.at DESC, a.id DESC OFFSET $1 LIMIT $2`,
      page.params,
    ),
    db.query<{ total: number }>(`SELECT count(*)::integer AS total FROM operator_audit a LEFT JOIN operators o ON o.id = a.operator_id WHERE ${count.where}`, count.params),
  ]);
  return {
    entries: rows.rows.map((row) => ({
      id: row.id,
      operatorId: row.operator_id,
      operatorUsername: row.username,
      action: row.action,
      merchantCode: row.merchant_code,
      subject: row.subject,
      before: row.before,
      after: row.after,
      reason: row.reason,
      at: toIsoString(row.at),
    })),
    total: counted.rows[0]?.total ?? 0,
  };
}
