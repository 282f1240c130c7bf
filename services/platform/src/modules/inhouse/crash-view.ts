import { CRASH_MULTIPLIER_SCALE, crashMultiplierAt, type CrashBetView, type CrashPhase, type CrashRoundView, type CrashState } from '@croupier/contract';
import { toApiMinor } from '../wallet/minor-units';
import type { CrashBetRow, CrashRoundRow } from './crash-repository';

/** Crashed once settled, or once its time has come even before the runner has settled it: no cash-out is taken past it. */
export function crashPhaseAt(round: CrashRoundRow, nowMs: number): CrashPhase {
  if (round.status === 'crashed' || nowMs >= round.crashAtMs) return 'crashed';
  return nowMs < round.startsAtMs ? 'betting' : 'running';
}

/** A round as players may see it now: its point and hash only once it has crashed. */
export function crashRoundView(round: CrashRoundRow, nowMs: number): CrashRoundView {
  const phase = crashPhaseAt(round, nowMs);
  const crashed = phase === 'crashed';
  return {
    roundId: round.id,
    phase,
    bettingOpenedAtMs: round.bettingOpenedAtMs,
    startsAtMs: round.startsAtMs,
    multiplierHundredths: crashed ? round.crashPointHundredths : phase === 'running' ? crashMultiplierAt(nowMs - round.startsAtMs) : CRASH_MULTIPLIER_SCALE,
    crashPointHundredths: crashed ? round.crashPointHundredths : null,
    crashedAtMs: crashed ? round.crashAtMs : null,
    roundHash: crashed ? round.roundHash : null,
    chainCommitment: round.chainCommitment,
    chainRoundNumber: round.chainRoundNumber,
    salt: round.salt,
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
