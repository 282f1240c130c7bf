import type {
  PromotionCategory,
  PromotionFrequency,
  PromotionKind,
  PromotionReward,
  PromotionSegment,
  PromotionStatus,
  RafflePrize,
} from '@croupier/contract';
import type { Queryable } from '../../db/database';
import { operatorUsernameSql } from '../backoffice-operators';

/** The promotions' rows (migration 0043); only this module names their tables. */

/** A promotion as stored: what an operator wrote (PromotionFields, below), its money spent and its history. */
export interface PromotionRow extends PromotionFields {
  id: string;
  spentMinor: bigint;
  raffleSeedHex: string | null;
  raffleSeedSha256: string | null;
  bannerSha256: string | null;
  status: PromotionStatus;
  createdById: string;
  createdByName: string;
  submittedById: string | null;
  submittedByName: string | null;
  approvedById: string | null;
  approvedByName: string | null;
  returnedReason: string | null;
  endedByName: string | null;
  endReason: string | null;
  endedAtMs: number | null;
  createdAtMs: number;
  updatedAtMs: number;
}

interface RawPromotion {
  id: string;
  merchant_code: string;
  kind: PromotionKind;
  category: PromotionCategory;
  title_en: string;
  title_bn: string;
  summary_en: string;
  summary_bn: string;
  body_en: string;
  body_bn: string;
  starts_ms: string;
  ends_ms: string;
  segment: PromotionSegment;
  frequency: PromotionFrequency;
  budget_minor: string;
  spent_minor: string;
  reward: PromotionReward;
  sign_in_amounts: number[];
  raffle_prizes: RafflePrize[];
  raffle_seed_hex: string | null;
  raffle_seed_sha256: string | null;
  banner_sha256: string | null;
  status: PromotionStatus;
  created_by: string;
  created_by_name: string | null;
  submitted_by: string | null;
  submitted_by_name: string | null;
  approved_by: string | null;
  approved_by_name: string | null;
  returned_reason: string | null;
  ended_by_name: string | null;
  end_reason: string | null;
  ended_ms: string | null;
  created_ms: string;
  updated_ms: string;
}

const msOf = (column: string) => `(extract(epoch FROM ${column}) * 1000)::bigint::text`;

const COLUMNS = `
  p.id::text AS id, p.merchant_code, p.kind, p.category, p.title_en, p.title_bn, p.summary_en, p.summary_bn, p.body_en, p.body_bn,
  ${msOf('p.starts_at')} AS starts_ms, ${msOf('p.ends_at')} AS ends_ms, p.segment, p.frequency,
  p.budget_minor::text AS budget_minor, p.spent_minor::text AS spent_minor, p.reward, p.sign_in_amounts, p.raffle_prizes,
  p.raffle_seed_hex, p.raffle_seed_sha256, p.banner_sha256, p.status,
  p.created_by::text AS created_by, ${operatorUsernameSql('p.created_by')} AS created_by_name,
  p.submitted_by::text AS submitted_by, ${operatorUsernameSql('p.submitted_by')} AS submitted_by_name,
  p.approved_by::text AS approved_by, ${operatorUsernameSql('p.approved_by')} AS approved_by_name,
  p.returned_reason, ${operatorUsernameSql('p.ended_by')} AS ended_by_name, p.end_reason, ${msOf('p.ended_at')} AS ended_ms,
  ${msOf('p.created_at')} AS created_ms, ${msOf('p.updated_at')} AS updated_ms`;

function promotionOf(raw: RawPromotion): PromotionRow {
  return {
    id: raw.id,
    merchantCode: raw.merchant_code,
    kind: raw.kind,
    category: raw.category,
    titleEn: raw.title_en,
    titleBn: raw.title_bn,
    summaryEn: raw.summary_en,
    summaryBn: raw.summary_bn,
    bodyEn: raw.body_en,
    bodyBn: raw.body_bn,
    startsAtMs: Number(raw.starts_ms),
    endsAtMs: Number(raw.ends_ms),
    segment: raw.segment,
    frequency: raw.frequency,
    budgetMinor: BigInt(raw.budget_minor),
    spentMinor: BigInt(raw.spent_minor),
    reward: raw.reward,
    signInAmountsMinor: raw.sign_in_amounts,
    rafflePrizes: raw.raffle_prizes,
    raffleSeedHex: raw.raffle_seed_hex,
    raffleSeedSha256: raw.raffle_seed_sha256,
    bannerSha256: raw.banner_sha256,
    status: raw.status,
    createdById: raw.created_by,
    createdByName: raw.created_by_name ?? '',
    submittedById: raw.submitted_by,
    submittedByName: raw.submitted_by_name,
    approvedById: raw.approved_by,
    approvedByName: raw.approved_by_name,
    returnedReason: raw.returned_reason,
    endedByName: raw.ended_by_name,
    endReason: raw.end_reason,
    endedAtMs: raw.ended_ms === null ? null : Number(raw.ended_ms),
    createdAtMs: Number(raw.created_ms),
    updatedAtMs: Number(raw.updated_ms),
  };
}

/** What an operator writes of a promotion, cleaned: amounts in minor units, HTML sanitized. */
export interface PromotionFields {
  merchantCode: string;
  kind: PromotionKind;
  category: PromotionCategory;
  titleEn: string;
  titleBn: string;
  summaryEn: string;
  summaryBn: string;
  bodyEn: string;
  bodyBn: string;
  startsAtMs: number;
  endsAtMs: number;
  segment: PromotionSegment;
  frequency: PromotionFrequency;
  budgetMinor: bigint;
  reward: PromotionReward;
  signInAmountsMinor: number[];
  rafflePrizes: RafflePrize[];
}

function fieldValues(fields: PromotionFields): unknown[] {
  return [
    fields.kind,
    fields.category,
    fields.titleEn,
    fields.titleBn,
    fields.summaryEn,
    fields.summaryBn,
    fields.bodyEn,
    fields.bodyBn,
    new Date(fields.startsAtMs).toISOString(),
    new Date(fields.endsAtMs).toISOString(),
    fields.segment,
    fields.frequency,
    fields.budgetMinor.toString(),
    JSON.stringify(fields.reward),
    JSON.stringify(fields.signInAmountsMinor),
    JSON.stringify(fields.rafflePrizes),
  ];
}

export async function insertPromotion(
  tx: Queryable,
  fields: PromotionFields,
  seed: { hex: string; sha256: string } | null,
  createdById: string,
  nowMs: number,
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO promotions (kind, category, title_en, title_bn, summary_en, summary_bn, body_en, body_bn, starts_at, ends_at, segment, frequency,
                             budget_minor, reward, sign_in_amounts, raffle_prizes, merchant_code, raffle_seed_hex, raffle_seed_sha256, status,
                             created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, 'DRAFT', $20, $21, $21)
     RETURNING id::text AS id`,
    [...fieldValues(fields), fields.merchantCode, seed?.hex ?? null, seed?.sha256 ?? null, createdById, new Date(nowMs).toISOString()],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('promotions: the new promotion was not written');
  return id;
}

/** Rewrites a draft's fields (the caller holds its lock and checked it is a draft). */
export async function updatePromotionFields(tx: Queryable, id: string, fields: PromotionFields, seed: { hex: string; sha256: string } | null, nowMs: number): Promise<void> {
  await tx.query(
    `UPDATE promotions SET kind = $1, category = $2, title_en = $3, title_bn = $4, summary_en = $5, summary_bn = $6, body_en = $7, body_bn = $8,
            starts_at = $9, ends_at = $10, segment = $11, frequency = $12, budget_minor = $13, reward = $14, sign_in_amounts = $15,
            raffle_prizes = $16, raffle_seed_hex = $17, raffle_seed_sha256 = $18, updated_at = $19
      WHERE id = $20::bigint`,
    [...fieldValues(fields), seed?.hex ?? null, seed?.sha256 ?? null, new Date(nowMs).toISOString(), id],
  );
}

export async function selectPromotion(db: Queryable, id: string): Promise<PromotionRow | null> {
  const { rows } = await db.query<RawPromotion>(`SELECT ${COLUMNS} FROM promotions p WHERE p.id = $1::bigint`, [id]);
  return rows[0] ? promotionOf(rows[0]) : null;
}

export async function lockPromotion(tx: Queryable, id: string): Promise<PromotionRow | null> {
  const { rows } = await tx.query<RawPromotion>(`SELECT ${COLUMNS} FROM promotions p WHERE p.id = $1::bigint FOR UPDATE`, [id]);
  return rows[0] ? promotionOf(rows[0]) : null;
}

/** A brand's published and ended promotions that a member may see: not yet ended, or ended within the last `keepMs`. */
export async function selectVisiblePromotions(db: Queryable, merchantCode: string, nowMs: number, keepMs: number): Promise<PromotionRow[]> {
  const { rows } = await db.query<RawPromotion>(
    `SELECT ${COLUMNS} FROM promotions p
      WHERE p.merchant_code = $1 AND p.status IN ('PUBLISHED', 'ENDED') AND coalesce(p.ended_at, p.ends_at) > $2::timestamptz
      ORDER BY p.ends_at, p.id`,
    [merchantCode, new Date(nowMs - keepMs).toISOString()],
  );
  return rows.map(promotionOf);
}

export async function selectPromotionPage(
  db: Queryable,
  merchantCodes: readonly string[] | null,
  filter: { merchantCode?: string; status?: PromotionStatus },
  limit: number,
  offset: number,
): Promise<{ rows: PromotionRow[]; total: number }> {
  const where = `($1::text[] IS NULL OR p.merchant_code = ANY($1)) AND ($2::text IS NULL OR p.merchant_code = $2) AND ($3::text IS NULL OR p.status = $3)`;
  const params = [merchantCodes, filter.merchantCode ?? null, filter.status ?? null];
  const [{ rows }, counted] = await Promise.all([
    db.query<RawPromotion>(`SELECT ${COLUMNS} FROM promotions p WHERE ${where} ORDER BY p.id DESC LIMIT $4 OFFSET $5`, [...params, limit, offset]),
    db.query<{ total: string }>(`SELECT count(*)::text AS total FROM promotions p WHERE ${where}`, params),
  ]);
  return { rows: rows.map(promotionOf), total: Number(counted.rows[0]?.total ?? '0') };
}

export async function markSubmitted(tx: Queryable, id: string, operatorId: string, nowMs: number): Promise<void> {
  await tx.query(`UPDATE promotions SET status = 'PENDING', submitted_by = $2, returned_reason = NULL, updated_at = $3 WHERE id = $1::bigint`, [id, operatorId, new Date(nowMs).toISOString()]);
}

export async function markPublished(tx: Queryable, id: string, operatorId: string, nowMs: number): Promise<void> {
  await tx.query(`UPDATE promotions SET status = 'PUBLISHED', approved_by = $2, updated_at = $3 WHERE id = $1::bigint`, [id, operatorId, new Date(nowMs).toISOString()]);
}

export async function markReturned(tx: Queryable, id: string, reason: string, nowMs: number): Promise<void> {
  await tx.query(`UPDATE promotions SET status = 'DRAFT', submitted_by = NULL, returned_reason = $2, updated_at = $3 WHERE id = $1::bigint`, [id, reason, new Date(nowMs).toISOString()]);
}

export async function markEnded(tx: Queryable, id: string, operatorId: string, reason: string, nowMs: number): Promise<void> {
  const at = new Date(nowMs).toISOString();
  await tx.query(`UPDATE promotions SET status = 'ENDED', ended_by = $2, end_reason = $3, ended_at = $4, updated_at = $4 WHERE id = $1::bigint`, [id, operatorId, reason, at]);
}

export async function updateBanner(tx: Queryable, id: string, banner: { contentType: string; bytes: Buffer; sha256: string }, nowMs: number): Promise<void> {
  await tx.query(`UPDATE promotions SET banner = $2, banner_content_type = $3, banner_sha256 = $4, updated_at = $5 WHERE id = $1::bigint`, [
    id,
    banner.bytes,
    banner.contentType,
    banner.sha256,
    new Date(nowMs).toISOString(),
  ]);
}

export async function selectBanner(db: Queryable, id: string): Promise<{ merchantCode: string; status: PromotionStatus; contentType: string; bytes: Buffer; sha256: string } | null> {
  const { rows } = await db.query<{ merchant_code: string; status: PromotionStatus; banner_content_type: string; banner: Buffer; banner_sha256: string }>(
    `SELECT merchant_code, status, banner_content_type, banner, banner_sha256 FROM promotions WHERE id = $1::bigint AND banner IS NOT NULL`,
    [id],
  );
  const row = rows[0];
  // the embedded database answers bytea as a Uint8Array, Postgres's driver as a Buffer: one shape for both
  return row ? { merchantCode: row.merchant_code, status: row.status, contentType: row.banner_content_type, bytes: Buffer.from(row.banner), sha256: row.banner_sha256 } : null;
}

/**
 * Reserves `amountMinor` of the budget: one statement, so rewards paid at once queue on the row and
 * the one that would pass the budget gets false (decision 0047). Within the paying transaction: a
 * payment that fails gives the reservation back with it.
 */
export async function reserveBudget(tx: Queryable, id: string, amountMinor: bigint): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE promotions SET spent_minor = spent_minor + $2::bigint WHERE id = $1::bigint AND spent_minor + $2::bigint <= budget_minor RETURNING id::text AS id`,
    [id, amountMinor.toString()],
  );
  return rows.length === 1;
}
