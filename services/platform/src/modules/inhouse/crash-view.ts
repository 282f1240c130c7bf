import type { CrashBetView, CrashRoundView, CrashState } from '@croupier/contract';
import { CRASH_MULTIPLIER_SCALE, crashMultiplierAt, type CrashPhase } from '@croupier/domain';
import { toApiMinor } from '../ledger';
import { drawnOrThrow, type CrashBetRow, type CrashRoundRow } from './crash-repository';

/**
 * Crashed once settled, or once its time has come even before the runner has settled it: no cash-out is
 * taken past it. A round whose point is not drawn yet (its beacon round is due at most 100 ms after
 * betting closes) is running: it cannot have crashed before 1.00x.
 */
export function crashPhaseAt(round: CrashRoundRow, nowMs: number): CrashPhase {
  if (round.status === 'crashed' || (round.crashAtMs !== null && nowMs >= round.crashAtMs)) return 'crashed';
  return nowMs < round.startsAtMs ? 'betting' : 'running';
}

/** A round as players may see it now: its point and hash only once it has crashed. */
export function crashRoundView(round: CrashRoundRow, nowMs: number): CrashRoundView {
  const phase = crashPhaseAt(round, nowMs);
  const crashed = phase === 'crashed' ? drawnOrThrow(round) : null;
  return {
    roundId: round.id,
    phase,
    bettingOpenedAtMs: round.bettingOpenedAtMs,
    startsAtMs: round.startsAtMs,
    multiplierHundredths: crashed ? crashed.crashPointHundredths : phase === 'running' ? crashMultiplierAt(nowMs - round.startsAtMs) : CRASH_MULTIPLIER_SCALE,
    crashPointHundredths: crashed ? crashed.crashPointHundredths : null,
    crashedAtMs: crashed ? crashed.crashAtMs : null,
    roundHash: crashed ? round.roundHash : null,
    chainCommitment: round.chainCommitment,
    chainRoundNumber: round.chainRoundNumber,
    chainPublishedAtMs: round.chainPublishedAtMs,
    salt: round.salt,
    beacon: round.beacon,
    houseEdgeBps: round.houseEdgeBps,
  };
}

/** A bet as every player sees it: masked name, no auto cash-out target. */
export function crashBetView(bet: CrashBetRow): CrashBetView {
  return {
    betId: bet.id,
    player: bet.playerName,
    amountMinor: toApiMinor(bet.amountMinor),
    status: bet.status,
    cashOutHundredths: bet.cashOutHundredths,
    payoutMinor: toApiMinor(bet.payoutMinor),
  };
}

export function crashOwnBetView(bet: CrashBetRow) {
  return { ...crashBetView(bet), autoCashOutHundredths: bet.autoCashOutHundredths };
}

export interface CrashStateParts {
  round: CrashRoundRow;
  bets: readonly CrashBetRow[];
  history: CrashState['history'];
  /** the caller, when a member */
  memberId: string | null;
  nowMs: number;
}

export function crashStateOf({ round, bets, history, memberId, nowMs }: CrashStateParts): CrashState {
  const mine = memberId === null ? undefined : bets.find((bet) => bet.memberId === memberId);
  return {
    round: crashRoundView(round, nowMs),
    bets: bets.map(crashBetView),
    myBet: mine ? crashOwnBetView(mine) : null,
    history: [...history],
    serverTimeMs: nowMs,
  };
}
