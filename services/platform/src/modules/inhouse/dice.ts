import type { CallValue, placeDiceBet as placeDiceBetCall } from '@croupier/contract';
import { diceQuote, settleDice, type DiceBet } from '@croupier/provably-fair';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { toApiMinor } from '../ledger';
import { houseEdgeOf, requireWithinLimits } from './games';
import { payWin, takeStake } from './money';
import { seedOwnerOf, stakeholderOf, type InHousePlayer } from './player';
import { roundSeedsView } from './round-seeds';
import { insertPlayerRound, nextRoundId, selectPlayerRound, selectRoundByBetPosting, type DiceDirection, type PlayerRoundRow } from './rounds-repository';
import { activeSeedPair, nextRoundSeeds } from './seed-pairs';

export type DiceBetValue = CallValue<typeof placeDiceBetCall>;

export interface DiceBetRequest {
  amountMinor: number;
  targetHundredths: number;
  direction: DiceDirection;
  requestId: string;
}

/** The package refuses bets that can never win or would pay no more than the stake; the player is told which field. */
function quoteOrRefuse(bet: DiceBet, houseEdgeBps: number): number {
  try {
    return diceQuote(bet, houseEdgeBps).multiplierUnits;
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new ApiError('VALIDATION_FAILED', `This target cannot be played ${bet.direction}: ${error.message}`, [{ field: 'targetHundredths', message: 'cannot win, or would pay no more than the stake' }]);
  }
}

function diceValueOf(round: PlayerRoundRow): DiceBetValue {
  if (round.diceRoll === null || round.multiplierUnits === null) throw new Error(`inhouse: dice round ${round.id} has no roll`);
  return {
    roundId: round.id,
    roll: round.diceRoll,
    win: round.status === 'won',
    multiplierUnits: round.multiplierUnits,
    payoutMinor: toApiMinor(round.payoutMinor),
    balanceMinor: toApiMinor(round.balanceAfterMinor),
    seeds: roundSeedsView(round),
  };
}

/**
 * One roll, settled in one transaction: the stake (once per request id), the pair's next nonce, the roll
 * from HMAC(server seed, client seed:nonce:cursor), the win if any, and the round's record. A request id
 * sent again answers the round it played; the seed pair and its nonces are untouched by a replay.
 */
export async function placeDiceBet(db: Database, player: InHousePlayer, request: DiceBetRequest, nowMs: number): Promise<DiceBetValue> {
  const amountMinor = BigInt(request.amountMinor);
  requireWithinLimits(player.brand, 'DICE', amountMinor);
  const bet: DiceBet = { targetHundredths: request.targetHundredths, direction: request.direction };
  const houseEdgeBps = houseEdgeOf(player.brand);
  const multiplierUnits = quoteOrRefuse(bet, houseEdgeBps);
  const stakeholder = stakeholderOf(player);

  const round = await db.transaction(async (tx) => {
    const roundId = await nextRoundId(tx);
    const stake = await takeStake(tx, { ...stakeholder, game: 'DICE', roundId, requestId: request.requestId, amountMinor, terms: { ...bet } }, nowMs);
    if (stake.replayed) return selectRoundByBetPosting(tx, stake.postingId);

    const pair = await activeSeedPair(tx, seedOwnerOf(player), nowMs, true);
    const seeds = await nextRoundSeeds(tx, pair);
    const settlement = settleDice(seeds, bet, request.amountMinor, houseEdgeBps);
    const payoutMinor = BigInt(settlement.payoutMinor);
    const win = payoutMinor > 0n ? await payWin(tx, { ...stakeholder, game: 'DICE', roundId, key: `${roundId}:win`, amountMinor: payoutMinor, stakePostingId: stake.postingId }, nowMs) : null;
    await insertPlayerRound(tx, {
      id: roundId,
      ...stakeholder,
      game: 'DICE',
      requestId: request.requestId,
      seedPairId: pair.id,
      nonce: seeds.nonce,
      houseEdgeBps,
      amountMinor,
      dice: { ...bet, roll: settlement.roll },
      status: settlement.won ? 'won' : 'lost',
      multiplierUnits,
      payoutMinor,
      balanceAfterMinor: win?.balanceAfterMinor ?? stake.balanceAfterMinor,
      betPostingId: stake.postingId,
      winPostingId: win?.postingId ?? null,
      placedAtMs: nowMs,
      settledAtMs: nowMs,
    });
    return selectPlayerRound(tx, stakeholder.merchantCode, roundId);
  });
  if (!round || round.game !== 'DICE') throw new Error(`inhouse: the dice bet ${request.requestId} has no round of its own`);
  return diceValueOf(round);
}
