import type { CrashBetView, CrashLiveMessage, CrashState } from '@croupier/contract';
import type { CrashPhase } from '@croupier/domain';

type OwnBet = NonNullable<CrashState['myBet']>;

/** One of the player's own bets once its round has ended, with the point the round crashed at. */
export interface OwnRound {
  roundId: string;
  betId: string;
  amountMinor: number;
  status: OwnBet['status'];
  cashOutHundredths: number | null;
  payoutMinor: number;
  crashPointHundredths: number;
}

/** What the Crash page draws, folded from the live feed's messages. */
export interface CrashView {
  connection: 'connecting' | 'live' | 'reconnecting';
  round: {
    roundId: string;
    phase: CrashPhase;
    /** when the round started taking bets, for the countdown's bar; null when the feed did not say */
    bettingOpenedAtMs: number | null;
    startsAtMs: number;
    multiplierHundredths: number;
    crashPointHundredths: number | null;
  } | null;
  /** Every bet of the round on screen, the player's own among them, in the order they were placed. */
  bets: CrashBetView[];
  /** Latest crash points, newest first. */
  history: { roundId: string; crashPointHundredths: number }[];
  myBet: OwnBet | null;
  /** The player's bets of rounds that ended while the page was open, newest first. */
  myRounds: OwnRound[];
  /** Server time minus this browser's, so countdowns follow the server's clock. */
  clockOffsetMs: number;
}

const HISTORY_KEPT = 20;
const MY_ROUNDS_KEPT = 20;

export const INITIAL_CRASH_VIEW: CrashView = { connection: 'connecting', round: null, bets: [], history: [], myBet: null, myRounds: [], clockOffsetMs: 0 };

function fromSnapshot(view: CrashView, state: CrashState, nowMs: number): CrashView {
  const { round } = state;
  return {
    connection: 'live',
    round: {
      roundId: round.roundId,
      phase: round.phase,
      bettingOpenedAtMs: round.bettingOpenedAtMs,
      startsAtMs: round.startsAtMs,
      multiplierHundredths: round.multiplierHundredths,
      crashPointHundredths: round.crashPointHundredths,
    },
    bets: state.bets,
    history: state.history.slice(0, HISTORY_KEPT),
    myBet: state.myBet,
    // A snapshot after a reconnect does not carry the rounds this page saw end: they are kept.
    myRounds: view.myRounds,
    clockOffsetMs: state.serverTimeMs - nowMs,
  };
}

/** A bet told by the feed put in the round's list: a new one at the end, a known one updated in place. */
function withBet(bets: readonly CrashBetView[], bet: CrashBetView): CrashBetView[] {
  const known = bets.some((each) => each.betId === bet.betId);
  return known ? bets.map((each) => (each.betId === bet.betId ? { ...each, ...bet } : each)) : [...bets, bet];
}

function ownRoundOf(roundId: string, bet: OwnBet, crashPointHundredths: number): OwnRound {
  const { betId, amountMinor, status, cashOutHundredths, payoutMinor } = bet;
  return { roundId, betId, amountMinor, status, cashOutHundredths, payoutMinor, crashPointHundredths };
}

function crashedView(view: CrashView, message: Extract<CrashLiveMessage, { type: 'crashed' }>): CrashView {
  const round = view.round!;
  const point = message.crashPointHundredths;
  const crashed = { ...round, phase: 'crashed' as const, multiplierHundredths: point, crashPointHundredths: point };
  const history = [{ roundId: message.roundId, crashPointHundredths: point }, ...view.history.filter((each) => each.roundId !== message.roundId)];
  const myBet = view.myBet?.status === 'open' ? { ...view.myBet, status: 'lost' as const } : view.myBet;
  const bets = view.bets.map((each) => (each.status === 'open' ? { ...each, status: 'lost' as const } : each));
  const myRounds = myBet && !view.myRounds.some((each) => each.roundId === message.roundId) ? [ownRoundOf(message.roundId, myBet, point), ...view.myRounds] : view.myRounds;
  return { ...view, round: crashed, bets, history: history.slice(0, HISTORY_KEPT), myBet, myRounds: myRounds.slice(0, MY_ROUNDS_KEPT) };
}

/** One message of the feed applied to the view; messages of another round than the one shown are dropped. */
export function applyCrashMessage(view: CrashView, message: CrashLiveMessage, nowMs: number): CrashView {
  if (message.type === 'snapshot') return fromSnapshot(view, message.state, nowMs);
  if (message.type === 'betting') {
    const round = { roundId: message.roundId, phase: 'betting' as const, bettingOpenedAtMs: null, startsAtMs: message.startsAtMs, multiplierHundredths: 100, crashPointHundredths: null };
    const sameRound = view.round?.roundId === message.roundId;
    const myBet = view.myBet?.status === 'open' && sameRound ? view.myBet : null;
    return { ...view, round, myBet, bets: sameRound ? view.bets : [] };
  }
  if (message.type === 'error' || view.round?.roundId !== message.roundId) return view;
  const round = view.round;
  if (message.type === 'bet') return { ...view, bets: withBet(view.bets, message.bet) };
  if (message.type === 'running') return { ...view, round: { ...round, phase: 'running', startsAtMs: message.startedAtMs } };
  if (message.type === 'tick') {
    return { ...view, round: { ...round, phase: 'running', multiplierHundredths: message.multiplierHundredths }, clockOffsetMs: message.serverTimeMs - nowMs };
  }
  if (message.type === 'cashout' || message.type === 'refund') {
    const bets = withBet(view.bets, message.bet);
    if (view.myBet?.betId !== message.bet.betId) return { ...view, bets };
    // The feed masks the player's name: the own bet keeps its own fields beside the outcome.
    const { status, cashOutHundredths, payoutMinor } = message.bet;
    return { ...view, bets, myBet: { ...view.myBet, status, cashOutHundredths, payoutMinor } };
  }
  return crashedView(view, message);
}

/** The player's own bet as the bet and cash-out calls answered it. */
export function withOwnBet(view: CrashView, roundId: string, bet: OwnBet): CrashView {
  if (view.round?.roundId !== roundId) return view;
  return { ...view, myBet: bet, bets: withBet(view.bets, bet) };
}
