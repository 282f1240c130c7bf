import type { CrashBetStatus } from '@croupier/domain';
import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';
import type { InHouseHouseAccount } from './games';

/** The beacon round a Crash round named when it opened, and its signature once drawn. */
export interface CrashRoundBeacon {
  publicKey: string;
  round: number;
  atMs: number;
  signature: string | null;
}

/** A Crash round as stored, secrets included: the views decide what a player may see of it. */
export interface CrashRoundRow {
  id: string;
  merchantCode: string;
  chainId: string;
  chainRoundNumber: number;
  chainCommitment: string;
  /** when the chain's commitment was published: before its first round opened */
  chainPublishedAtMs: number;
  /** the beacon round's randomness once drawn; null for rounds without a beacon */
  salt: string | null;
  /** null for rounds played before beacon salts */
  beacon: CrashRoundBeacon | null;
  roundHash: string;
  /** null, with crashAtMs, until the beacon round is out and the point is drawn */
  crashPointHundredths: number | null;
  houseEdgeBps: number;
  bettingOpenedAtMs: number;
  startsAtMs: number;
  crashAtMs: number | null;
  status: 'open' | 'crashed';
  settledAtMs: number | null;
}

/** A round whose point is known: every round settled, and an open one once its beacon round is out. */
export type DrawnCrashRound = CrashRoundRow & { crashPointHundredths: number; crashAtMs: number };

export function isDrawn(round: CrashRoundRow): round is DrawnCrashRound {
  return round.crashPointHundredths !== null && round.crashAtMs !== null;
}

export function drawnOrThrow(round: CrashRoundRow): DrawnCrashRound {
  if (!isDrawn(round)) throw new Error(`inhouse: crash round ${round.id} has no point yet`);
  return round;
}

interface RoundRow {
  id: string;
  merchant_code: string;
  chain_id: string;
  chain_round_number: number;
  commitment: string;
  chain_published_at: unknown;
  salt: string | null;
  beacon_key: string | null;
  beacon_round: string | null;
  beacon_at: unknown;
  beacon_signature: string | null;
  round_hash: string;
  crash_point_hundredths: string | null;
  house_edge_bps: number;
  betting_opened_at: unknown;
  starts_at: unknown;
  crash_at: unknown;
  status: 'open' | 'crashed';
  settled_at: unknown;
}

const SELECT_ROUND = `
  SELECT r.id::text AS id, r.merchant_code, r.chain_id::text AS chain_id, r.chain_round_number, c.commitment, c.created_at AS chain_published_at,
         COALESCE(r.salt, c.salt) AS salt, r.beacon_key, r.beacon_round::text AS beacon_round, r.beacon_at, r.beacon_signature, r.round_hash,
         r.crash_point_hundredths::text AS crash_point_hundredths, r.house_edge_bps, r.betting_opened_at, r.starts_at, r.crash_at, r.status, r.settled_at
    FROM crash_rounds r JOIN crash_chains c ON c.id = r.chain_id`;

function roundFrom(row: RoundRow): CrashRoundRow {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    chainId: row.chain_id,
    chainRoundNumber: Number(row.chain_round_number),
    chainCommitment: row.commitment,
    chainPublishedAtMs: toEpochMs(row.chain_published_at),
    salt: row.salt,
    beacon:
      row.beacon_key === null || row.beacon_round === null
        ? null
        : { publicKey: row.beacon_key, round: Number(row.beacon_round), atMs: toEpochMs(row.beacon_at), signature: row.beacon_signature },
    roundHash: row.round_hash,
    crashPointHundredths: row.crash_point_hundredths === null ? null : Number(row.crash_point_hundredths),
    houseEdgeBps: Number(row.house_edge_bps),
    bettingOpenedAtMs: toEpochMs(row.betting_opened_at),
    startsAtMs: toEpochMs(row.starts_at),
    crashAtMs: row.crash_at === null || row.crash_at === undefined ? null : toEpochMs(row.crash_at),
    status: row.status,
    settledAtMs: row.settled_at === null || row.settled_at === undefined ? null : toEpochMs(row.settled_at),
  };
}

export type RowLock = 'share' | 'update' | null;
const lockClause = (lock: RowLock) => (lock === 'share' ? ' FOR SHARE OF r' : lock === 'update' ? ' FOR UPDATE OF r' : '');

/** The merchant's newest round: the one taking bets or running, or the last one crashed. */
export async function selectLatestCrashRound(db: Queryable, merchantCode: string, lock: RowLock = null): Promise<CrashRoundRow | null> {
  const { rows } = await db.query<RoundRow>(`${SELECT_ROUND} WHERE r.merchant_code = $1 ORDER BY r.id DESC LIMIT 1${lockClause(lock)}`, [merchantCode]);
  return rows[0] ? roundFrom(rows[0]) : null;
}

export async function selectCrashRound(db: Queryable, merchantCode: string, roundId: string, lock: RowLock = null): Promise<CrashRoundRow | null> {
  const { rows } = await db.query<RoundRow>(`${SELECT_ROUND} WHERE r.merchant_code = $1 AND r.id = $2::bigint${lockClause(lock)}`, [merchantCode, roundId]);
  return rows[0] ? roundFrom(rows[0]) : null;
}

/** The points of the latest settled rounds, newest first. */
export async function selectCrashHistory(db: Queryable, merchantCode: string, limit: number): Promise<{ roundId: string; crashPointHundredths: number }[]> {
  const { rows } = await db.query<{ id: string; crash_point_hundredths: string }>(
    `SELECT id::text AS id, crash_point_hundredths::text AS crash_point_hundredths FROM crash_rounds
      WHERE merchant_code = $1 AND status = 'crashed' ORDER BY id DESC LIMIT $2`,
    [merchantCode, limit],
  );
  return rows.map((row) => ({ roundId: row.id, crashPointHundredths: Number(row.crash_point_hundredths) }));
}

export interface NewCrashRound {
  merchantCode: string;
  chainId: string;
  chainRoundNumber: number;
  roundHash: string;
  houseEdgeBps: number;
  bettingOpenedAtMs: number;
  startsAtMs: number;
  /** the point and crash time now, for a round without a beacon; or the beacon round that will decide them */
  outcome: { crashPointHundredths: number; crashAtMs: number } | { beacon: Omit<CrashRoundBeacon, 'signature'> };
}

export async function insertCrashRound(tx: Queryable, round: NewCrashRound): Promise<string> {
  const drawn = 'crashPointHundredths' in round.outcome ? round.outcome : null;
  const beacon = 'beacon' in round.outcome ? round.outcome.beacon : null;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO crash_rounds (merchant_code, chain_id, chain_round_number, round_hash, crash_point_hundredths, house_edge_bps, betting_opened_at, starts_at, crash_at, status,
       beacon_key, beacon_round, beacon_at)
     VALUES ($1, $2::bigint, $3, $4, $5, $6, $7::timestamptz, $8::timestamptz, $9::timestamptz, 'open', $10, $11::bigint, $12::timestamptz) RETURNING id::text AS id`,
    [
      round.merchantCode,
      round.chainId,
      round.chainRoundNumber,
      round.roundHash,
      drawn?.crashPointHundredths ?? null,
      round.houseEdgeBps,
      isoAt(round.bettingOpenedAtMs),
      isoAt(round.startsAtMs),
      drawn ? isoAt(drawn.crashAtMs) : null,
      beacon?.publicKey ?? null,
      beacon ? String(beacon.round) : null,
      beacon ? isoAt(beacon.atMs) : null,
    ],
  );
  if (!rows[0]) throw new Error('inhouse: a crash round was inserted without an id');
  return rows[0].id;
}

/** The point of a round drawn from its beacon round: the salt is the round's randomness, kept with its signature. */
export async function markCrashRoundDrawn(tx: Queryable, roundId: string, drawn: { crashPointHundredths: number; crashAtMs: number; salt: string; signature: string }): Promise<void> {
  await tx.query(
    `UPDATE crash_rounds SET crash_point_hundredths = $2, crash_at = $3::timestamptz, salt = $4, beacon_signature = $5
      WHERE id = $1::bigint AND crash_point_hundredths IS NULL`,
    [roundId, drawn.crashPointHundredths, isoAt(drawn.crashAtMs), drawn.salt, drawn.signature],
  );
}

/** The round is over; `interrupted` when it was settled after an outage and its open stakes were refunded. */
export async function markCrashRoundSettled(tx: Queryable, roundId: string, nowMs: number, interrupted = false): Promise<void> {
  await tx.query("UPDATE crash_rounds SET status = 'crashed', settled_at = $2::timestamptz, interrupted = $3 WHERE id = $1::bigint", [roundId, isoAt(nowMs), interrupted]);
}

export interface CrashBetRow {
  id: string;
  roundId: string;
  merchantCode: string;
  memberId: string;
  playerName: string;
  houseAccount: InHouseHouseAccount;
  amountMinor: bigint;
  autoCashOutHundredths: number | null;
  status: CrashBetStatus;
  cashOutHundredths: number | null;
  payoutMinor: bigint;
  balanceAfterMinor: bigint;
  placedAtMs: number;
  settledAtMs: number | null;
  /** the stake's posting: its payout goes back to the wallets it came from, in the same shares */
  betPostingId: string;
}

interface BetRow {
  id: string;
  round_id: string;
  merchant_code: string;
  member_id: string;
  player_name: string;
  house_account: InHouseHouseAccount;
  amount_minor: string;
  auto_cash_out_hundredths: string | null;
  status: CrashBetStatus;
  cash_out_hundredths: string | null;
  payout_minor: string;
  balance_after_minor: string;
  placed_at: unknown;
  settled_at: unknown;
  bet_posting_id: string;
}

const SELECT_BET = `
  SELECT id::text AS id, round_id::text AS round_id, merchant_code, member_id::text AS member_id, player_name, house_account,
         amount_minor::text AS amount_minor, auto_cash_out_hundredths::text AS auto_cash_out_hundredths, status,
         cash_out_hundredths::text AS cash_out_hundredths, payout_minor::text AS payout_minor, balance_after_minor::text AS balance_after_minor,
         placed_at, settled_at, bet_posting_id::text AS bet_posting_id
    FROM crash_bets`;

const optionalNumber = (text: string | null) => (text === null ? null : Number(text));

function betFrom(row: BetRow): CrashBetRow {
  return {
    id: row.id,
    roundId: row.round_id,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    playerName: row.player_name,
    houseAccount: row.house_account,
    amountMinor: BigInt(row.amount_minor),
    autoCashOutHundredths: optionalNumber(row.auto_cash_out_hundredths),
    status: row.status,
    cashOutHundredths: optionalNumber(row.cash_out_hundredths),
    payoutMinor: BigInt(row.payout_minor),
    balanceAfterMinor: BigInt(row.balance_after_minor),
    placedAtMs: toEpochMs(row.placed_at),
    settledAtMs: row.settled_at === null || row.settled_at === undefined ? null : toEpochMs(row.settled_at),
    betPostingId: row.bet_posting_id,
  };
}

/** Every bet of a round, in the order placed. */
export async function selectCrashBets(db: Queryable, roundId: string): Promise<CrashBetRow[]> {
  const { rows } = await db.query<BetRow>(`${SELECT_BET} WHERE round_id = $1::bigint ORDER BY id`, [roundId]);
  return rows.map(betFrom);
}

export async function selectMemberCrashBet(db: Queryable, roundId: string, memberId: string, lock = false): Promise<CrashBetRow | null> {
  const { rows } = await db.query<BetRow>(`${SELECT_BET} WHERE round_id = $1::bigint AND member_id = $2::bigint${lock ? ' FOR UPDATE' : ''}`, [roundId, memberId]);
  return rows[0] ? betFrom(rows[0]) : null;
}

export async function selectCrashBetByPosting(db: Queryable, postingId: string): Promise<CrashBetRow | null> {
  const { rows } = await db.query<BetRow>(`${SELECT_BET} WHERE bet_posting_id = $1::bigint`, [postingId]);
  return rows[0] ? betFrom(rows[0]) : null;
}

/** Open bets whose auto cash-out the round has reached, locked for their settlement. */
/** Every bet of the round still open, locked for settling. */
export async function selectOpenBets(tx: Queryable, roundId: string): Promise<CrashBetRow[]> {
  const { rows } = await tx.query<BetRow>(`${SELECT_BET} WHERE round_id = $1::bigint AND status = 'open' ORDER BY id FOR UPDATE`, [roundId]);
  return rows.map(betFrom);
}

export async function selectOpenBetsTargetingAtMost(tx: Queryable, roundId: string, hundredths: number): Promise<CrashBetRow[]> {
  const { rows } = await tx.query<BetRow>(
    `${SELECT_BET} WHERE round_id = $1::bigint AND status = 'open' AND auto_cash_out_hundredths <= $2 ORDER BY id FOR UPDATE`,
    [roundId, hundredths],
  );
  return rows.map(betFrom);
}

export interface NewCrashBet {
  roundId: string;
  merchantCode: string;
  memberId: string;
  playerName: string;
  requestId: string;
  houseAccount: InHouseHouseAccount;
  amountMinor: bigint;
  autoCashOutHundredths: number | null;
  balanceAfterMinor: bigint;
  betPostingId: string;
  placedAtMs: number;
}

export async function insertCrashBet(tx: Queryable, bet: NewCrashBet): Promise<void> {
  await tx.query(
    `INSERT INTO crash_bets (round_id, merchant_code, member_id, player_name, request_id, house_account, amount_minor, auto_cash_out_hundredths, status,
       balance_after_minor, bet_posting_id, placed_at)
     VALUES ($1::bigint, $2, $3::bigint, $4, $5, $6, $7::bigint, $8, 'open', $9::bigint, $10::bigint, $11::timestamptz)`,
    [
      bet.roundId,
      bet.merchantCode,
      bet.memberId,
      bet.playerName,
      bet.requestId,
      bet.houseAccount,
      bet.amountMinor.toString(),
      bet.autoCashOutHundredths,
      bet.balanceAfterMinor.toString(),
      bet.betPostingId,
      isoAt(bet.placedAtMs),
    ],
  );
}

export async function markCrashBetWon(tx: Queryable, betId: string, cashOutHundredths: number, payoutMinor: bigint, winPostingId: string | null, nowMs: number): Promise<void> {
  await tx.query(
    `UPDATE crash_bets SET status = 'won', cash_out_hundredths = $2, payout_minor = $3::bigint, win_posting_id = $4::bigint, settled_at = $5::timestamptz
      WHERE id = $1::bigint AND status = 'open'`,
    [betId, cashOutHundredths, payoutMinor.toString(), winPostingId, isoAt(nowMs)],
  );
}

/** A bet of an interrupted round given its stake back by `refundPostingId`. */
export async function markCrashBetRefunded(tx: Queryable, betId: string, refundPostingId: string, nowMs: number): Promise<void> {
  await tx.query(
    `UPDATE crash_bets SET status = 'refunded', payout_minor = amount_minor, refund_posting_id = $2::bigint, settled_at = $3::timestamptz
      WHERE id = $1::bigint AND status = 'open'`,
    [betId, refundPostingId, isoAt(nowMs)],
  );
}

/** Every bet of a crashed round still open has lost: its stake stays with the house. */
export async function markOpenCrashBetsLost(tx: Queryable, roundId: string, nowMs: number): Promise<void> {
  await tx.query("UPDATE crash_bets SET status = 'lost', settled_at = $2::timestamptz WHERE round_id = $1::bigint AND status = 'open'", [roundId, isoAt(nowMs)]);
}
