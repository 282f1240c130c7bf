import type { CrashLiveMessage, CrashPhase, CrashState } from '@croupier/contract';

type OwnBet = NonNullable<CrashState['myBet']>;

/** What the Crash page draws, folded from the live feed's messages. */
export interface CrashView {
  connection: 'connecting' | 'live' | 'reconnecting';
  round: { roundId: string; phase: CrashPhase; startsAtMs: number; multiplierHundredths: number; crashPointHundredths: number | null } | null;
  /** Latest crash points, newest first. */
  history: { roundId: string; crashPointHundredths: number }[];
  myBet: OwnBet | null;
  /** Server time minus this browser's, so countdowns follow the server's clock. */
  clockOffsetMs: number;
}

const HISTORY_KEPT = 20;

export const INITIAL_CRASH_VIEW: CrashView = { connection: 'connecting', round: null, history: [], myBet: null, clockOffsetMs: 0 };

function fromSnapshot(state: CrashState, nowMs: number): CrashView {
  const { round } = state;
  return {
    connection: 'live',
    round: {
      roundId: round.roundId,
      phase: round.phase,
      startsAtMs: round.startsAtMs,
      multiplierHundredths: round.multiplierHundredths,
      crashPointHundredths: round.crashPointHundredths,
    },
    history: state.history.slice(0, HISTORY_KEPT),
    myBet: state.myBet,
    clockOffsetMs: state.serverTimeMs - nowMs,
  };
}

/** One message of the feed applied to the view; messages of another round than the one shown are dropped. */
export function applyCrashMessage(view: CrashView, message: CrashLiveMessage, nowMs: number): CrashView {
  if (message.type === 'snapshot') return fromSnapshot(message.state, nowMs);
  if (message.type === 'betting') {
    const round = { roundId: message.roundId, phase: 'betting' as const, startsAtMs: message.startsAtMs, multiplierHundredths: 100, crashPointHundredths: null };
    const myBet = view.myBet?.status === 'open' && view.round?.roundId === message.roundId ? view.myBet : null;
    return { ...view, round, myBet };
  }
  if (message.type === 'error' || message.type === 'bet' || view.round?.roundId !== message.roundId) return view;
  const round = view.round;
  if (message.type === 'running') return { ...view, round: { ...round, phase: 'running', startsAtMs: message.startedAtMs } };
  if (message.type === 'tick') {
    return { ...view, round: { ...round, phase: 'running', multiplierHundredths: message.multiplierHundredths }, clockOffsetMs: message.serverTimeMs - nowMs };
  }
  if (message.type === 'cashout' || message.type === 'refund') {
    if (view.myBet?.betId !== message.bet.betId) return view;
    return { ...view, myBet: { ...view.myBet, ...message.bet } };
  }
  const crashed = { ...round, phase: 'crashed' as const, multiplierHundredths: message.crashPointHundredths, crashPointHundredths: message.crashPointHundredths };
  const history = [{ roundId: message.roundId, crashPointHundredths: message.crashPointHundredths }, ...view.history.filter((each) => each.roundId !== message.roundId)];
  const myBet = view.myBet?.status === 'open' ? { ...view.myBet, status: 'lost' as const } : view.myBet;
  return { ...view, round: crashed, history: history.slice(0, HISTORY_KEPT), myBet };
}

/** The player's own bet as the bet and cash-out calls answered it. */
export function withOwnBet(view: CrashView, roundId: string, bet: OwnBet): CrashView {
  if (view.round?.roundId !== roundId) return view;
  return { ...view, myBet: bet };
}
