import { AGENT_MEMBER_TYPES } from '@croupier/domain';
import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';
import type { PhoneNumber } from '../sms';

export interface MemberRecord {
  id: string;
  merchantCode: string;
  username: string;
  type: number;
  passwordHash: string | null;
  paymentPasswordHash: string | null;
  mobile: PhoneNumber | null;
  email: string | null;
  affiliateCode: string | null;
  uplineId: string | null;
  initialPassword: boolean;
  passwordChangedAtMs: number | null;
  createdAtMs: number;
  lastLoginAtMs: number | null;
  lastLoginIp: string | null;
  previousLoginAtMs: number | null;
  previousLoginIp: string | null;
  iconId: number;
  trialBalanceMinor: bigint | null;
}

interface MemberRow {
  id: string;
  merchant_code: string;
  username: string;
  type: number;
  password_hash: string | null;
  payment_password_hash: string | null;
  mobile_dialing_code: string | null;
  mobile_number: string | null;
  email: string | null;
  affiliate_code: string | null;
  upline_id: string | null;
  initial_password: boolean;
  password_changed_at: unknown;
  created_at: unknown;
  last_login_at: unknown;
  last_login_ip: string | null;
  previous_login_at: unknown;
  previous_login_ip: string | null;
  icon_id: number;
  trial_balance_minor: string | null;
}

const MEMBER_COLUMNS = `id::text AS id, merchant_code, username, type, password_hash, payment_password_hash, mobile_dialing_code, mobile_number,
  email, affiliate_code, upline_id::text AS upline_id, initial_password, password_changed_at, created_at, last_login_at, last_login_ip,
  previous_login_at, previous_login_ip, icon_id, trial_balance_minor::text AS trial_balance_minor`;

const optionalMs = (value: unknown) => (value === null || value === undefined ? null : toEpochMs(value));

function memberFrom(row: MemberRow): MemberRecord {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    username: row.username,
    type: Number(row.type),
    passwordHash: row.password_hash,
    paymentPasswordHash: row.payment_password_hash,
    mobile: row.mobile_dialing_code !== null && row.mobile_number !== null ? { dialingCode: row.mobile_dialing_code, national: row.mobile_number } : null,
    email: row.email,
    affiliateCode: row.affiliate_code,
    uplineId: row.upline_id,
    initialPassword: row.initial_password,
    passwordChangedAtMs: optionalMs(row.password_changed_at),
    createdAtMs: toEpochMs(row.created_at),
    lastLoginAtMs: optionalMs(row.last_login_at),
    lastLoginIp: row.last_login_ip,
    previousLoginAtMs: optionalMs(row.previous_login_at),
    previousLoginIp: row.previous_login_ip,
    iconId: Number(row.icon_id),
    trialBalanceMinor: row.trial_balance_minor === null ? null : BigInt(row.trial_balance_minor),
  };
}

async function selectOne(db: Queryable, where: string, params: unknown[]): Promise<MemberRecord | null> {
  const { rows } = await db.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members WHERE ${where}`, params);
  return rows[0] ? memberFrom(rows[0]) : null;
}

export function selectMemberById(db: Queryable, merchantCode: string, id: string): Promise<MemberRecord | null> {
  return selectOne(db, 'merchant_code = $1 AND id = $2::bigint', [merchantCode, id]);
}

/** Usernames are unique per merchant whatever their case. */
export function selectMemberByUsername(db: Queryable, merchantCode: string, username: string): Promise<MemberRecord | null> {
  return selectOne(db, 'merchant_code = $1 AND lower(username) = lower($2)', [merchantCode, username]);
}

export function selectMemberByPhone(db: Queryable, merchantCode: string, phone: PhoneNumber): Promise<MemberRecord | null> {
  return selectOne(db, 'merchant_code = $1 AND mobile_dialing_code = $2 AND mobile_number = $3', [merchantCode, phone.dialingCode, phone.national]);
}

export function selectAgentByAffiliateCode(db: Queryable, merchantCode: string, affiliateCode: string): Promise<MemberRecord | null> {
  return selectOne(db, `merchant_code = $1 AND upper(affiliate_code) = upper($2) AND type IN (${AGENT_MEMBER_TYPES.join(', ')})`, [merchantCode, affiliateCode]);
}

/** What a member lookup matches: the start of a username (any case), and of a mobile number when it is digits. */
export interface MemberSearch {
  /** lower-cased, matched as a prefix of lower(username) */
  usernamePrefix: string;
  /** digits a mobile number starts with, after the dialing code or without it; null when the search is not a number */
  mobileDigits: { national: string; international: string } | null;
}

/** `text` with LIKE's own characters escaped, so it matches itself only. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A page of a merchant's members matching `search`: the exact username first, then by username. */
export async function selectMemberSearchPage(
  db: Queryable,
  merchantCode: string,
  search: MemberSearch,
  limit: number,
  offset: number,
): Promise<{ members: MemberRecord[]; total: number }> {
  const matches = `merchant_code = $1 AND (lower(username) LIKE $2 ESCAPE '\\'
    OR ($3::text IS NOT NULL AND (mobile_number LIKE $3 OR (ltrim(mobile_dialing_code, '+') || mobile_number) LIKE $4)))`;
  const params = [
    merchantCode,
    likePrefix(search.usernamePrefix),
    search.mobileDigits ? `${search.mobileDigits.national}%` : null,
    search.mobileDigits ? `${search.mobileDigits.international}%` : null,
  ];
  const [page, count] = await Promise.all([
    db.query<MemberRow>(`SELECT ${MEMBER_COLUMNS} FROM members WHERE ${matches} ORDER BY lower(username) = $5 DESC, lower(username), id LIMIT $6 OFFSET $7`, [
      ...params,
      search.usernamePrefix,
      limit,
      offset,
    ]),
    db.query<{ n: string }>(`SELECT count(*)::text AS n FROM members WHERE ${matches}`, params),
  ]);
  return { members: page.rows.map(memberFrom), total: Number(count.rows[0]?.n ?? 0) };
}

/** Everything a new member row may carry; absent optional fields are stored as null. */
export interface NewMember {
  merchantCode: string;
  username: string;
  type: number;
  passwordHash: string | null;
  paymentPasswordHash?: string | null;
  mobile?: PhoneNumber | null;
  email?: string | null;
  payeeName?: string | null;
  qqNum?: string | null;
  lineId?: string | null;
  whatsapp?: string | null;
  facebook?: string | null;
  wechat?: string | null;
  idNumber?: string | null;
  recommenderId?: string | null;
  referralCode?: string | null;
  registerDomain?: string | null;
  registerUrl?: string | null;
  registerIp?: string | null;
  uplineId?: string | null;
  affiliateCode?: string | null;
  initialPassword?: boolean;
  passwordChangedAtMs: number | null;
  createdAtMs: number;
  trialBalanceMinor?: bigint | null;
}

/** Which uniqueness rule a new member broke. */
export type MemberConflict = 'username' | 'mobile' | 'affiliateCode';

const CONFLICT_OF_INDEX: Record<string, MemberConflict> = { members_username: 'username', members_mobile: 'mobile', members_affiliate_code: 'affiliateCode' };

function conflictOf(error: unknown): MemberConflict | null {
  if (typeof error !== 'object' || error === null) return null;
  const code: unknown = Reflect.get(error, 'code');
  const constraint: unknown = Reflect.get(error, 'constraint');
  if (code !== '23505' || typeof constraint !== 'string') return null;
  return CONFLICT_OF_INDEX[constraint] ?? null;
}

/**
 * Inserts a member; a username, mobile number or affiliate code already taken comes back as the conflict.
 * Inside a transaction a conflict leaves it aborted, so the caller must end the transaction there.
 */
export async function insertMember(db: Queryable, member: NewMember): Promise<MemberRecord | MemberConflict> {
  const values = [
    member.merchantCode,
    member.username,
    member.type,
    member.passwordHash,
    member.paymentPasswordHash ?? null,
    member.mobile?.dialingCode ?? null,
    member.mobile?.national ?? null,
    member.email ?? null,
    member.payeeName ?? null,
    member.qqNum ?? null,
    member.lineId ?? null,
    member.whatsapp ?? null,
    member.facebook ?? null,
    member.wechat ?? null,
    member.idNumber ?? null,
    member.recommenderId ?? null,
    member.referralCode ?? null,
    member.registerDomain ?? null,
    member.registerUrl ?? null,
    member.registerIp ?? null,
    member.uplineId ?? null,
    member.affiliateCode ?? null,
    member.initialPassword ?? false,
    member.passwordChangedAtMs === null ? null : isoAt(member.passwordChangedAtMs),
    isoAt(member.createdAtMs),
    member.trialBalanceMinor === undefined || member.trialBalanceMinor === null ? null : member.trialBalanceMinor.toString(),
  ];
  try {
    const { rows } = await db.query<MemberRow>(
      `INSERT INTO members (merchant_code, username, type, password_hash, payment_password_hash, mobile_dialing_code, mobile_number, email,
         payee_name, qq_num, line_id, whatsapp, facebook, wechat, id_number, recommender_id, referral_code, register_domain, register_url,
         register_ip, upline_id, affiliate_code, initial_password, password_changed_at, created_at, trial_balance_minor)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21::bigint, $22, $23,
         $24::timestamptz, $25::timestamptz, $26::bigint)
       RETURNING ${MEMBER_COLUMNS}`,
      values,
    );
    const row = rows[0];
    if (!row) throw new Error('a member row was not written');
    return memberFrom(row);
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict) return conflict;
    throw error;
  }
}

/** A login: the last login becomes the previous one. */
export async function updateLoginTimes(db: Queryable, merchantCode: string, memberId: string, ip: string, nowMs: number): Promise<void> {
  await db.query(
    `UPDATE members SET previous_login_at = last_login_at, previous_login_ip = last_login_ip, last_login_at = $3::timestamptz, last_login_ip = $4
      WHERE merchant_code = $1 AND id = $2::bigint`,
    [merchantCode, memberId, isoAt(nowMs), ip],
  );
}

export async function updatePasswordHash(db: Queryable, merchantCode: string, memberId: string, passwordHash: string, nowMs: number): Promise<void> {
  await db.query(
    'UPDATE members SET password_hash = $3, password_changed_at = $4::timestamptz, initial_password = false WHERE merchant_code = $1 AND id = $2::bigint',
    [merchantCode, memberId, passwordHash, isoAt(nowMs)],
  );
}

export async function updateIconId(db: Queryable, merchantCode: string, memberId: string, iconId: number): Promise<void> {
  await db.query('UPDATE members SET icon_id = $3 WHERE merchant_code = $1 AND id = $2::bigint', [merchantCode, memberId, iconId]);
}

export async function upsertLoginIp(db: Queryable, merchantCode: string, memberId: string, ip: string, nowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO member_login_ips (merchant_code, member_id, ip, first_seen_at, last_seen_at) VALUES ($1, $2::bigint, $3, $4::timestamptz, $4::timestamptz)
     ON CONFLICT (merchant_code, member_id, ip) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
    [merchantCode, memberId, ip, isoAt(nowMs)],
  );
}

export async function hasLoginIp(db: Queryable, merchantCode: string, memberId: string, ip: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM member_login_ips WHERE merchant_code = $1 AND member_id = $2::bigint AND ip = $3', [merchantCode, memberId, ip]);
  return rows.length > 0;
}

/** The name the member is paid in (payout accounts are held in it); null until registered or given. */
export async function selectPayeeName(db: Queryable, merchantCode: string, memberId: string): Promise<string | null> {
  const { rows } = await db.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE merchant_code = $1 AND id = $2::bigint', [merchantCode, memberId]);
  return rows[0]?.payee_name ?? null;
}

/** Gives the member a payee name if they have none; false when one was there already (it is never replaced). */
export async function setPayeeNameOnce(db: Queryable, merchantCode: string, memberId: string, payeeName: string): Promise<boolean> {
  const { rows } = await db.query('UPDATE members SET payee_name = $3 WHERE merchant_code = $1 AND id = $2::bigint AND payee_name IS NULL RETURNING id', [
    merchantCode,
    memberId,
    payeeName,
  ]);
  return rows.length === 1;
}

export async function updatePaymentPasswordHash(db: Queryable, merchantCode: string, memberId: string, paymentPasswordHash: string): Promise<void> {
  await db.query('UPDATE members SET payment_password_hash = $3 WHERE merchant_code = $1 AND id = $2::bigint', [merchantCode, memberId, paymentPasswordHash]);
}
