import type { CallValue, cashOutCrashBet as cashOutCall, placeCrashBet as placeCall } from '@croupier/contract';
import { CRASH_MIN_CASH_OUT_HUNDREDTHS, crashMultiplierAt } from '@croupier/domain';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { maskCustomerName } from '../games';
import { toApiMinor } from '../ledger';
import type { RandomnessBeacon } from './beacon';
import { drawnRound } from './crash-draw';
import { requireWithinLimits } from './games';
import { cashOutBet } from './crash-rounds';
import { insertCrashBet, selectCrashBetByPosting, selectCrashRound, selectLatestCrashRound, selectMemberCrashBet, type CrashRoundRow } from './crash-repository';
import { crashOwnBetView, crashPhaseAt } from './crash-view';
import { takeStake } from './money';
import { mainBalanceOf, stakeholderOf, type InHousePlayer } from './player';

export interface CrashBetRequest {
  amountMinor: number;
  autoCashOutHundredths?: number | undefined;
  requestId: string;
}

/**
 * The round now taking bets, share-locked so the runner cannot settle it under the bet. A bet that
 * waited for the runner to move on finds the old round crashed; it looks once more for the new one.
 */
async function lockLatestRound(tx: Queryable, merchantCode: string): Promise<CrashRoundRow> {
  let round = await selectLatestCrashRound(tx, merchantCode, 'share');
  if (round?.status === 'crashed') round = await selectLatestCrashRound(tx, merchantCode, 'share');
  if (!round) throw new ApiError('ROUND_CLOSED', 'No Crash round is taking bets; the live feed tells when the next one opens');
  return round;
}

function closedFor(round: CrashRoundRow): ApiError {
  return new ApiError('ROUND_CLOSED', `Round ${round.id} no longer takes bets; wait for the next betting phase`);
}

/**
 * A bet on the round in its betting phase, once per request id. Locks are taken round first, then the
 * wallets (through the stake), as the runner's settlement takes them, so the two queue and never cross.
 */
export async function placeCrashBet(db: Database, player: InHousePlayer, request: CrashBetRequest, nowMs: number): Promise<CallValue<typeof placeCall>> {
  const amountMinor = BigInt(request.amountMinor);
  requireWithinLimits(player.brand, 'CRASH', amountMinor);
  const stakeholder = stakeholderOf(player);
  const autoCashOutHundredths = request.autoCashOutHundredths ?? null;
  return db.transaction(async (tx) => {
    const round = await lockLatestRound(tx, stakeholder.merchantCode);
    const stake = await takeStake(tx, { ...stakeholder, game: 'CRASH', roundId: round.id, requestId: request.requestId, amountMinor, terms: { autoCashOutHundredths } }, nowMs);
    if (stake.replayed) {
      const first = await selectCrashBetByPosting(tx, stake.postingId);
      const firstRound = first ? await selectCrashRound(tx, stakeholder.merchantCode, first.roundId) : null;
      if (!first || !firstRound) throw new Error(`inhouse: crash bet ${request.requestId} has no bet of its own`);
      return { roundId: first.roundId, bet: crashOwnBetView(first), startsAtMs: firstRound.startsAtMs, balanceMinor: toApiMinor(first.balanceAfterMinor) };
    }
    if (crashPhaseAt(round, nowMs) !== 'betting') throw closedFor(round);
    // The stake's posting holds the member's wallet lock: a second bet of the member queues behind the first and sees it here.
    if (await selectMemberCrashBet(tx, round.id, stakeholder.memberId)) throw new ApiError('BET_ALREADY_PLACED', `You already have a bet in round ${round.id}`);
    await insertCrashBet(tx, {
      roundId: round.id,
      ...stakeholder,
      playerName: maskCustomerName(player.member.username),
      requestId: request.requestId,
      amountMinor,
      autoCashOutHundredths,
      balanceAfterMinor: stake.balanceAfterMinor,
      betPostingId: stake.postingId,
      placedAtMs: nowMs,
    });
    const bet = await selectMemberCrashBet(tx, round.id, stakeholder.memberId);
    if (!bet) throw new Error(`inhouse: crash bet of round ${round.id} vanished`);
    return { roundId: round.id, bet: crashOwnBetView(bet), startsAtMs: round.startsAtMs, balanceMinor: toApiMinor(stake.balanceAfterMinor) };
  });
}

/**
 * Cashes the member's bet out at the server's multiplier now (an integer of hundredths, floored), or at
 * the bet's auto target when the round has already passed it: that cash-out came first.
 */
export async function cashOutCrashBet(db: Database, player: InHousePlayer, roundId: string, beacon: RandomnessBeacon, nowMs: number): Promise<CallValue<typeof cashOutCall>> {
  const { merchantCode, memberId } = stakeholderOf(player);
  return db.transaction(async (tx) => {
    const stored = await selectCrashRound(tx, merchantCode, roundId, 'share');
    const bet = stored ? await selectMemberCrashBet(tx, stored.id, memberId, true) : null;
    if (!stored || !bet) throw new ApiError('ROUND_NOT_FOUND', `You have no bet in Crash round ${roundId}`);
    // Before the runner has written the point, a cash-out works it out itself: the beacon round decides it, not who asks first.
    const round = nowMs < stored.startsAtMs ? stored : await drawnRound(stored, beacon, nowMs);
    if (!round) throw new ApiError('CASH_OUT_UNAVAILABLE', `Round ${roundId} is drawing its point from the beacon; try again in a moment`);
    const phase = crashPhaseAt(round, nowMs);
    if (bet.status !== 'open' || phase === 'crashed') throw new ApiError('ROUND_CLOSED', `Your bet in round ${roundId} has ended (${bet.status === 'open' ? 'the round crashed' : bet.status})`);
    if (phase === 'betting') throw new ApiError('CASH_OUT_UNAVAILABLE', `Round ${roundId} has not started yet`);
    const now = crashMultiplierAt(nowMs - round.startsAtMs);
    const hundredths = bet.autoCashOutHundredths !== null && bet.autoCashOutHundredths <= now ? bet.autoCashOutHundredths : now;
    if (hundredths < CRASH_MIN_CASH_OUT_HUNDREDTHS) throw new ApiError('CASH_OUT_UNAVAILABLE', 'The multiplier has not reached 1.01x yet');
    await cashOutBet(tx, round, bet, hundredths, nowMs);
    const settled = await selectMemberCrashBet(tx, round.id, memberId);
    if (!settled) throw new Error(`inhouse: crash bet ${bet.id} vanished`);
    return { roundId, bet: crashOwnBetView(settled), balanceMinor: toApiMinor(await mainBalanceOf(tx, player)) };
  });
}
