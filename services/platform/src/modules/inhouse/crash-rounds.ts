import { crashMultiplierAt } from '@croupier/domain';
import { crashPointOf } from '@croupier/provably-fair';
import type { Queryable } from '../../db/database';
import type { MerchantKeys } from '../sealing';
import { beaconRoundAt } from './beacon';
import type { RandomnessBeacon } from './beacon';
import { takeNextChainRound, type ChainHashCache } from './crash-chains';
import { crashCashOutPayoutMinor, crashDelayMs } from './crash-curve';
import { drawFromBeacon, withDraw } from './crash-draw';
import {
  drawnOrThrow,
  insertCrashRound,
  isDrawn,
  markCrashRoundDrawn,
  markCrashBetRefunded,
  markCrashBetWon,
  markCrashRoundSettled,
  markOpenCrashBetsLost,
  selectLatestCrashRound,
  selectOpenBets,
  selectOpenBetsTargetingAtMost,
  type CrashBetRow,
  type CrashRoundRow,
  type DrawnCrashRound,
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
  /**
   * Salts each round with the beacon round due when its betting closes (decision 0028). Without one a
   * round's point is read from its round hash alone when it opens, as rounds were before.
   */
  beacon?: RandomnessBeacon | undefined;
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
          { merchantCode: bet.merchantCode, memberId: bet.memberId, houseAccount: bet.houseAccount, game: 'CRASH', roundId: round.id, key: `${round.id}:${bet.id}:win`, amountMinor: payoutMinor, stakePostingId: bet.betPostingId },
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
async function settleCrash(tx: Queryable, round: DrawnCrashRound, nowMs: number): Promise<void> {
  await settleReachedTargets(tx, round, round.crashPointHundredths, nowMs);
  const interrupted = nowMs - round.crashAtMs > CRASH_OUTAGE_MS;
  if (interrupted) {
    for (const bet of await selectOpenBets(tx, round.id)) {
      const refund = await refundStake(
        tx,
        { merchantCode: bet.merchantCode, memberId: bet.memberId, houseAccount: bet.houseAccount, game: 'CRASH', roundId: round.id, key: `${round.id}:${bet.id}:refund`, amountMinor: bet.amountMinor, stakePostingId: bet.betPostingId },
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
  const startsAtMs = nowMs + context.timing.bettingMs;
  let outcome: Parameters<typeof insertCrashRound>[1]['outcome'];
  if (context.beacon) {
    // Named now, due when betting closes: nobody knows the round's point while it takes bets.
    const info = await context.beacon.info();
    outcome = { beacon: { publicKey: info.publicKey, ...beaconRoundAt(info, startsAtMs) } };
  } else {
    const crashPointHundredths = crashPointOf(roundHash, chain.salt, context.houseEdgeBps);
    outcome = { crashPointHundredths, crashAtMs: startsAtMs + crashDelayMs(crashPointHundredths) };
  }
  await insertCrashRound(tx, {
    merchantCode: context.keys.merchantCode,
    chainId: chain.id,
    chainRoundNumber: roundNumber,
    roundHash,
    houseEdgeBps: context.houseEdgeBps,
    bettingOpenedAtMs: nowMs,
    startsAtMs,
    outcome,
  });
}

/** Draws the round's point once its beacon round is out and writes it; null while the beacon has not published it. */
async function drawRound(tx: Queryable, round: CrashRoundRow, context: CrashRunContext, nowMs: number): Promise<DrawnCrashRound | null> {
  if (isDrawn(round)) return round;
  if (!context.beacon) throw new Error(`inhouse: crash round ${round.id} waits for a beacon round, and this runner has no beacon`);
  const draw = await drawFromBeacon(round, context.beacon, nowMs);
  if (!draw) return null;
  await markCrashRoundDrawn(tx, round.id, draw);
  return withDraw(round, draw);
}

/**
 * Moves the merchant's rounds on to `nowMs`: pays auto cash-outs the running round has reached, settles
 * a round past its crash, and opens the next round once the pause after a crash is over (at once when
 * there has never been one, or the last one ended long ago). Runs under the merchant's Crash lock;
 * whatever is not due yet is left alone, so running it often costs little and running it late loses
 * nothing: every payout depends on targets and times, not on when this runs.
 */
export async function advanceCrashRounds(tx: Queryable, context: CrashRunContext, nowMs: number): Promise<void> {
  const latest = await selectLatestCrashRound(tx, context.keys.merchantCode, 'update');
  if (!latest) return openRound(tx, context, nowMs);
  let round: DrawnCrashRound;
  if (latest.status === 'open') {
    if (nowMs < latest.startsAtMs) return;
    const drawn = await drawRound(tx, latest, context, nowMs);
    if (!drawn) return;
    round = drawn;
    if (nowMs < round.crashAtMs) return settleReachedTargets(tx, round, crashMultiplierAt(nowMs - round.startsAtMs), nowMs);
    await settleCrash(tx, round, nowMs);
  } else {
    round = drawnOrThrow(latest);
  }
  if (nowMs >= round.crashAtMs + context.timing.pauseMs) await openRound(tx, context, nowMs);
}

/** What advanceCrashRounds would do now, judged from a recent read: the runner skips the transaction when nothing is due. */
export function crashWorkDue(round: CrashRoundRow | null, openTargets: readonly number[], timing: CrashTiming, nowMs: number): boolean {
  if (!round) return true;
  if (round.status === 'crashed') return nowMs >= drawnOrThrow(round).crashAtMs + timing.pauseMs;
  if (nowMs < round.startsAtMs) return false;
  // Betting is over and the point not drawn yet: draw it once the beacon round is out.
  if (round.crashAtMs === null) return true;
  if (nowMs >= round.crashAtMs) return true;
  const reached = crashMultiplierAt(nowMs - round.startsAtMs);
  return openTargets.some((target) => target <= reached);
}
