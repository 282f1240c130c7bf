import { GAME_TYPES, isGameType, type GameType, type RebatePayoutMode } from '@croupier/domain';
import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';
import type { RebateFigures, RebateLineFigures } from './compute';

/** A rebate paid, as its rows keep it. */
export interface StoredPayout {
  payoutId: string;
  memberId: string;
  day: string;
  mode: RebatePayoutMode;
  validBetMinor: bigint;
  rebateMinor: bigint;
  capMinor: bigint;
  amountMinor: bigint;
  paidAtMs: number;
  lines: RebateLineFigures[];
}

export interface NewPayout {
  merchantCode: string;
  memberId: string;
  day: string;
  mode: RebatePayoutMode;
  figures: RebateFigures;
  capMinor: bigint;
}

/**
 * Claims the member's day by inserting its payout and lines: the payout's id, or null when the day was
 * paid already. A claim made at the same moment in another transaction waits here on the unique index
 * until that one ends, then finds the day taken: whoever inserts first pays, in the same transaction.
 */
export async function insertPayout(tx: Queryable, payout: NewPayout, nowMs: number): Promise<string | null> {
  const { figures } = payout;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO rebate_payouts (merchant_code, member_id, day, mode, valid_bet_minor, rebate_minor, cap_minor, amount_minor, paid_at)
     VALUES ($1, $2::bigint, $3::date, $4, $5::bigint, $6::bigint, $7::bigint, $8::bigint, $9::timestamptz)
     ON CONFLICT (merchant_code, member_id, day) DO NOTHING
     RETURNING id::text AS id`,
    [
      payout.merchantCode,
      payout.memberId,
      payout.day,
      payout.mode,
      figures.validBetMinor.toString(),
      figures.rebateMinor.toString(),
      payout.capMinor.toString(),
      figures.amountMinor.toString(),
      isoAt(nowMs),
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  await tx.query(
    `INSERT INTO rebate_payout_lines (payout_id, game_type, valid_bet_minor, rate_ppm, rebate_minor)
     SELECT $1::bigint, l.game_type, l.valid_bet_minor, l.rate_ppm, l.rebate_minor
       FROM unnest($2::text[], $3::bigint[], $4::int[], $5::bigint[]) AS l (game_type, valid_bet_minor, rate_ppm, rebate_minor)`,
    [
      id,
      figures.lines.map((line) => line.gameType),
      figures.lines.map((line) => line.validBetMinor.toString()),
      figures.lines.map((line) => line.ratePpm),
      figures.lines.map((line) => line.rebateMinor.toString()),
    ],
  );
  return id;
}

interface PayoutRow {
  id: string;
  member_id: string;
  day: string;
  mode: RebatePayoutMode;
  valid_bet_minor: string;
  rebate_minor: string;
  cap_minor: string;
  amount_minor: string;
  paid_at: unknown;
}

const PAYOUT_COLUMNS = `p.id::text AS id, p.member_id::text AS member_id, p.day::text AS day, p.mode, p.valid_bet_minor::text AS valid_bet_minor,
  p.rebate_minor::text AS rebate_minor, p.cap_minor::text AS cap_minor, p.amount_minor::text AS amount_minor, p.paid_at`;

async function withLines(db: Queryable, rows: readonly PayoutRow[]): Promise<StoredPayout[]> {
  if (rows.length === 0) return [];
  const { rows: lineRows } = await db.query<{ payout_id: string; game_type: string; valid_bet_minor: string; rate_ppm: number; rebate_minor: string }>(
    `SELECT payout_id::text AS payout_id, game_type, valid_bet_minor::text AS valid_bet_minor, rate_ppm, rebate_minor::text AS rebate_minor
       FROM rebate_payout_lines WHERE payout_id = ANY($1::bigint[])`,
    [rows.map((row) => row.id)],
  );
  const linesOf = new Map<string, RebateLineFigures[]>();
  for (const line of lineRows) {
    if (!isGameType(line.game_type)) continue;
    const list = linesOf.get(line.payout_id) ?? [];
    list.push({ gameType: line.game_type, validBetMinor: BigInt(line.valid_bet_minor), ratePpm: Number(line.rate_ppm), rebateMinor: BigInt(line.rebate_minor) });
    linesOf.set(line.payout_id, list);
  }
  return rows.map((row) => ({
    payoutId: row.id,
    memberId: row.member_id,
    day: row.day,
    mode: row.mode,
    validBetMinor: BigInt(row.valid_bet_minor),
    rebateMinor: BigInt(row.rebate_minor),
    capMinor: BigInt(row.cap_minor),
    amountMinor: BigInt(row.amount_minor),
    paidAtMs: toEpochMs(row.paid_at),
    lines: (linesOf.get(row.id) ?? []).sort((a, b) => gameTypeOrder(a.gameType) - gameTypeOrder(b.gameType)),
  }));
}

const gameTypeOrder = (type: GameType) => GAME_TYPES.indexOf(type);

/** The member's payout of a day, or null when the day is not paid. */
export async function selectPayout(db: Queryable, merchantCode: string, memberId: string, day: string): Promise<StoredPayout | null> {
  const { rows } = await db.query<PayoutRow>(`SELECT ${PAYOUT_COLUMNS} FROM rebate_payouts p WHERE p.merchant_code = $1 AND p.member_id = $2::bigint AND p.day = $3::date`, [
    merchantCode,
    memberId,
    day,
  ]);
  return (await withLines(db, rows))[0] ?? null;
}

/** Which of the days the member has been paid for. */
export async function selectPaidDays(db: Queryable, merchantCode: string, memberId: string, days: readonly string[]): Promise<Set<string>> {
  if (days.length === 0) return new Set();
  const { rows } = await db.query<{ day: string }>(
    'SELECT day::text AS day FROM rebate_payouts WHERE merchant_code = $1 AND member_id = $2::bigint AND day = ANY($3::date[])',
    [merchantCode, memberId, [...days]],
  );
  return new Set(rows.map((row) => row.day));
}

export interface PayoutPage {
  payouts: StoredPayout[];
  total: number;
  totalPaidMinor: bigint;
}

/** A page of the member's payouts, newest day first, with their count and sum. */
export async function selectMemberPayouts(db: Queryable, merchantCode: string, memberId: string, limit: number, offset: number): Promise<PayoutPage> {
  const { rows: sums } = await db.query<{ total: string; paid: string }>(
    'SELECT count(*)::text AS total, coalesce(sum(amount_minor), 0)::text AS paid FROM rebate_payouts WHERE merchant_code = $1 AND member_id = $2::bigint',
    [merchantCode, memberId],
  );
  const { rows } = await db.query<PayoutRow>(
    `SELECT ${PAYOUT_COLUMNS} FROM rebate_payouts p WHERE p.merchant_code = $1 AND p.member_id = $2::bigint ORDER BY p.day DESC LIMIT $3 OFFSET $4`,
    [merchantCode, memberId, limit, offset],
  );
  return { payouts: await withLines(db, rows), total: Number(sums[0]?.total ?? 0), totalPaidMinor: BigInt(sums[0]?.paid ?? '0') };
}

// ---------------------------------------------------------------------------------------------------
// The daily run's days
// ---------------------------------------------------------------------------------------------------

/** The newest day the daily run finished for the brand; null before its first. */
export async function selectLastRunDay(db: Queryable, merchantCode: string): Promise<string | null> {
  const { rows } = await db.query<{ day: string | null }>('SELECT max(day)::text AS day FROM rebate_days WHERE merchant_code = $1', [merchantCode]);
  return rows[0]?.day ?? null;
}

/** Records a day as finished by the run; a day recorded already stays as it was. */
export async function insertRunDay(db: Queryable, merchantCode: string, day: string, mode: 'AUTO' | 'MANUAL', nowMs: number): Promise<void> {
  await db.query('INSERT INTO rebate_days (merchant_code, day, mode, finished_at) VALUES ($1, $2::date, $3, $4::timestamptz) ON CONFLICT (merchant_code, day) DO NOTHING', [
    merchantCode,
    day,
    mode,
    isoAt(nowMs),
  ]);
}

/** Whether the run has finished the day. */
export async function runDayFinished(db: Queryable, merchantCode: string, day: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM rebate_days WHERE merchant_code = $1 AND day = $2::date', [merchantCode, day]);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------
// The console's report
// ---------------------------------------------------------------------------------------------------

export interface ReportDayRow {
  day: string;
  members: number;
  cappedMembers: number;
  validBetMinor: bigint;
  rebateMinor: bigint;
  amountMinor: bigint;
}

export interface ReportTypeRow {
  day: string;
  gameType: GameType;
  members: number;
  validBetMinor: bigint;
  rebateMinor: bigint;
}

export interface ReportRows {
  days: ReportDayRow[];
  types: ReportTypeRow[];
  /** the days of the range the run finished as AUTO, and when */
  autoRuns: Map<string, number>;
}

/** What was paid for each day of [from, to], and by game type, in three statements over the day index. */
export async function selectReportRows(db: Queryable, merchantCode: string, from: string, to: string): Promise<ReportRows> {
  const { rows: days } = await db.query<{ day: string; members: string; capped: string; valid_bet: string; rebate: string; amount: string }>(
    `SELECT day::text AS day, count(*)::text AS members, count(*) FILTER (WHERE amount_minor < rebate_minor)::text AS capped,
            sum(valid_bet_minor)::text AS valid_bet, sum(rebate_minor)::text AS rebate, sum(amount_minor)::text AS amount
       FROM rebate_payouts WHERE merchant_code = $1 AND day BETWEEN $2::date AND $3::date
      GROUP BY day`,
    [merchantCode, from, to],
  );
  const { rows: types } = await db.query<{ day: string; game_type: string; members: string; valid_bet: string; rebate: string }>(
    `SELECT p.day::text AS day, l.game_type, count(*)::text AS members, sum(l.valid_bet_minor)::text AS valid_bet, sum(l.rebate_minor)::text AS rebate
       FROM rebate_payouts p JOIN rebate_payout_lines l ON l.payout_id = p.id
      WHERE p.merchant_code = $1 AND p.day BETWEEN $2::date AND $3::date
      GROUP BY p.day, l.game_type`,
    [merchantCode, from, to],
  );
  const { rows: runs } = await db.query<{ day: string; finished_at: unknown }>(
    `SELECT day::text AS day, finished_at FROM rebate_days WHERE merchant_code = $1 AND mode = 'AUTO' AND day BETWEEN $2::date AND $3::date`,
    [merchantCode, from, to],
  );
  return {
    days: days.map((row) => ({
      day: row.day,
      members: Number(row.members),
      cappedMembers: Number(row.capped),
      validBetMinor: BigInt(row.valid_bet),
      rebateMinor: BigInt(row.rebate),
      amountMinor: BigInt(row.amount),
    })),
    types: types.flatMap((row) =>
      isGameType(row.game_type) ? [{ day: row.day, gameType: row.game_type, members: Number(row.members), validBetMinor: BigInt(row.valid_bet), rebateMinor: BigInt(row.rebate) }] : [],
    ),
    autoRuns: new Map(runs.map((row) => [row.day, toEpochMs(row.finished_at)])),
  };
}
