import { canonicalJson } from '../src/modules/ledger';
import { GAME_SESSION_IDLE_MS } from '../src/modules/seamless/service';

/**
 * The seamless-wallet rules of docs/decisions/0010-seamless-wallet.md as a few maps, for the
 * model-based test: what each bet, win, rollback and balance call should answer, and what each
 * wallet then holds. No database, no HTTP; the test runs the same calls against both and compares.
 */

/** last_seen_at is written at most once a minute (service.ts); the model keeps the same resolution. */
const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export interface ModelSession {
  lastSeenMs: number;
  expiresAtMs: number;
}

export interface ModelPlayer {
  playerId: string;
  balanceMinor: bigint;
  session: ModelSession;
}

interface ModelTransaction {
  kind: 'BET' | 'WIN' | 'ROLLBACK';
  playerId: string;
  roundId: string;
  payloadJson: string;
  amountMinor: bigint;
  status: 'ACCEPTED' | 'ROLLED_BACK' | 'TOMBSTONE';
  roundClosed: boolean;
  /** the first answer as the platform gave it; replays must repeat it */
  answer: ModelAnswer | null;
}

/** What the platform answers: a result, or a refusal's code. `moved` says whether a posting stands behind it. */
export type ModelAnswer =
  | { kind: 'answered'; transactionId: string; balanceMinor: bigint; replayed: boolean; moved: boolean; platformTransactionId?: string }
  | { kind: 'refused'; code: string };

export interface BetCall {
  call: 'bet';
  player: number;
  transactionId: string;
  roundId: string;
  amountMinor: bigint;
}
export interface WinCall {
  call: 'win';
  player: number;
  transactionId: string;
  roundId: string;
  amountMinor: bigint;
  roundClosed: boolean;
}
export interface RollbackCall {
  call: 'rollback';
  player: number;
  transactionId: string;
  roundId: string;
  rolledBackTransactionId: string;
}
export interface BalanceCall {
  call: 'balance';
  player: number;
}
export type ModelCall = BetCall | WinCall | RollbackCall | BalanceCall;

const refused = (code: string): ModelAnswer => ({ kind: 'refused', code });

export class SeamlessModel {
  private readonly transactions = new Map<string, ModelTransaction>();
  /** bet transaction id -> the transaction id of its rollback or tombstone */
  private readonly rollbackOf = new Map<string, string>();

  constructor(
    readonly players: ModelPlayer[],
    readonly gameCode: string,
    private nowMs: number,
  ) {}

  advance(ms: number): void {
    this.nowMs += ms;
  }

  /** A fresh game session for the player (a new launch, authenticated now). */
  startSession(player: number, expiresAtMs: number): void {
    (this.players[player] as ModelPlayer).session = { lastSeenMs: this.nowMs, expiresAtMs };
  }

  /** The answer the platform should give, with the model moved on as the platform should be. */
  apply(call: ModelCall): ModelAnswer {
    switch (call.call) {
      case 'bet':
        return this.bet(call);
      case 'win':
        return this.win(call);
      case 'rollback':
        return this.rollback(call);
      case 'balance':
        return this.balance(call);
    }
  }

  /** Keeps the platform's first answer of a transaction, which replays must give again. */
  remember(transactionId: string, answer: ModelAnswer): void {
    const stored = this.transactions.get(transactionId);
    if (stored && stored.answer === null) stored.answer = answer;
  }

  private player(index: number): ModelPlayer {
    return this.players[index] as ModelPlayer;
  }

  private payloadOf(call: BetCall | WinCall | RollbackCall): string {
    const base = { playerId: this.player(call.player).playerId, gameCode: this.gameCode, roundId: call.roundId };
    if (call.call === 'bet') return canonicalJson({ kind: 'BET', ...base, amountMinor: Number(call.amountMinor) });
    if (call.call === 'win') return canonicalJson({ kind: 'WIN', ...base, amountMinor: Number(call.amountMinor), roundClosed: call.roundClosed });
    return canonicalJson({ kind: 'ROLLBACK', ...base, rolledBackTransactionId: call.rolledBackTransactionId });
  }

  /** A replay of the same request answers its first answer again; the same id for another request is a conflict. */
  private replayOf(call: BetCall | WinCall | RollbackCall): ModelAnswer | null {
    const existing = this.transactions.get(call.transactionId);
    if (!existing) return null;
    if (existing.payloadJson !== this.payloadOf(call)) return refused('IDEMPOTENCY_CONFLICT');
    if (existing.answer?.kind !== 'answered') throw new Error(`model: ${call.transactionId} was taken without an answer`);
    return { ...existing.answer, replayed: true };
  }

  private sessionLive(session: ModelSession): boolean {
    return this.nowMs < session.expiresAtMs && this.nowMs - session.lastSeenMs < GAME_SESSION_IDLE_MS;
  }

  private touch(session: ModelSession): void {
    if (this.nowMs - session.lastSeenMs >= LAST_SEEN_RESOLUTION_MS) session.lastSeenMs = this.nowMs;
  }

  private round(playerId: string, roundId: string): ModelTransaction[] {
    return [...this.transactions.values()].filter((each) => each.kind !== 'ROLLBACK' && each.playerId === playerId && each.roundId === roundId);
  }

  private record(call: BetCall | WinCall | RollbackCall, fields: Pick<ModelTransaction, 'kind' | 'amountMinor' | 'status' | 'roundClosed'>): void {
    this.transactions.set(call.transactionId, { ...fields, playerId: this.player(call.player).playerId, roundId: call.roundId, payloadJson: this.payloadOf(call), answer: null });
  }

  private bet(call: BetCall): ModelAnswer {
    const replay = this.replayOf(call);
    if (replay) return replay;
    if (this.rollbackOf.has(call.transactionId)) return refused('BET_ROLLED_BACK');
    const player = this.player(call.player);
    if (!this.sessionLive(player.session)) return refused('SESSION_EXPIRED');
    if (this.round(player.playerId, call.roundId).some((each) => each.kind === 'WIN' && each.roundClosed)) return refused('VALIDATION_FAILED');
    if (player.balanceMinor < call.amountMinor) return refused('INSUFFICIENT_FUNDS');
    // The session is touched inside the stake's transaction, so only a stake taken keeps the touch.
    this.touch(player.session);
    player.balanceMinor -= call.amountMinor;
    this.record(call, { kind: 'BET', amountMinor: call.amountMinor, status: 'ACCEPTED', roundClosed: false });
    return { kind: 'answered', transactionId: call.transactionId, balanceMinor: player.balanceMinor, replayed: false, moved: true };
  }

  private win(call: WinCall): ModelAnswer {
    const replay = this.replayOf(call);
    if (replay) return replay;
    const player = this.player(call.player);
    const round = this.round(player.playerId, call.roundId);
    const bets = round.filter((each) => each.kind === 'BET');
    if (bets.length === 0) return refused('VALIDATION_FAILED');
    if (!bets.some((bet) => bet.status === 'ACCEPTED')) return refused('BET_ROLLED_BACK');
    if (round.some((each) => each.kind === 'WIN' && each.roundClosed)) return refused('VALIDATION_FAILED');
    player.balanceMinor += call.amountMinor;
    this.record(call, { kind: 'WIN', amountMinor: call.amountMinor, status: 'ACCEPTED', roundClosed: call.roundClosed });
    return { kind: 'answered', transactionId: call.transactionId, balanceMinor: player.balanceMinor, replayed: false, moved: call.amountMinor > 0n };
  }

  private rollback(call: RollbackCall): ModelAnswer {
    const replay = this.replayOf(call);
    if (replay) return replay;
    const player = this.player(call.player);
    const earlierId = this.rollbackOf.get(call.rolledBackTransactionId);
    if (earlierId !== undefined) {
      const earlier = this.transactions.get(earlierId);
      if (earlier?.playerId !== player.playerId) return refused('VALIDATION_FAILED');
      if (earlier.answer?.kind !== 'answered') throw new Error(`model: rollback ${earlierId} was taken without an answer`);
      return { ...earlier.answer, replayed: true };
    }
    const bet = this.transactions.get(call.rolledBackTransactionId);
    if (!bet) {
      this.record(call, { kind: 'ROLLBACK', amountMinor: 0n, status: 'TOMBSTONE', roundClosed: false });
      this.rollbackOf.set(call.rolledBackTransactionId, call.transactionId);
      return { kind: 'answered', transactionId: call.transactionId, balanceMinor: player.balanceMinor, replayed: false, moved: false };
    }
    if (bet.kind !== 'BET' || bet.playerId !== player.playerId || bet.roundId !== call.roundId) return refused('VALIDATION_FAILED');
    if (this.round(player.playerId, call.roundId).some((each) => each.kind === 'WIN')) return refused('VALIDATION_FAILED');
    player.balanceMinor += bet.amountMinor;
    bet.status = 'ROLLED_BACK';
    this.record(call, { kind: 'ROLLBACK', amountMinor: bet.amountMinor, status: 'ACCEPTED', roundClosed: false });
    this.rollbackOf.set(call.rolledBackTransactionId, call.transactionId);
    return { kind: 'answered', transactionId: call.transactionId, balanceMinor: player.balanceMinor, replayed: false, moved: true };
  }

  /** A balance read is not in a transaction, so its touch of the session stays whatever it answers. */
  private balance(call: BalanceCall): ModelAnswer {
    const player = this.player(call.player);
    if (!this.sessionLive(player.session)) return refused('SESSION_EXPIRED');
    this.touch(player.session);
    return { kind: 'answered', transactionId: '', balanceMinor: player.balanceMinor, replayed: false, moved: false };
  }
}
