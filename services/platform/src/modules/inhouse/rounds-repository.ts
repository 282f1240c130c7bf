import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';
import type { InHouseHouseAccount } from './games';

export type RoundStatus = 'open' | 'won' | 'lost';
export type DiceDirection = 'under' | 'over';

/** One Dice roll or Mines game as stored, with the public side of the seed pair it was played with. */
export interface PlayerRoundRow {
  id: string;
  merchantCode: string;
  memberId: string;
  game: 'DICE' | 'MINES';
  seedPairId: string;
  nonce: number;
  houseEdgeBps: number;
  houseAccount: InHouseHouseAccount;
  amountMinor: bigint;
  diceTargetHundredths: number | null;
  diceDirection: DiceDirection | null;
  diceRoll: number | null;
  mineCount: number | null;
  openedCells: number[];
  mines: number[] | null;
  hitCell: number | null;
  status: RoundStatus;
  multiplierUnits: number | null;
  payoutMinor: bigint;
  balanceAfterMinor: bigint;
  placedAtMs: number;
  settledAtMs: number | null;
  serverSeedHash: string;
  clientSeed: string;
  /** null until the pair is rotated */
  revealedServerSeed: string | null;
  /** the stake's posting: its payout goes back to the wallets it came from, in the same shares */
  betPostingId: string;
}

interface Row {
  id: string;
  merchant_code: string;
  member_id: string;
  game: 'DICE' | 'MINES';
  seed_pair_id: string;
  nonce: string;
  house_edge_bps: number;
  house_account: InHouseHouseAccount;
  amount_minor: string;
  dice_target_hundredths: number | null;
  dice_direction: DiceDirection | null;
  dice_roll: number | null;
  mine_count: number | null;
  opened_cells: number[];
  mines: number[] | null;
  hit_cell: number | null;
  status: RoundStatus;
  multiplier_units: string | null;
  payout_minor: string;
  balance_after_minor: string;
  placed_at: unknown;
  settled_at: unknown;
  server_seed_hash: string;
  client_seed: string;
  revealed_server_seed: string | null;
  bet_posting_id: string;
}

const SELECT_ROUND = `
  SELECT r.id::text AS id, r.merchant_code, r.member_id::text AS member_id, r.game, r.seed_pair_id::text AS seed_pair_id, r.nonce::text AS nonce,
         r.house_edge_bps, r.house_account, r.amount_minor::text AS amount_minor, r.dice_target_hundredths, r.dice_direction, r.dice_roll,
         r.mine_count, r.opened_cells::integer[] AS opened_cells, r.mines::integer[] AS mines, r.hit_cell, r.status,
         r.multiplier_units::text AS multiplier_units, r.payout_minor::text AS payout_minor, r.balance_after_minor::text AS balance_after_minor,
         r.placed_at, r.settled_at, p.server_seed_hash, p.client_seed, p.revealed_server_seed, r.bet_posting_id::text AS bet_posting_id
    FROM inhouse_rounds r JOIN inhouse_seed_pairs p ON p.id = r.seed_pair_id`;

function roundFrom(row: Row): PlayerRoundRow {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    game: row.game,
    seedPairId: row.seed_pair_id,
    nonce: Number(row.nonce),
    houseEdgeBps: Number(row.house_edge_bps),
    houseAccount: row.house_account,
    amountMinor: BigInt(row.amount_minor),
    diceTargetHundredths: row.dice_target_hundredths === null ? null : Number(row.dice_target_hundredths),
    diceDirection: row.dice_direction,
    diceRoll: row.dice_roll === null ? null : Number(row.dice_roll),
    mineCount: row.mine_count === null ? null : Number(row.mine_count),
    openedCells: row.opened_cells.map(Number),
    mines: row.mines === null ? null : row.mines.map(Number),
    hitCell: row.hit_cell === null ? null : Number(row.hit_cell),
    status: row.status,
    multiplierUnits: row.multiplier_units === null ? null : Number(row.multiplier_units),
    payoutMinor: BigInt(row.payout_minor),
    balanceAfterMinor: BigInt(row.balance_after_minor),
    placedAtMs: toEpochMs(row.placed_at),
    settledAtMs: row.settled_at === null || row.settled_at === undefined ? null : toEpochMs(row.settled_at),
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    revealedServerSeed: row.revealed_server_seed,
    betPostingId: row.bet_posting_id,
  };
}

/** A new round id from the sequence all three games share. */
export async function nextRoundId(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ id: string }>("SELECT nextval('inhouse_round_ids')::text AS id");
  if (!rows[0]) throw new Error('inhouse: the round id sequence answered nothing');
  return rows[0].id;
}

/** A round of the merchant by id; locked for the caller's transaction when asked. */
export async function selectPlayerRound(db: Queryable, merchantCode: string, roundId: string, lock = false): Promise<PlayerRoundRow | null> {
  const { rows } = await db.query<Row>(`${SELECT_ROUND} WHERE r.id = $1::bigint AND r.merchant_code = $2${lock ? ' FOR UPDATE OF r' : ''}`, [roundId, merchantCode]);
  return rows[0] ? roundFrom(rows[0]) : null;
}

/** The round a stake posting opened: what a replayed request id answers. */
export async function selectRoundByBetPosting(db: Queryable, postingId: string): Promise<PlayerRoundRow | null> {
  const { rows } = await db.query<Row>(`${SELECT_ROUND} WHERE r.bet_posting_id = $1::bigint`, [postingId]);
  return rows[0] ? roundFrom(rows[0]) : null;
}

export async function selectOpenMinesRound(db: Queryable, merchantCode: string, memberId: string): Promise<PlayerRoundRow | null> {
  const { rows } = await db.query<Row>(`${SELECT_ROUND} WHERE r.merchant_code = $1 AND r.member_id = $2::bigint AND r.game = 'MINES' AND r.status = 'open'`, [merchantCode, memberId]);
  return rows[0] ? roundFrom(rows[0]) : null;
}

export interface NewPlayerRound {
  id: string;
  merchantCode: string;
  memberId: string;
  game: 'DICE' | 'MINES';
  requestId: string;
  seedPairId: string;
  nonce: number;
  houseEdgeBps: number;
  houseAccount: InHouseHouseAccount;
  amountMinor: bigint;
  dice?: { targetHundredths: number; direction: DiceDirection; roll: number };
  mineCount?: number;
  status: RoundStatus;
  multiplierUnits: number | null;
  payoutMinor: bigint;
  balanceAfterMinor: bigint;
  betPostingId: string;
  winPostingId: string | null;
  placedAtMs: number;
  settledAtMs: number | null;
}

export async function insertPlayerRound(tx: Queryable, round: NewPlayerRound): Promise<void> {
  await tx.query(
    `INSERT INTO inhouse_rounds (id, merchant_code, member_id, game, request_id, seed_pair_id, nonce, house_edge_bps, house_account, amount_minor,
       dice_target_hundredths, dice_direction, dice_roll, mine_count, status, multiplier_units, payout_minor, balance_after_minor,
       bet_posting_id, win_posting_id, placed_at, settled_at)
     VALUES ($1::bigint, $2, $3::bigint, $4, $5, $6::bigint, $7, $8, $9, $10::bigint, $11, $12, $13, $14, $15, $16::bigint, $17::bigint, $18::bigint,
       $19::bigint, $20::bigint, $21::timestamptz, $22::timestamptz)`,
    [
      round.id,
      round.merchantCode,
      round.memberId,
      round.game,
      round.requestId,
      round.seedPairId,
      round.nonce,
      round.houseEdgeBps,
      round.houseAccount,
      round.amountMinor.toString(),
      round.dice?.targetHundredths ?? null,
      round.dice?.direction ?? null,
      round.dice?.roll ?? null,
      round.mineCount ?? null,
      round.status,
      round.multiplierUnits,
      round.payoutMinor.toString(),
      round.balanceAfterMinor.toString(),
      round.betPostingId,
      round.winPostingId,
      isoAt(round.placedAtMs),
      round.settledAtMs === null ? null : isoAt(round.settledAtMs),
    ],
  );
}

/** A safe cell opened in a game that goes on. */
export async function appendOpenedCell(tx: Queryable, roundId: string, cell: number): Promise<void> {
  await tx.query('UPDATE inhouse_rounds SET opened_cells = array_append(opened_cells, $2::smallint) WHERE id = $1::bigint', [roundId, cell]);
}

export interface MinesEnd {
  /** the cell opened by the call that ended the game, if it opened one */
  openedCell: number | null;
  status: 'won' | 'lost';
  mines: readonly number[];
  hitCell: number | null;
  multiplierUnits: number | null;
  payoutMinor: bigint;
  winPostingId: string | null;
  settledAtMs: number;
}

export async function endMinesRound(tx: Queryable, roundId: string, end: MinesEnd): Promise<void> {
  await tx.query(
    `UPDATE inhouse_rounds
        SET opened_cells = CASE WHEN $2::smallint IS NULL THEN opened_cells ELSE array_append(opened_cells, $2::smallint) END,
            status = $3, mines = $4::smallint[], hit_cell = $5, multiplier_units = $6::bigint, payout_minor = $7::bigint,
            win_posting_id = $8::bigint, settled_at = $9::timestamptz
      WHERE id = $1::bigint`,
    [roundId, end.openedCell, end.status, [...end.mines], end.hitCell, end.multiplierUnits, end.payoutMinor.toString(), end.winPostingId, isoAt(end.settledAtMs)],
  );
}
