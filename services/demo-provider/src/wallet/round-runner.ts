import { randomBytes } from 'node:crypto';
import { seamlessBet } from '@croupier/contract';
import type { GameDesign } from '../slot/game-design';
import { spinReels, totalBetMinorOf, winMinorOf, type SpinOutcome } from '../slot/spin';
import type { PendingSettlement, PendingSettlements } from './pending-settlements';
import { withRetries, type RetryPolicy, type Sleep } from './retry';
import type { SeamlessClient } from './seamless-client';
import type { SettlementWorker } from './settlement-worker';

/** The platform's view of the player a round is played for, from authenticate. */
export interface RoundPlayer {
  playerId: string;
  sessionToken: string;
  gameCode: string;
}

export type RoundResult =
  /** staked and paid: the balance is the platform's after the win */
  | { status: 'settled'; roundId: string; outcome: SpinOutcome; betMinor: number; winMinor: number; balanceMinor: number }
  /** staked; the win is owed and still being delivered, so the balance is the one after the stake */
  | { status: 'win-pending'; roundId: string; outcome: SpinOutcome; betMinor: number; winMinor: number; balanceMinor: number }
  /** the platform refused the win: the two sides disagree about the round, and support must look */
  | { status: 'win-refused'; roundId: string; outcome: SpinOutcome; betMinor: number; winMinor: number; balanceMinor: number; code: string }
  /** the platform said no to the stake (INSUFFICIENT_FUNDS, SESSION_EXPIRED, ...): nothing was played */
  | { status: 'refused'; code: string; message: string }
  /** the stake could not be confirmed, so the round is called off and the stake returned (now or later) */
  | { status: 'cancelled'; roundId: string; stakeReturned: boolean };

export interface RoundPolicy {
  /** tries of a bet before it is given up and rolled back */
  bet: RetryPolicy;
  /** tries of a win or rollback the player waits for; the rest happen in the background */
  settleAttemptsWhileWaiting: number;
}

/** Ids the platform keeps per provider; random, so two rounds never share one. */
export function newTransactionId(prefix: string): string {
  return `${prefix}-${randomBytes(12).toString('base64url')}`;
}

/**
 * One spin as a real provider plays it: a rollback of the stake is written down first (unsent), the
 * stake is taken, the reels stop, and the win (0 for a loss) closes the round. The stake is retried
 * with the same transactionId; if it still has no answer it is rolled back, so a stake that did reach
 * the platform never stays taken for a round that did not happen.
 */
export class RoundRunner {
  constructor(
    private readonly client: SeamlessClient,
    private readonly queue: PendingSettlements,
    private readonly worker: SettlementWorker,
    private readonly policy: RoundPolicy,
    private readonly sleep?: Sleep,
  ) {}

  async play(player: RoundPlayer, design: GameDesign, lineBetMinor: number): Promise<RoundResult> {
    const roundId = newTransactionId('round');
    const betId = newTransactionId('bet');
    const betMinor = totalBetMinorOf(lineBetMinor);
    const rollback: PendingSettlement = {
      id: `rollback:${betId}`,
      kind: 'rollback',
      armed: true,
      body: { playerId: player.playerId, gameCode: player.gameCode, transactionId: newTransactionId('rollback'), roundId, rolledBackTransactionId: betId },
    };
    await this.queue.change({ put: [rollback] });

    const betBody = { playerId: player.playerId, sessionToken: player.sessionToken, gameCode: player.gameCode, transactionId: betId, roundId, amountMinor: betMinor };
    const bet = await withRetries(() => this.client.sendOnce(seamlessBet, betBody), this.policy.bet, this.sleep);
    if (bet.kind === 'refused') {
      await this.queue.change({ remove: [rollback.id] });
      return { status: 'refused', code: bet.code, message: bet.message };
    }
    if (bet.kind === 'unavailable') {
      const live = { ...rollback, armed: false };
      await this.queue.change({ put: [live] });
      const delivery = await this.worker.deliver(live, this.policy.settleAttemptsWhileWaiting);
      return { status: 'cancelled', roundId, stakeReturned: delivery.kind === 'answered' };
    }

    const outcome = spinReels(design);
    const winMinor = winMinorOf(outcome, lineBetMinor);
    const win: PendingSettlement = {
      id: `win:${roundId}`,
      kind: 'win',
      body: { playerId: player.playerId, gameCode: player.gameCode, transactionId: newTransactionId('win'), roundId, amountMinor: winMinor, roundClosed: true },
    };
    // The stake is taken: from here the round is owed its win, never a rollback.
    await this.queue.change({ put: [win], remove: [rollback.id] });
    const delivery = await this.worker.deliver(win, this.policy.settleAttemptsWhileWaiting);
    if (delivery.kind === 'answered') return { status: 'settled', roundId, outcome, betMinor, winMinor, balanceMinor: delivery.value.balanceMinor };
    if (delivery.kind === 'refused') return { status: 'win-refused', roundId, outcome, betMinor, winMinor, balanceMinor: bet.value.balanceMinor, code: delivery.code };
    return { status: 'win-pending', roundId, outcome, betMinor, winMinor, balanceMinor: bet.value.balanceMinor };
  }
}
