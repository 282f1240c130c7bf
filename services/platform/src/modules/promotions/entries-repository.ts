import type { Queryable } from '../../db/database';
import { memberUsernameSql } from '../accounts';
import { operatorUsernameSql } from '../backoffice-operators';

/** Members' entries in promotions and their application images (migration 0043). */

export type EntryStatus = 'JOINED' | 'PROCESSING' | 'ISSUED' | 'CLAIMED' | 'APPLYING' | 'REJECTED' | 'LAPSED';

export interface EntryRow {
  id: string;
  promotionId: string;
  merchantCode: string;
  memberId: string;
  periodKey: string;
  status: EntryStatus;
  holdUntilMs: number | null;
  depositId: string | null;
  paidMinor: bigint;
  bonusAwardId: string | null;
  postingId: string | null;
  requestId: string | null;
  remark: string | null;
  raffleDrawHex: string | null;
  rafflePrizeIndex: number | null;
  reason: string | null;
  decidedByName: string | null;
  decidedAtMs: number | null;
  imageCount: number;
  createdAtMs: number;
}

interface RawEntry {
  id: string;
  promotion_id: string;
  merchant_code: string;
  member_id: string;
  period_key: string;
  status: EntryStatus;
  hold_ms: string | null;
  deposit_id: string | null;
  paid_minor: string;
  bonus_award_id: string | null;
  posting_id: string | null;
  request_id: string | null;
  remark: string | null;
  raffle_draw_hex: string | null;
  raffle_prize_index: number | null;
  reason: string | null;
  decided_by_name: string | null;
  decided_ms: string | null;
  image_count: number;
  created_ms: string;
}

const msOf = (column: string) => `(extract(epoch FROM ${column}) * 1000)::bigint::text`;

const COLUMNS = `
  e.id::text AS id, e.promotion_id::text AS promotion_id, e.merchant_code, e.member_id::text AS member_id, e.period_key, e.status,
  ${msOf('e.hold_until')} AS hold_ms, e.deposit_id::text AS deposit_id, e.paid_minor::text AS paid_minor,
  e.bonus_award_id::text AS bonus_award_id, e.posting_id::text AS posting_id, e.request_id, e.remark, e.raffle_draw_hex, e.raffle_prize_index,
  e.reason, ${operatorUsernameSql('e.decided_by')} AS decided_by_name, ${msOf('e.decided_at')} AS decided_ms,
  (SELECT count(*)::int FROM promotion_entry_images i WHERE i.entry_id = e.id) AS image_count, ${msOf('e.created_at')} AS created_ms`;

function entryOf(raw: RawEntry): EntryRow {
  return {
    id: raw.id,
    promotionId: raw.promotion_id,
    merchantCode: raw.merchant_code,
    memberId: raw.member_id,
    periodKey: raw.period_key,
    status: raw.status,
    holdUntilMs: raw.hold_ms === null ? null : Number(raw.hold_ms),
    depositId: raw.deposit_id,
    paidMinor: BigInt(raw.paid_minor),
    bonusAwardId: raw.bonus_award_id,
    postingId: raw.posting_id,
    requestId: raw.request_id,
    remark: raw.remark,
    raffleDrawHex: raw.raffle_draw_hex,
    rafflePrizeIndex: raw.raffle_prize_index,
    reason: raw.reason,
    decidedByName: raw.decided_by_name,
    decidedAtMs: raw.decided_ms === null ? null : Number(raw.decided_ms),
    imageCount: raw.image_count,
    createdAtMs: Number(raw.created_ms),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

export interface NewEntry {
  promotionId: string;
  merchantCode: string;
  memberId: string;
  periodKey: string;
  status: EntryStatus;
  holdUntilMs?: number | null;
  depositId?: string | null;
  requestId?: string | null;
  remark?: string | null;
}

/**
 * Writes an entry unless the member has a live one for the promotion and period (the unique index);
 * returns the new entry's id, or null when one was there (or arrived at the same moment).
 */
export async function insertEntry(tx: Queryable, entry: NewEntry, nowMs: number): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO promotion_entries (promotion_id, merchant_code, member_id, period_key, status, hold_until, deposit_id, request_id, remark, created_at, updated_at)
     VALUES ($1::bigint, $2, $3::bigint, $4, $5, $6, $7, $8, $9, $10, $10)
     ON CONFLICT DO NOTHING RETURNING id::text AS id`,
    [
      entry.promotionId,
      entry.merchantCode,
      entry.memberId,
      entry.periodKey,
      entry.status,
      entry.holdUntilMs == null ? null : iso(entry.holdUntilMs),
      entry.depositId ?? null,
      entry.requestId ?? null,
      entry.remark ?? null,
      iso(nowMs),
    ],
  );
  return rows[0]?.id ?? null;
}

export async function selectEntry(db: Queryable, id: string): Promise<EntryRow | null> {
  const { rows } = await db.query<RawEntry>(`SELECT ${COLUMNS} FROM promotion_entries e WHERE e.id = $1::bigint`, [id]);
  return rows[0] ? entryOf(rows[0]) : null;
}

export async function lockEntry(tx: Queryable, id: string): Promise<EntryRow | null> {
  const { rows } = await tx.query<RawEntry>(`SELECT ${COLUMNS} FROM promotion_entries e WHERE e.id = $1::bigint FOR UPDATE`, [id]);
  return rows[0] ? entryOf(rows[0]) : null;
}

/** The member's live entry of a promotion for a period (not lapsed or rejected). */
export async function selectLiveEntry(db: Queryable, promotionId: string, memberId: string, periodKey: string): Promise<EntryRow | null> {
  const { rows } = await db.query<RawEntry>(
    `SELECT ${COLUMNS} FROM promotion_entries e
      WHERE e.promotion_id = $1::bigint AND e.member_id = $2::bigint AND e.period_key = $3 AND e.status NOT IN ('LAPSED', 'REJECTED')`,
    [promotionId, memberId, periodKey],
  );
  return rows[0] ? entryOf(rows[0]) : null;
}

export async function selectEntryByRequest(db: Queryable, promotionId: string, memberId: string, requestId: string): Promise<EntryRow | null> {
  const { rows } = await db.query<RawEntry>(`SELECT ${COLUMNS} FROM promotion_entries e WHERE e.promotion_id = $1::bigint AND e.member_id = $2::bigint AND e.request_id = $3`, [
    promotionId,
    memberId,
    requestId,
  ]);
  return rows[0] ? entryOf(rows[0]) : null;
}

/**
 * Each promotion's newest entry of the member for the given periods: what the member's states are read
 * from. `periods` maps a promotion id to the period key it is in now.
 */
export async function selectCurrentEntries(db: Queryable, memberId: string, periods: ReadonlyMap<string, string>): Promise<Map<string, EntryRow>> {
  if (periods.size === 0) return new Map();
  const { rows } = await db.query<RawEntry>(
    `SELECT DISTINCT ON (e.promotion_id) ${COLUMNS}
       FROM promotion_entries e
       JOIN unnest($2::bigint[], $3::text[]) AS wanted (promotion_id, period_key) ON wanted.promotion_id = e.promotion_id AND wanted.period_key = e.period_key
      WHERE e.member_id = $1::bigint
      ORDER BY e.promotion_id, e.id DESC`,
    [memberId, [...periods.keys()], [...periods.values()]],
  );
  return new Map(rows.map((raw) => [raw.promotion_id, entryOf(raw)]));
}

/** The member's claimed sign-in days of a promotion, newest first, at most `limit`. */
export async function selectSignInDays(db: Queryable, promotionId: string, memberId: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ period_key: string }>(
    `SELECT period_key FROM promotion_entries WHERE promotion_id = $1::bigint AND member_id = $2::bigint AND status = 'CLAIMED' ORDER BY period_key DESC LIMIT $3`,
    [promotionId, memberId, limit],
  );
  return rows.map((row) => row.period_key);
}

export async function selectMemberEntryPage(db: Queryable, merchantCode: string, memberId: string, limit: number, offset: number): Promise<{ rows: EntryRow[]; total: number }> {
  const [{ rows }, counted] = await Promise.all([
    db.query<RawEntry>(`SELECT ${COLUMNS} FROM promotion_entries e WHERE e.merchant_code = $1 AND e.member_id = $2::bigint ORDER BY e.id DESC LIMIT $3 OFFSET $4`, [
      merchantCode,
      memberId,
      limit,
      offset,
    ]),
    db.query<{ total: string }>(`SELECT count(*)::text AS total FROM promotion_entries WHERE merchant_code = $1 AND member_id = $2::bigint`, [merchantCode, memberId]),
  ]);
  return { rows: rows.map(entryOf), total: Number(counted.rows[0]?.total ?? '0') };
}

/** The member's joined deposit bonus still within its hold, or the entry bound to a deposit: the cashier's questions. */
export async function lockJoinedEntry(tx: Queryable, merchantCode: string, memberId: string, nowMs: number): Promise<EntryRow | null> {
  const { rows } = await tx.query<RawEntry>(
    `SELECT ${COLUMNS} FROM promotion_entries e
      WHERE e.merchant_code = $1 AND e.member_id = $2::bigint AND e.status = 'JOINED' AND e.hold_until >= $3::timestamptz
      ORDER BY e.id DESC LIMIT 1 FOR UPDATE`,
    [merchantCode, memberId, iso(nowMs)],
  );
  return rows[0] ? entryOf(rows[0]) : null;
}

export async function lockEntryOfDeposit(tx: Queryable, depositId: string): Promise<EntryRow | null> {
  const { rows } = await tx.query<RawEntry>(`SELECT ${COLUMNS} FROM promotion_entries e WHERE e.deposit_id = $1::bigint AND e.status = 'PROCESSING' FOR UPDATE`, [depositId]);
  return rows[0] ? entryOf(rows[0]) : null;
}

/** JOINED entries whose hold ran out, of one member (read lazily when their states are shown or they join again). */
export async function lapseExpiredHolds(tx: Queryable, merchantCode: string, memberId: string, nowMs: number): Promise<void> {
  await tx.query(
    `UPDATE promotion_entries SET status = 'LAPSED', reason = 'HOLD_EXPIRED', updated_at = $3
      WHERE merchant_code = $1 AND member_id = $2::bigint AND status = 'JOINED' AND hold_until < $3::timestamptz`,
    [merchantCode, memberId, iso(nowMs)],
  );
}

export async function markBound(tx: Queryable, id: string, depositId: string, nowMs: number): Promise<void> {
  await tx.query(`UPDATE promotion_entries SET status = 'PROCESSING', deposit_id = $2::bigint, updated_at = $3 WHERE id = $1::bigint`, [id, depositId, iso(nowMs)]);
}

export async function markPaid(
  tx: Queryable,
  id: string,
  paid: { status: 'ISSUED' | 'CLAIMED'; paidMinor: bigint; bonusAwardId: string | null; postingId: string | null; decidedById?: string | null },
  nowMs: number,
): Promise<void> {
  await tx.query(
    `UPDATE promotion_entries SET status = $2, paid_minor = $3::bigint, bonus_award_id = $4::bigint, posting_id = $5::bigint,
            decided_by = coalesce($6::bigint, decided_by), decided_at = CASE WHEN $6::bigint IS NULL THEN decided_at ELSE $7::timestamptz END, updated_at = $7
      WHERE id = $1::bigint`,
    [id, paid.status, paid.paidMinor.toString(), paid.bonusAwardId, paid.postingId, paid.decidedById ?? null, iso(nowMs)],
  );
}

export async function markLapsed(tx: Queryable, id: string, reason: string, nowMs: number): Promise<void> {
  await tx.query(`UPDATE promotion_entries SET status = 'LAPSED', reason = $2, updated_at = $3 WHERE id = $1::bigint`, [id, reason, iso(nowMs)]);
}

export async function markRejected(tx: Queryable, id: string, operatorId: string, reason: string, nowMs: number): Promise<void> {
  await tx.query(`UPDATE promotion_entries SET status = 'REJECTED', reason = $3, decided_by = $2, decided_at = $4, updated_at = $4 WHERE id = $1::bigint`, [
    id,
    operatorId,
    reason,
    iso(nowMs),
  ]);
}

export async function markRaffleDraw(tx: Queryable, id: string, drawHex: string, prizeIndex: number, nowMs: number): Promise<void> {
  await tx.query(`UPDATE promotion_entries SET raffle_draw_hex = $2, raffle_prize_index = $3, updated_at = $4 WHERE id = $1::bigint`, [id, drawHex, prizeIndex, iso(nowMs)]);
}

export async function lapseJoinedOfPromotion(tx: Queryable, promotionId: string, nowMs: number): Promise<void> {
  await tx.query(`UPDATE promotion_entries SET status = 'LAPSED', reason = 'PROMOTION_ENDED', updated_at = $2 WHERE promotion_id = $1::bigint AND status = 'JOINED'`, [
    promotionId,
    iso(nowMs),
  ]);
}

export async function insertImage(tx: Queryable, entryId: string, position: number, image: { contentType: string; bytes: Buffer; sha256: string; width: number; height: number }): Promise<void> {
  await tx.query(`INSERT INTO promotion_entry_images (entry_id, position, content_type, bytes, sha256, width, height) VALUES ($1::bigint, $2, $3, $4, $5, $6, $7)`, [
    entryId,
    position,
    image.contentType,
    image.bytes,
    image.sha256,
    image.width,
    image.height,
  ]);
}

export async function selectImages(db: Queryable, entryId: string): Promise<Array<{ contentType: 'image/png' | 'image/jpeg'; bytes: Buffer; width: number; height: number }>> {
  const { rows } = await db.query<{ content_type: 'image/png' | 'image/jpeg'; bytes: Buffer; width: number; height: number }>(
    `SELECT content_type, bytes, width, height FROM promotion_entry_images WHERE entry_id = $1::bigint ORDER BY position`,
    [entryId],
  );
  // the embedded database answers bytea as a Uint8Array, Postgres's driver as a Buffer: one shape for both
  return rows.map((row) => ({ contentType: row.content_type, bytes: Buffer.from(row.bytes), width: row.width, height: row.height }));
}

export interface ApplicationRow extends EntryRow {
  username: string;
  titleEn: string;
}

export async function selectApplicationPage(
  db: Queryable,
  merchantCodes: readonly string[] | null,
  filter: { merchantCode?: string; status?: 'APPLYING' | 'ISSUED' | 'REJECTED' },
  limit: number,
  offset: number,
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const where = `p.kind = 'APPLICATION' AND e.status IN ('APPLYING', 'ISSUED', 'REJECTED')
    AND ($1::text[] IS NULL OR e.merchant_code = ANY($1)) AND ($2::text IS NULL OR e.merchant_code = $2) AND ($3::text IS NULL OR e.status = $3)`;
  const params = [merchantCodes, filter.merchantCode ?? null, filter.status ?? null];
  const [{ rows }, counted] = await Promise.all([
    db.query<RawEntry & { username: string | null; title_en: string }>(
      `SELECT ${COLUMNS}, ${memberUsernameSql('e.merchant_code', 'e.member_id')} AS username, p.title_en
         FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id
        WHERE ${where}
        ORDER BY (e.status = 'APPLYING') DESC, e.id ${filter.status === 'APPLYING' ? 'ASC' : 'DESC'} LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    ),
    db.query<{ total: string }>(`SELECT count(*)::text AS total FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id WHERE ${where}`, params),
  ]);
  return { rows: rows.map((raw) => ({ ...entryOf(raw), username: raw.username ?? '', titleEn: raw.title_en })), total: Number(counted.rows[0]?.total ?? '0') };
}

/** Entries other than lapsed, and applications waiting, of each promotion: the console's figures. */
export async function selectEntryFigures(db: Queryable, promotionIds: readonly string[]): Promise<Map<string, { entryCount: number; pendingApplications: number }>> {
  if (promotionIds.length === 0) return new Map();
  const { rows } = await db.query<{ promotion_id: string; entry_count: number; pending: number }>(
    `SELECT promotion_id::text AS promotion_id, count(*) FILTER (WHERE status <> 'LAPSED')::int AS entry_count, count(*) FILTER (WHERE status = 'APPLYING')::int AS pending
       FROM promotion_entries WHERE promotion_id = ANY($1::bigint[]) GROUP BY promotion_id`,
    [promotionIds],
  );
  return new Map(rows.map((row) => [row.promotion_id, { entryCount: row.entry_count, pendingApplications: row.pending }]));
}

/** One application with its member's name and its promotion's title, or null when the entry is no application. */
export async function selectApplication(db: Queryable, entryId: string): Promise<ApplicationRow | null> {
  const { rows } = await db.query<RawEntry & { username: string | null; title_en: string }>(
    `SELECT ${COLUMNS}, ${memberUsernameSql('e.merchant_code', 'e.member_id')} AS username, p.title_en
       FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id
      WHERE e.id = $1::bigint AND p.kind = 'APPLICATION' AND e.status IN ('APPLYING', 'ISSUED', 'REJECTED')`,
    [entryId],
  );
  const raw = rows[0];
  return raw ? { ...entryOf(raw), username: raw.username ?? '', titleEn: raw.title_en } : null;
}
