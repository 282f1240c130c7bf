import type { LoadPlayer } from '../../../../services/platform/testing/seamless-load/plan';

/**
 * What the wallet benchmark sends: a provider's bets and the wins or rollbacks that settle them. Each
 * request is made when a sender is free (or its time has come), from whatever is owed first.
 */

export type WalletRequest =
  | { call: 'bet'; body: { playerId: string; sessionToken: string; gameCode: string; transactionId: string; roundId: string; amountMinor: number } }
  | { call: 'win'; body: { playerId: string; gameCode: string; transactionId: string; roundId: string; amountMinor: number; roundClosed: boolean } }
  | { call: 'rollback'; body: { playerId: string; gameCode: string; transactionId: string; roundId: string; rolledBackTransactionId: string } };

export interface Workload {
  /** a name for the tables */
  readonly name: string;
  next(): WalletRequest;
  /** a bet taken is owed its settlement */
  taken(request: WalletRequest): void;
}

class Sequence {
  private count = 0;
  constructor(private readonly prefix: string) {}
  next(kind: string): string {
    this.count += 1;
    return `${this.prefix}-${kind}${this.count}`;
  }
}

function betOf(player: LoadPlayer, ids: Sequence, random: () => number): WalletRequest {
  const roundId = ids.next('r');
  return {
    call: 'bet',
    body: { playerId: player.playerId, sessionToken: player.sessionToken, gameCode: player.gameCode, transactionId: ids.next('b'), roundId, amountMinor: 100 + Math.floor(random() * 10) * 100 },
  };
}

/** Players in turn, and the ids of what they send: what every workload shares. */
abstract class PlayersInTurn {
  private turn = 0;
  protected readonly ids: Sequence;

  constructor(
    private readonly players: readonly LoadPlayer[],
    prefix: string,
    protected readonly random: () => number = Math.random,
  ) {
    this.ids = new Sequence(prefix);
  }

  protected nextBet(): WalletRequest {
    this.turn = (this.turn + 1) % this.players.length;
    return betOf(this.players[this.turn] as LoadPlayer, this.ids, this.random);
  }
}

/** Stakes only, each in a round of its own, players in turn: every request is one posting against the house. */
export class BetsOnly extends PlayersInTurn implements Workload {
  readonly name = 'bets only';

  next(): WalletRequest {
    return this.nextBet();
  }

  taken(): void {}
}

/**
 * Rounds as a slot game plays them: a stake, then its settlement, a win (a third of them 0, which
 * closes the round without a posting) three times in four and a rollback otherwise. Settlements owed
 * go first, so about half the requests are stakes.
 */
export class BetAndSettle extends PlayersInTurn implements Workload {
  readonly name = 'bet, then win or rollback';
  private readonly owed: WalletRequest[] = [];

  next(): WalletRequest {
    return this.owed.shift() ?? this.nextBet();
  }

  taken(request: WalletRequest): void {
    if (request.call !== 'bet') return;
    const { playerId, gameCode, roundId, transactionId, amountMinor } = request.body;
    if (this.random() < 0.75) {
      const winMinor = this.random() < 1 / 3 ? 0 : Math.floor(this.random() * 2 * amountMinor);
      this.owed.push({ call: 'win', body: { playerId, gameCode, transactionId: this.ids.next('w'), roundId, amountMinor: winMinor, roundClosed: true } });
      return;
    }
    this.owed.push({ call: 'rollback', body: { playerId, gameCode, transactionId: this.ids.next('x'), roundId, rolledBackTransactionId: transactionId } });
  }
}
