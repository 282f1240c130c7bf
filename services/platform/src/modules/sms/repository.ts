import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';
import type { PhoneNumber } from './phone';

export type SmsPurpose = 'login' | 'register' | 'password' | 'login-verify';

export interface StoredSmsCode {
  id: string;
  codeHmac: string;
  sentAtMs: number;
  expiresAtMs: number;
  countdownUntilMs: number;
  failedAttempts: number;
  used: boolean;
}

interface CodeRow {
  id: string;
  code_hmac: string;
  sent_at: unknown;
  expires_at: unknown;
  countdown_until: unknown;
  failed_attempts: number;
  used_at: unknown;
}

const CODE_COLUMNS = 'id::text AS id, code_hmac, sent_at, expires_at, countdown_until, failed_attempts, used_at';

function codeFrom(row: CodeRow): StoredSmsCode {
  return {
    id: row.id,
    codeHmac: row.code_hmac,
    sentAtMs: toEpochMs(row.sent_at),
    expiresAtMs: toEpochMs(row.expires_at),
    countdownUntilMs: toEpochMs(row.countdown_until),
    failedAttempts: row.failed_attempts,
    used: row.used_at !== null,
  };
}

/** Locks the number's row for the rest of the transaction, so sends to one number are counted one at a time. */
export async function lockNumber(tx: Queryable, merchantCode: string, phone: PhoneNumber): Promise<number | null> {
  await tx.query('INSERT INTO sms_numbers (merchant_code, dialing_code, mobile_number) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    merchantCode,
    phone.dialingCode,
    phone.national,
  ]);
  const { rows } = await tx.query<{ locked_until: unknown }>(
    'SELECT locked_until FROM sms_numbers WHERE merchant_code = $1 AND dialing_code = $2 AND mobile_number = $3 FOR UPDATE',
    [merchantCode, phone.dialingCode, phone.national],
  );
  const lockedUntil = rows[0]?.locked_until;
  return lockedUntil === null || lockedUntil === undefined ? null : toEpochMs(lockedUntil);
}

export async function updateNumberLock(tx: Queryable, merchantCode: string, phone: PhoneNumber, lockedUntilMs: number): Promise<void> {
  await tx.query('UPDATE sms_numbers SET locked_until = $4::timestamptz WHERE merchant_code = $1 AND dialing_code = $2 AND mobile_number = $3', [
    merchantCode,
    phone.dialingCode,
    phone.national,
    isoAt(lockedUntilMs),
  ]);
}

export async function countSendsSince(tx: Queryable, merchantCode: string, phone: PhoneNumber, sinceMs: number): Promise<number> {
  const { rows } = await tx.query<{ sends: number | string }>(
    'SELECT count(*) AS sends FROM sms_codes WHERE merchant_code = $1 AND dialing_code = $2 AND mobile_number = $3 AND sent_at > $4::timestamptz',
    [merchantCode, phone.dialingCode, phone.national, isoAt(sinceMs)],
  );
  return Number(rows[0]?.sends ?? 0);
}

/** The newest code of one purpose for one number, used or not: only the newest may ever be accepted. */
export async function selectLatestCode(tx: Queryable, merchantCode: string, purpose: SmsPurpose, phone: PhoneNumber, forUpdate: boolean): Promise<StoredSmsCode | null> {
  const { rows } = await tx.query<CodeRow>(
    `SELECT ${CODE_COLUMNS} FROM sms_codes
      WHERE merchant_code = $1 AND purpose = $2 AND dialing_code = $3 AND mobile_number = $4
      ORDER BY sent_at DESC, id DESC LIMIT 1${forUpdate ? ' FOR UPDATE' : ''}`,
    [merchantCode, purpose, phone.dialingCode, phone.national],
  );
  return rows[0] ? codeFrom(rows[0]) : null;
}

export async function selectCodeById(tx: Queryable, merchantCode: string, id: string): Promise<StoredSmsCode | null> {
  const { rows } = await tx.query<CodeRow>(`SELECT ${CODE_COLUMNS} FROM sms_codes WHERE merchant_code = $1 AND id = $2::bigint FOR UPDATE`, [merchantCode, id]);
  return rows[0] ? codeFrom(rows[0]) : null;
}

export interface NewSmsCode {
  merchantCode: string;
  purpose: SmsPurpose;
  phone: PhoneNumber;
  codeHmac: string;
  sentAtMs: number;
  expiresAtMs: number;
  countdownUntilMs: number;
}

export async function insertCode(tx: Queryable, code: NewSmsCode): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO sms_codes (merchant_code, purpose, dialing_code, mobile_number, code_hmac, sent_at, expires_at, countdown_until)
     VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7::timestamptz, $8::timestamptz) RETURNING id::text AS id`,
    [code.merchantCode, code.purpose, code.phone.dialingCode, code.phone.national, code.codeHmac, isoAt(code.sentAtMs), isoAt(code.expiresAtMs), isoAt(code.countdownUntilMs)],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('an SMS code row was not written');
  return id;
}

export async function markCodeUsed(tx: Queryable, id: string, atMs: number): Promise<void> {
  await tx.query('UPDATE sms_codes SET used_at = $2::timestamptz WHERE id = $1::bigint', [id, isoAt(atMs)]);
}

export async function countWrongAttempt(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE sms_codes SET failed_attempts = failed_attempts + 1 WHERE id = $1::bigint', [id]);
}

export async function deleteCodesSentBefore(db: Queryable, beforeMs: number): Promise<void> {
  await db.query('DELETE FROM sms_codes WHERE sent_at < $1::timestamptz', [isoAt(beforeMs)]);
}

export async function insertOutboxMessage(db: Queryable, merchantCode: string, to: PhoneNumber, text: string, atMs: number): Promise<void> {
  await db.query('INSERT INTO sms_outbox (merchant_code, dialing_code, mobile_number, body, sent_at) VALUES ($1, $2, $3, $4, $5::timestamptz)', [
    merchantCode,
    to.dialingCode,
    to.national,
    text,
    isoAt(atMs),
  ]);
}

export interface OutboxSms {
  text: string;
  sentAtMs: number;
}

export async function selectOutboxMessages(db: Queryable, merchantCode: string, to: PhoneNumber, limit: number): Promise<OutboxSms[]> {
  const { rows } = await db.query<{ body: string; sent_at: unknown }>(
    'SELECT body, sent_at FROM sms_outbox WHERE merchant_code = $1 AND dialing_code = $2 AND mobile_number = $3 ORDER BY id DESC LIMIT $4',
    [merchantCode, to.dialingCode, to.national, limit],
  );
  return rows.map((row) => ({ text: row.body, sentAtMs: toEpochMs(row.sent_at) }));
}
