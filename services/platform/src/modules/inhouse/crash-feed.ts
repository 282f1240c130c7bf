import type { CrashLiveMessage } from '@croupier/contract';
import { crashMultiplierAt, type CrashBetStatus, type CrashPhase } from '@croupier/domain';
import { drawnOrThrow, isDrawn, type CrashBetRow, type CrashRoundRow } from './crash-repository';
import { crashBetView, crashPhaseAt } from './crash-view';

function crashedMessage(row: CrashRoundRow, pauseMs: number): CrashLiveMessage {
  const round = drawnOrThrow(row);
  return {
    type: 'crashed',
    roundId: round.id,
    crashPointHundredths: round.crashPointHundredths,
    crashedAtMs: round.crashAtMs,
    roundHash: round.roundHash,
    nextBettingAtMs: round.crashAtMs + pauseMs,
  };
}

function phaseMessage(round: CrashRoundRow, phase: CrashPhase, nowMs: number, pauseMs: number): CrashLiveMessage {
  switch (phase) {
    case 'betting':
      return {
        type: 'betting',
        roundId: round.id,
        startsAtMs: round.startsAtMs,
        countdownMs: Math.max(0, round.startsAtMs - nowMs),
        chainCommitment: round.chainCommitment,
        chainRoundNumber: round.chainRoundNumber,
        salt: round.salt,
        beaconRound: round.beacon?.round ?? null,
      };
    case 'running':
      return { type: 'running', roundId: round.id, startedAtMs: round.startsAtMs };
    case 'crashed':
      return crashedMessage(round, pauseMs);
  }
}

const PHASE_ORDER: readonly CrashPhase[] = ['betting', 'running', 'crashed'];

/**
 * What the live feed has told its watchers, and the messages that bring them up to a newer read of
 * the round. Everything is worked out from what the database holds and the clock, so an instance that
 * does not run the rounds tells the same story as the one that does. A phase the reads skipped over is
 * still told, in order; a round replaced between two reads is told crashed before the next one opens.
 */
export class CrashFeedMemory {
  private round: CrashRoundRow | null = null;
  private primed = false;
  private readonly phasesTold = new Set<CrashPhase>();
  private readonly betsTold = new Map<string, CrashBetStatus>();

  constructor(private readonly pauseMs: number) {}

  /** The first read is only remembered: a watcher starts from a snapshot of it. */
  update(round: CrashRoundRow | null, bets: readonly CrashBetRow[], nowMs: number): CrashLiveMessage[] {
    const primed = this.primed;
    this.primed = true;
    if (!round) return [];
    const messages: CrashLiveMessage[] = [];
    if (this.round && this.round.id !== round.id) {
      // A round last read before its point was drawn has nothing to tell; only an outage skips that far.
      if (!this.phasesTold.has('crashed') && isDrawn(this.round)) messages.push(crashedMessage(this.round, this.pauseMs));
      this.phasesTold.clear();
      this.betsTold.clear();
    }
    this.round = round;
    const phase = crashPhaseAt(round, nowMs);
    const phasesDue = PHASE_ORDER.slice(0, PHASE_ORDER.indexOf(phase) + 1).filter((each) => !this.phasesTold.has(each));
    for (const each of phasesDue) this.phasesTold.add(each);
    const tell = (each: CrashPhase) => {
      if (primed && phasesDue.includes(each)) messages.push(phaseMessage(round, each, nowMs, this.pauseMs));
    };
    // Betting and running first, then what happened to the bets, then the crash that ended them.
    tell('betting');
    tell('running');
    for (const bet of bets) {
      const told = this.betsTold.get(bet.id);
      this.betsTold.set(bet.id, bet.status);
      if (!primed) continue;
      if (told === undefined) messages.push({ type: 'bet', roundId: round.id, bet: crashBetView(bet) });
      if (bet.status === 'won' && told !== 'won') messages.push({ type: 'cashout', roundId: round.id, bet: crashBetView(bet) });
      if (bet.status === 'refunded' && told !== 'refunded') messages.push({ type: 'refund', roundId: round.id, bet: crashBetView(bet) });
    }
    tell('crashed');
    if (phase === 'running') {
      const elapsedMs = nowMs - round.startsAtMs;
      messages.push({ type: 'tick', roundId: round.id, elapsedMs, multiplierHundredths: crashMultiplierAt(elapsedMs), serverTimeMs: nowMs });
    }
    return messages;
  }
}
