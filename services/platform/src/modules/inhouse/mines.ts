import type { MinesGame } from '@croupier/contract';
import { MINES_GRID_CELLS } from '@croupier/domain';
import { minesMultiplierUnits, payoutMinor, placeMines } from '@croupier/provably-fair';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { toApiMinor } from '../ledger';
import { houseEdgeOf, requireWithinLimits } from './games';
import { payWin, takeStake } from './money';
import { mainBalanceOf, seedOwnerOf, stakeholderOf, type InHousePlayer } from './player';
import { roundSeedsOf, roundSeedsView } from './round-seeds';
import {
  appendOpenedCell,
  endMinesRound,
  insertPlayerRound,
  nextRoundId,
  selectOpenMinesRound,
  selectPlayerRound,
  selectRoundByBetPosting,
  type PlayerRoundRow,
} from './rounds-repository';
import { activeSeedPair, nextRoundSeeds } from './seed-pairs';

/** Safe cells the player has opened: every opened cell, less the mine that ended a lost game. */
function safeCellsOpened(round: PlayerRoundRow): number {
  return round.hitCell === null ? round.openedCells.length : round.openedCells.length - 1;
}

function mineCountOf(round: PlayerRoundRow): number {
  if (round.mineCount === null) throw new Error(`inhouse: mines round ${round.id} has no mine count`);
  return round.mineCount;
}

/** The game as the player sees it: multipliers on offer while open, the mines once it has ended. */
export function minesGameOf(round: PlayerRoundRow, balanceMinor: bigint): MinesGame {
  const mineCount = mineCountOf(round);
  const safe = safeCellsOpened(round);
  const open = round.status === 'open';
  const safeCells = MINES_GRID_CELLS - mineCount;
  return {
    roundId: round.id,
    status: round.status,
    amountMinor: toApiMinor(round.amountMinor),
    mineCount,
    openedCells: round.openedCells,
    multiplierUnits: open ? (safe > 0 ? minesMultiplierUnits(mineCount, safe, round.houseEdgeBps) : null) : round.multiplierUnits,
    nextMultiplierUnits: open && safe < safeCells ? minesMultiplierUnits(mineCount, safe + 1, round.houseEdgeBps) : null,
    payoutMinor: toApiMinor(round.payoutMinor),
    mines: open ? null : round.mines,
    hitCell: round.hitCell,
    balanceMinor: toApiMinor(balanceMinor),
    seeds: roundSeedsView(round),
  };
}

export interface MinesStartRequest {
  amountMinor: number;
  mineCount: number;
  requestId: string;
}

/**
 * Takes the stake and opens a game on the seed pair's next nonce; where the mines lie is already fixed
 * by the seeds, and worked out again from them at every reveal rather than stored while the game is
 * open. A request id sent again answers the game it started, as it is now.
 */
export async function startMinesGame(db: Database, player: InHousePlayer, request: MinesStartRequest, nowMs: number): Promise<MinesGame> {
  const amountMinor = BigInt(request.amountMinor);
  requireWithinLimits(player.brand, 'MINES', amountMinor);
  const stakeholder = stakeholderOf(player);
  const houseEdgeBps = houseEdgeOf(player.brand);
  return db.transaction(async (tx) => {
    const roundId = await nextRoundId(tx);
    const stake = await takeStake(tx, { ...stakeholder, game: 'MINES', roundId, requestId: request.requestId, amountMinor, terms: { mineCount: request.mineCount } }, nowMs);
    if (stake.replayed) {
      const first = await selectRoundByBetPosting(tx, stake.postingId);
      if (!first) throw new Error(`inhouse: mines start ${request.requestId} has no round of its own`);
      return minesGameOf(first, await mainBalanceOf(tx, player));
    }
    // The stake's posting holds the member's wallet lock, so two starts of one member cannot both pass this.
    if (await selectOpenMinesRound(tx, stakeholder.merchantCode, stakeholder.memberId)) {
      throw new ApiError('ROUND_IN_PROGRESS', 'A Mines game is already open: cash it out or play it to the end first');
    }
    const pair = await activeSeedPair(tx, seedOwnerOf(player), nowMs, true);
    const seeds = await nextRoundSeeds(tx, pair);
    await insertPlayerRound(tx, {
      id: roundId,
      ...stakeholder,
      game: 'MINES',
      requestId: request.requestId,
      seedPairId: pair.id,
      nonce: seeds.nonce,
      houseEdgeBps,
      amountMinor,
      mineCount: request.mineCount,
      status: 'open',
      multiplierUnits: null,
      payoutMinor: 0n,
      balanceAfterMinor: stake.balanceAfterMinor,
      betPostingId: stake.postingId,
      winPostingId: null,
      placedAtMs: nowMs,
      settledAtMs: null,
    });
    const round = await selectPlayerRound(tx, stakeholder.merchantCode, roundId);
    if (!round) throw new Error(`inhouse: mines round ${roundId} vanished`);
    return minesGameOf(round, stake.balanceAfterMinor);
  });
}

/** The member's open game, locked for the caller's transaction; refusals for anything else. */
async function lockOpenGame(tx: Queryable, player: InHousePlayer, roundId: string): Promise<PlayerRoundRow> {
  const round = await selectPlayerRound(tx, player.brand.merchantCode, roundId, true);
  if (!round || round.game !== 'MINES' || round.memberId !== player.member.id) throw new ApiError('ROUND_NOT_FOUND', `You have no Mines game ${roundId}`);
  if (round.status !== 'open') throw new ApiError('ROUND_CLOSED', `Mines game ${roundId} has ended (${round.status})`);
  return round;
}

async function minesOf(tx: Queryable, player: InHousePlayer, round: PlayerRoundRow): Promise<number[]> {
  return placeMines(await roundSeedsOf(tx, player.keys, round), mineCountOf(round));
}

/** Pays the multiplier on offer for `safePicks` safe cells and ends the game won. */
async function cashOut(tx: Queryable, player: InHousePlayer, round: PlayerRoundRow, mines: number[], safePicks: number, openedCell: number | null, nowMs: number): Promise<void> {
  const multiplierUnits = minesMultiplierUnits(mineCountOf(round), safePicks, round.houseEdgeBps);
  const payout = BigInt(payoutMinor(Number(round.amountMinor), multiplierUnits));
  const win = payout > 0n ? await payWin(tx, { ...stakeholderOf(player), houseAccount: round.houseAccount, game: 'MINES', roundId: round.id, key: `${round.id}:win`, amountMinor: payout, stakePostingId: round.betPostingId }, nowMs) : null;
  await endMinesRound(tx, round.id, { openedCell, status: 'won', mines, hitCell: null, multiplierUnits, payoutMinor: payout, winPostingId: win?.postingId ?? null, settledAtMs: nowMs });
}

async function answer(tx: Queryable, player: InHousePlayer, roundId: string): Promise<MinesGame> {
  const round = await selectPlayerRound(tx, player.brand.merchantCode, roundId);
  if (!round) throw new Error(`inhouse: mines round ${roundId} vanished`);
  return minesGameOf(round, await mainBalanceOf(tx, player));
}

/**
 * Opens a cell of an open game. A mine ends it lost (and shows every mine); the last safe cell cashes
 * out by itself, since there is nothing left to risk.
 */
export async function revealMinesCell(db: Database, player: InHousePlayer, roundId: string, cell: number, nowMs: number): Promise<MinesGame> {
  return db.transaction(async (tx) => {
    const round = await lockOpenGame(tx, player, roundId);
    if (round.openedCells.includes(cell)) throw new ApiError('CELL_ALREADY_OPEN', `Cell ${cell} is already open`);
    const mines = await minesOf(tx, player, round);
    const safePicks = round.openedCells.length + 1;
    if (mines.includes(cell)) {
      await endMinesRound(tx, round.id, { openedCell: cell, status: 'lost', mines, hitCell: cell, multiplierUnits: null, payoutMinor: 0n, winPostingId: null, settledAtMs: nowMs });
    } else if (safePicks === MINES_GRID_CELLS - mineCountOf(round)) {
      await cashOut(tx, player, round, mines, safePicks, cell, nowMs);
    } else {
      await appendOpenedCell(tx, round.id, cell);
    }
    return answer(tx, player, round.id);
  });
}

/** Ends an open game at the multiplier on offer; it takes at least one safe cell (CASH_OUT_UNAVAILABLE before). */
export async function cashOutMinesGame(db: Database, player: InHousePlayer, roundId: string, nowMs: number): Promise<MinesGame> {
  return db.transaction(async (tx) => {
    const round = await lockOpenGame(tx, player, roundId);
    if (round.openedCells.length === 0) throw new ApiError('CASH_OUT_UNAVAILABLE', 'Open at least one cell before cashing out');
    await cashOut(tx, player, round, await minesOf(tx, player, round), round.openedCells.length, null, nowMs);
    return answer(tx, player, round.id);
  });
}

export async function currentMinesGame(db: Database, player: InHousePlayer): Promise<MinesGame | null> {
  const round = await selectOpenMinesRound(db, player.brand.merchantCode, player.member.id);
  return round ? minesGameOf(round, await mainBalanceOf(db, player)) : null;
}
