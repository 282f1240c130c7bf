import type { InHouseRound } from '@croupier/contract';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { toApiMinor } from '../ledger';
import { selectCrashBets, selectCrashRound } from './crash-repository';
import { crashBetView, crashOwnBetView, crashRoundView } from './crash-view';
import type { InHousePlayer } from './player';
import { roundSeedsView } from './round-seeds';
import { selectPlayerRound, type PlayerRoundRow } from './rounds-repository';

function notFound(roundId: string): ApiError {
  return new ApiError('ROUND_NOT_FOUND', `There is no round ${roundId} of yours`);
}

function playerRoundDetails(round: PlayerRoundRow): InHouseRound {
  const common = {
    roundId: round.id,
    status: round.status,
    amountMinor: toApiMinor(round.amountMinor),
    payoutMinor: toApiMinor(round.payoutMinor),
    houseEdgeBps: round.houseEdgeBps,
    seeds: roundSeedsView(round),
    placedAtMs: round.placedAtMs,
    settledAtMs: round.settledAtMs,
  };
  if (round.game === 'DICE') {
    if (round.diceTargetHundredths === null || round.diceDirection === null || round.diceRoll === null || round.multiplierUnits === null) {
      throw new Error(`inhouse: dice round ${round.id} is incomplete`);
    }
    return { game: 'DICE', ...common, targetHundredths: round.diceTargetHundredths, direction: round.diceDirection, roll: round.diceRoll, multiplierUnits: round.multiplierUnits };
  }
  const ended = round.status !== 'open';
  return {
    game: 'MINES',
    ...common,
    mineCount: round.mineCount ?? 0,
    openedCells: round.openedCells,
    // While the game is open its mines are the player's risk, not the player's to see.
    mines: ended ? round.mines : null,
    multiplierUnits: round.multiplierUnits,
  };
}

/**
 * A round by id for its verifier and for support: a Dice or Mines round of the caller, or any Crash
 * round of the brand, its bets masked and the caller's own bet in full.
 */
export async function inHouseRoundDetails(db: Queryable, player: InHousePlayer, roundId: string, nowMs: number): Promise<InHouseRound> {
  const { merchantCode } = player.brand;
  const own = await selectPlayerRound(db, merchantCode, roundId);
  if (own) {
    if (own.memberId !== player.member.id) throw notFound(roundId);
    return playerRoundDetails(own);
  }
  const crash = await selectCrashRound(db, merchantCode, roundId);
  if (!crash) throw notFound(roundId);
  const bets = await selectCrashBets(db, crash.id);
  const mine = bets.find((bet) => bet.memberId === player.member.id);
  return { game: 'CRASH', round: crashRoundView(crash, nowMs), bets: bets.map(crashBetView), myBet: mine ? crashOwnBetView(mine) : null };
}
