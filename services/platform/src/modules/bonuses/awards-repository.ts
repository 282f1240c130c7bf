import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';
import type { Contributions, WageringBase } from './terms';

/** The states of SPEC §4's bonus (decision 0045): one ACTIVE at a time; the others are ends. */
export const BONUS_STATUSES = ['ACTIVE', 'COMPLETED', 'EXPIRED', 'FORFEITED', 'LOST'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

export interface BonusAwardRow {
  id: string;
  merchantCode: string;
  memberId: string;
  origin: string;
  awardKey: string;
  titleEn: string;
  titleBn: string;
  amountMinor: bigint;
  depositMinor: bigint;
  wageringBase: WageringBase;
  multiplierHundredths: number;
  requiredMinor: bigint;
  contributions: Contributions;
  maxBetMinor: bigint | null;
  maxCashoutMinor: bigint | null;
  lostBelowMinor: bigint;
  status: BonusStatus;
  startedAtMs: number;
  expiresAtMs: number;
  endedAtMs: number | null;
  wageredMinor: bigint | null;
  releasedMinor: bigint | null;
  removedMinor: bigint | null;
  endedBy: string | null;
}

interface Row {
  id: string;
  merchant_code: string;
  member_id: string;
  origin: string;
  award_key: string;
  title_en: string;
  title_bn: string;
  amount_minor: string;
  deposit_minor: string;
  wagering_base: WageringBase;
  multiplier_hundredths: number;
  required_minor: string;
  contributions: Contributions;
  max_bet_minor: string | null;
  max_cashout_minor: string | null;
  lost_below_minor: string;
  status: BonusStatus;
  started_at: unknown;
  expires_at: unknown;
  ended_at: unknown;
  wagered_minor: string | null;
  released_minor: string | null;
  removed_minor: string | null;
  ended_by: string | null;
}

const SELECT_AWARD = `
  SELECT id::text AS id, merchant_code, member_id::text AS member_id, origin, award_key, title_en, title_bn,
         amount_minor::text AS amount_minor, deposit_minor::text AS deposit_minor, wagering_base, multiplier_hundredths,
         required_minor::text AS required_minor, contributions, max_bet_minor::text AS max_bet_minor,
         max_cashout_minor::text AS max_cashout_minor, lost_below_minor::text AS lost_below_minor, status,
         started_at, expires_at, ended_at, wagered_minor::text AS wagered_minor, released_minor::text AS released_minor,
         removed_minor::text AS removed_minor, ended_by
    FROM bonus_awards`;

const optionalBig = (text: string | null) => (text === null ? null : BigInt(text));

function awardFrom(row: Row): BonusAwardRow {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    origin: row.origin,
    awardKey: row.award_key,
    titleEn: row.title_en,
    titleBn: row.title_bn,
    amountMinor: BigInt(row.amount_minor),
    depositMinor: BigInt(row.deposit_minor),
    wageringBase: row.wagering_base,
    multiplierHundredths: row.multiplier_hundredths,
    requiredMinor: BigInt(row.required_minor),
    contributions: row.contributions,
    maxBetMinor: optionalBig(row.max_bet_minor),
    maxCashoutMinor: optionalBig(row.max_cashout_minor),
    lostBelowMinor: BigInt(row.lost_below_minor),
    status: row.status,
    startedAtMs: toEpochMs(row.started_at),
    expiresAtMs: toEpochMs(row.expires_at),
    endedAtMs: row.ended_at === null || row.ended_at === undefined ? null : toEpochMs(row.ended_at),
    wageredMinor: optionalBig(row.wagered_minor),
    releasedMinor: optionalBig(row.released_minor),
    removedMinor: optionalBig(row.removed_minor),
    endedBy: row.ended_by,
  };
}

export interface NewBonusAward {
  merchantCode: string;
  memberId: string;
  origin: string;
  awardKey: string;
  titleEn: string;
  titleBn: string;
  amountMinor: bigint;
  depositMinor: bigint;
  wageringBase: WageringBase;
  multiplierHundredths: number;
  requiredMinor: bigint;
  contributions: Contributions;
  maxBetMinor: bigint | null;
  maxCashoutMinor: bigint | null;
  lostBelowMinor: bigint;
  startedAtMs: number;
  expiresAtMs: number;
}

/**
 * Writes the award, or nothing when its key was used: the caller reads the first one back. A second
 * ACTIVE bonus of the member breaks bonus_awards_one_active, which the caller turns into a refusal.
 */
export async function insertAward(tx: Queryable, award: NewBonusAward): Promise<string | null> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO bonus_awards (merchant_code, member_id, origin, award_key, title_en, title_bn, amount_minor, deposit_minor, wagering_base,
       multiplier_hundredths, required_minor, contributions, max_bet_minor, max_cashout_minor, lost_below_minor, status, started_at, expires_at, created_at)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7::bigint, $8::bigint, $9, $10, $11::bigint, $12::jsonb, $13::bigint, $14::bigint, $15::bigint, 'ACTIVE',
       $16::timestamptz, $17::timestamptz, $16::timestamptz)
     ON CONFLICT (merchant_code, award_key) DO NOTHING
     RETURNING id::text AS id`,
    [
      award.merchantCode,
      award.memberId,
      award.origin,
      award.awardKey,
      award.titleEn,
      award.titleBn,
      award.amountMinor.toString(),
      award.depositMinor.toString(),
      award.wageringBase,
      award.multiplierHundredths,
      award.requiredMinor.toString(),
      JSON.stringify(award.contributions),
      award.maxBetMinor?.toString() ?? null,
      award.maxCashoutMinor?.toString() ?? null,
      award.lostBelowMinor.toString(),
      isoAt(award.startedAtMs),
      isoAt(award.expiresAtMs),
    ],
  );
  return rows[0]?.id ?? null;
}

export async function selectAwardByKey(db: Queryable, merchantCode: string, awardKey: string): Promise<BonusAwardRow | null> {
  const { rows } = await db.query<Row>(`${SELECT_AWARD} WHERE merchant_code = $1 AND award_key = $2`, [merchantCode, awardKey]);
  return rows[0] ? awardFrom(rows[0]) : null;
}

/** The member's active bonus, locked for the caller's transaction when `lock`. */
export async function selectActiveAward(db: Queryable, merchantCode: string, memberId: string, lock: boolean): Promise<BonusAwardRow | null> {
  const { rows } = await db.query<Row>(`${SELECT_AWARD} WHERE merchant_code = $1 AND member_id = $2::bigint AND status = 'ACTIVE'${lock ? ' FOR UPDATE' : ''}`, [
    merchantCode,
    memberId,
  ]);
  return rows[0] ? awardFrom(rows[0]) : null;
}

/** The member's latest bonus of any state, locked when `lock`: whose rules money arriving after its end follows. */
export async function selectLatestAward(db: Queryable, merchantCode: string, memberId: string, lock: boolean): Promise<BonusAwardRow | null> {
  const { rows } = await db.query<Row>(`${SELECT_AWARD} WHERE merchant_code = $1 AND member_id = $2::bigint ORDER BY id DESC LIMIT 1${lock ? ' FOR UPDATE' : ''}`, [
    merchantCode,
    memberId,
  ]);
  return rows[0] ? awardFrom(rows[0]) : null;
}

/** The member's bonuses, newest first, a page of them. */
export async function selectMemberAwards(db: Queryable, merchantCode: string, memberId: string, limit: number, offset: number): Promise<{ rows: BonusAwardRow[]; total: number }> {
  const { rows } = await db.query<Row & { total: string }>(
    `SELECT page.*, (SELECT count(*) FROM bonus_awards WHERE merchant_code = $1 AND member_id = $2::bigint)::text AS total
       FROM (${SELECT_AWARD} WHERE merchant_code = $1 AND member_id = $2::bigint ORDER BY id DESC LIMIT $3 OFFSET $4) page`,
    [merchantCode, memberId, limit, offset],
  );
  return { rows: rows.map(awardFrom), total: Number(rows[0]?.total ?? 0) };
}

export interface AwardEnd {
  status: Exclude<BonusStatus, 'ACTIVE'>;
  endedAtMs: number;
  wageredMinor: bigint;
  releasedMinor: bigint;
  removedMinor: bigint;
  endedBy: string | null;
}

export async function markAwardEnded(tx: Queryable, id: string, end: AwardEnd): Promise<void> {
  await tx.query(
    `UPDATE bonus_awards SET status = $2, ended_at = $3::timestamptz, wagered_minor = $4::bigint, released_minor = $5::bigint, removed_minor = $6::bigint, ended_by = $7
      WHERE id = $1::bigint AND status = 'ACTIVE'`,
    [id, end.status, isoAt(end.endedAtMs), end.wageredMinor.toString(), end.releasedMinor.toString(), end.removedMinor.toString(), end.endedBy],
  );
}

/** Adds what a late payout into the BONUS wallet of an ended bonus moved, to MAIN and back to PROMOTIONS. */
export async function addLateMoney(tx: Queryable, id: string, releasedMinor: bigint, removedMinor: bigint): Promise<void> {
  await tx.query('UPDATE bonus_awards SET released_minor = released_minor + $2::bigint, removed_minor = removed_minor + $3::bigint WHERE id = $1::bigint', [
    id,
    releasedMinor.toString(),
    removedMinor.toString(),
  ]);
}

/** Members with an active bonus whose end may be due: every active one (few at a time on a brand). */
export async function selectActiveMembers(db: Queryable, limit: number): Promise<{ merchantCode: string; memberId: string }[]> {
  const { rows } = await db.query<{ merchant_code: string; member_id: string }>(
    `SELECT merchant_code, member_id::text AS member_id FROM bonus_awards WHERE status = 'ACTIVE' ORDER BY expires_at LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ merchantCode: row.merchant_code, memberId: row.member_id }));
}

/**
 * Members whose BONUS wallet holds money while they have no active bonus: a payout that came in after
 * their bonus ended. Read from the ledger through the wallet's own function.
 */
export async function selectMembersWithLateMoney(db: Queryable, limit: number): Promise<{ merchantCode: string; memberId: string }[]> {
  const { rows } = await db.query<{ merchant_code: string; member_id: string }>(
    `SELECT w.merchant_code, w.member_id::text AS member_id FROM ledger_bonus_wallets_holding() w
      WHERE NOT EXISTS (SELECT 1 FROM bonus_awards b WHERE b.merchant_code = w.merchant_code AND b.member_id = w.member_id AND b.status = 'ACTIVE')
      LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ merchantCode: row.merchant_code, memberId: row.member_id }));
}

/** One bonus of the member, or null (another member's is null too). */
export async function selectAwardById(db: Queryable, merchantCode: string, memberId: string, id: string): Promise<BonusAwardRow | null> {
  const { rows } = await db.query<Row>(`${SELECT_AWARD} WHERE merchant_code = $1 AND member_id = $2::bigint AND id = $3::bigint`, [merchantCode, memberId, id]);
  return rows[0] ? awardFrom(rows[0]) : null;
}
