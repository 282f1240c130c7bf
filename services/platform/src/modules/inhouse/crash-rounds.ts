import { crashMultiplierAt } from '@croupier/contract';
import { crashPointOf } from '@croupier/provably-fair';
import type { Queryable } from '../../db/database';
import type { MerchantKeys } from '../sealing/keys';
import { takeNextChainRound, type ChainHashCache } from './crash-chains';
import { crashCashOutPayoutMinor, crashDelayMs } from './crash-curve';
import {
  insertCrashRound,
  markCrashBetRefunded,
  markCrashBetWon,
  markCrashRoundSettled,
  markOpenCrashBetsLost,
  selectLatestCrashRound,
  selectOpenBets,
  selectOpenBetsTargetingAtMost,
  type CrashBetRow,
  type CrashRoundRow,
} from './crash-repository';
import { payWin, refundStake } from './money';

/** The rhythm of a merchant's rounds. */
export interface CrashTiming {
  /** how long a round takes bets before it starts */
  bettingMs: number;
  /** how long a crashed round stays on screen before the next one takes bets */
  pauseMs: number;
  /** rounds per hash chain */
  chainLength: number;
}

export interface CrashRunContext {
  keys: MerchantKeys;
  houseEdgeBps: number;
  chains: ChainHashCache;
  timing: CrashTiming;
}

/**
 * Pays one bet at `hundredths` and marks it won. The payout key names the round and the bet, so a
 * settlement run again by another instance pays nothing twice.
 */
export async function cashOutBet(tx: Queryable, round: CrashRoundRow, bet: CrashBetRow, hundredths: number, nowMs: number): Promise<void> {
  const payoutMinor = crashCashOutPayoutMinor(bet.amountMinor, hundredths);
  const win =
    payoutMinor > 0n
      ? await payWin(
          tx,
          { merchantCode: bet.merchantCode, memberId: bet.memberId, houseAccount: bet.houseAccount, game: 'CRASH', roundId: round.id, key: `${round.id}:${bet.id}:win`, amountMinor: payoutMinor },
          nowMs,
        )
      : null;
  await markCrashBetWon(tx, bet.id, hundredths, payoutMinor, win?.postingId ?? null, nowMs);
}

/** Auto cash-outs the round has reached, each paid at exactly its own target whenever this runs. */
async function settleReachedTargets(tx: Queryable, round: CrashRoundRow, reachedHundredths: number, nowMs: number): Promise<void> {
  for (const bet of await selectOpenBetsTargetingAtMost(tx, round.id, reachedHundredths)) {
    if (bet.autoCashOutHundredths !== null) await cashOutBet(tx, round, bet, bet.autoCashOutHundredths, nowMs);
  }
}

/**
 * How late a crash may be settled before the round counts as interrupted. A runner that stops hands
 * over within its 3 s lease and the next step due, and instances still up serve cash-outs meanwhile;
 * later than this, no instance was running the round (all down, or stalled), so nobody could cash out.
 */
export const CRASH_OUTAGE_MS = 10_000;

/**
 * The crash: targets up to the point win (a target equal to the point included), every other open bet
 * loses; or, settled after an outage, is given its stake back (decision 0012, "Outages").
 */
async function settleCrash(tx: Queryable, round: CrashRoundRow, nowMs: number): Promise<void> {
  await settleReachedTargets(tx, round, round.crashPointHundredths, nowMs);
  const interrupted = nowMs - round.crashAtMs > CRASH_OUTAGE_MS;
  if (interrupted) {
    for (const bet of await selectOpenBets(tx, round.id)) {
      const refund = await refundStake(
        tx,
        { merchantCode: bet.merchantCode, memberId: bet.memberId, houseAccount: bet.houseAccount, game: 'CRASH', roundId: round.id, key: `${round.id}:${bet.id}:refund`, amountMinor: bet.amountMinor },
        nowMs,
      );
      await markCrashBetRefunded(tx, bet.id, refund.postingId, nowMs);
    }
  }
  await markOpenCrashBetsLost(tx, round.id, nowMs);
  await markCrashRoundSettled(tx, round.id, nowMs, interrupted);
}

async function openRound(tx: Queryable, context: CrashRunContext, nowMs: number): Promise<void> {
  const { chain, roundNumber, roundHash } = await takeNextChainRound(tx, context.keys, context.chains, context.timing.chainLength, nowMs);
  const crashPointHundredths = crashPointOf(roundHash, chain.salt, context.houseEdgeBps);
  const startsAtMs = nowMs + context.timing.bettingMs;
  await insertCrashRound(tx, {
    merchantCode: context.keys.merchantCode,
    chainId: chain.id,
    chainRoundNumber: roundNumber,
    roundHash,
    crashPointHundredths,
    houseEdgeBps: context.houseEdgeBps,
    bettingOpenedAtMs: nowMs,
    startsAtMs,
    crashAtMs: startsAtMs + crashDelayMs(crashPointHundredths),
  });
}

/**
 * Moves the merchant's rounds on to `nowMs`: pays auto cash-outs the running round has reached, settles
 * a round past its crash, and opens the next round once the pause after a crash is over (at once when
 * there has never been one, or the last one ended long ago). Runs under the merchant's Crash lock;
 * whatever is not due yet is left alone, so running it often costs little and running it late loses
 * nothing: every payout depends on targets and times, not on when this runs.
 */
export async function advanceCrashRounds(tx: Queryable, context: CrashRunContext, nowMs: number): Promise<void> {
  const round = await selectLatestCrashRound(tx, context.keys.merchantCode, 'update');
  if (round && round.status === 'open') {
    if (nowMs < round.startsAtMs) return;
    if (nowMs < round.crashAtMs) return settleReachedTargets(tx, round, crashMultiplierAt(nowMs - round.startsAtMs), nowMs);
    await settleCrash(tx, round, nowMs);
  }
  if (!round || nowMs >= round.crashAtMs + context.timing.pauseMs) await openRound(tx, context, nowMs);
}

/** What advanceCrashRounds would do now, judged from a recent read: the runner skips the transaction when nothing is due. */
export function crashWorkDue(round: CrashRoundRow | null, openTargets: readonly number[], timing: CrashTiming, nowMs: number): boolean {
  if (!round) return true;
  if (round.status === 'crashed') return nowMs >= round.crashAtMs + timing.pauseMs;
  if (nowMs < round.startsAtMs) return false;
  if (nowMs >= round.crashAtMs) return true;
  const reached = crashMultiplierAt(nowMs - round.startsAtMs);
  return openTargets.some((target) => target <= reached);
}
