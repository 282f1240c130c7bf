import type { CallBody, seamlessBet, seamlessRollback, seamlessWin } from '@croupier/contract';
import { seededRandom } from '../../src/seeded-random';

/**
 * What a game provider sends during a busy stretch, as a list of deliveries: rounds of bets, wins and
 * rollbacks of many players, sent out of order, some twice or more (a retry that overtakes the first
 * try, or comes much later), and rollbacks of bets that are never sent or arrive after them. The
 * torture test and the crash-restart proof send such a plan over HTTP and then compare what the
 * platform did with what it answered.
 */

export interface LoadPlayer {
  playerId: string;
  sessionToken: string;
  gameCode: string;
  merchantCode: string;
  memberId: string;
  wallet: string;
  fundedMinor: bigint;
}

/** One request; `player` is an index into the plan's players. */
export interface PlannedBet {
  id: number;
  call: 'bet';
  player: number;
  body: CallBody<typeof seamlessBet>;
}
export interface PlannedWin {
  id: number;
  call: 'win';
  player: number;
  body: CallBody<typeof seamlessWin>;
}
export interface PlannedRollback {
  id: number;
  call: 'rollback';
  player: number;
  body: CallBody<typeof seamlessRollback>;
}
export type PlannedCall = PlannedBet | PlannedWin | PlannedRollback;

export interface LoadPlan {
  /** each distinct request, with its own transaction id; `id` is its index here */
  calls: PlannedCall[];
  /** the order of sending: indexes into calls, a call listed twice or more is delivered again as it is */
  deliveries: number[];
}

export interface PlanOptions {
  players: readonly LoadPlayer[];
  /** deliveries in all, duplicates included */
  deliveries: number;
  /** the share of deliveries that repeat a call already planned */
  duplicateShare: number;
  /**
   * How far a call may move from its place, in deliveries. About the number of clients: a round's
   * calls are then often in flight together, and about one in eight overtakes the call before it.
   */
  shuffleWindow: number;
  seed: number;
  /** keeps transaction and round ids of separate runs on one database apart */
  idPrefix: string;
}

/** Kinds of round, by how often they come up. */
const ROUND_SHAPES = [
  { shape: 'won', weight: 45 },
  { shape: 'returned', weight: 15 },
  { shape: 'two stakes', weight: 10 },
  { shape: 'rollback of a bet never sent', weight: 10 },
  { shape: 'rollback before its bet', weight: 12 },
  { shape: 'rolled back twice', weight: 8 },
] as const;
type RoundShape = (typeof ROUND_SHAPES)[number]['shape'];

class PlanBuilder {
  readonly calls: PlannedCall[] = [];
  /** sort keys of deliveries: a call's place in sequence plus jitter within the window */
  readonly keyed: { key: number; call: number }[] = [];
  private round = 0;
  private transaction = 0;

  constructor(
    private readonly options: PlanOptions,
    private readonly random: () => number,
  ) {}

  private nextTransactionId(kind: string): string {
    this.transaction += 1;
    return `${this.options.idPrefix}-${kind}${this.transaction}`;
  }

  private stakeMinor(): number {
    return 100 + Math.floor(this.random() * 20) * 100;
  }

  private add<C extends PlannedCall>(call: Omit<C, 'id'>): C {
    const planned = { ...call, id: this.calls.length } as C;
    this.calls.push(planned);
    return planned;
  }

  /** One round of one player, its calls in the order a well-behaved provider would send them. */
  addRound(playerIndex: number, shape: RoundShape): PlannedCall[] {
    const player = this.options.players[playerIndex] as LoadPlayer;
    this.round += 1;
    const roundId = `${this.options.idPrefix}-r${this.round}`;
    const session = { playerId: player.playerId, sessionToken: player.sessionToken, gameCode: player.gameCode };
    const about = { playerId: player.playerId, gameCode: player.gameCode, roundId };
    const bet = (transactionId = this.nextTransactionId('b')) =>
      this.add<PlannedBet>({ call: 'bet', player: playerIndex, body: { ...session, transactionId, roundId, amountMinor: this.stakeMinor() } });
    const win = (amountMinor: number, roundClosed: boolean) =>
      this.add<PlannedWin>({ call: 'win', player: playerIndex, body: { ...about, transactionId: this.nextTransactionId('w'), amountMinor, roundClosed } });
    const rollback = (rolledBackTransactionId: string) =>
      this.add<PlannedRollback>({ call: 'rollback', player: playerIndex, body: { ...about, transactionId: this.nextTransactionId('x'), rolledBackTransactionId } });
    // A third of rounds are lost (a win of 0 closes them); the rest pay up to three times the stake.
    const payout = (stakeMinor: number) => (this.random() < 0.33 ? 0 : Math.floor(this.random() * 3 * stakeMinor));

    switch (shape) {
      case 'won': {
        const stake = bet();
        return [stake, win(payout(stake.body.amountMinor), true)];
      }
      case 'returned': {
        const stake = bet();
        return [stake, rollback(stake.body.transactionId)];
      }
      case 'two stakes': {
        const first = bet();
        const part = win(payout(first.body.amountMinor), false);
        const second = bet();
        return [first, part, second, win(payout(second.body.amountMinor), true)];
      }
      case 'rollback of a bet never sent':
        return [rollback(this.nextTransactionId('never'))];
      case 'rollback before its bet': {
        // The rollback is planned first: the bet usually comes after its tombstone and is refused.
        const stakeId = this.nextTransactionId('b');
        const undo = rollback(stakeId);
        return [undo, bet(stakeId)];
      }
      case 'rolled back twice': {
        const stake = bet();
        return [stake, rollback(stake.body.transactionId), rollback(stake.body.transactionId)];
      }
    }
  }

  /**
   * Places a round's calls from `position`, half a window apart and each moved by up to a window: about
   * one in eight swaps places with the call before it, and most are in flight beside their neighbours.
   */
  place(calls: readonly PlannedCall[], position: number): void {
    const window = this.options.shuffleWindow;
    calls.forEach((call, offset) => this.keyed.push({ key: position + (offset * window) / 2 + this.random() * window, call: call.id }));
  }

  /** Another delivery of a call already placed: beside it (the two race) or much later (a late retry). */
  duplicate(): void {
    const original = this.keyed[Math.floor(this.random() * this.keyed.length)];
    if (!original) return;
    const late = this.random() < 0.5;
    const key = late ? original.key + this.random() * this.options.shuffleWindow * 20 : original.key + this.random() * 0.5;
    this.keyed.push({ key, call: original.call });
  }
}

function pickShape(random: () => number): RoundShape {
  const total = ROUND_SHAPES.reduce((sum, each) => sum + each.weight, 0);
  let left = random() * total;
  for (const each of ROUND_SHAPES) {
    left -= each.weight;
    if (left < 0) return each.shape;
  }
  return 'won';
}

export function planLoad(options: PlanOptions): LoadPlan {
  if (options.players.length === 0) throw new Error('a load plan needs players');
  const random = seededRandom(options.seed);
  const builder = new PlanBuilder(options, random);
  const originals = Math.round(options.deliveries * (1 - options.duplicateShare));
  let position = 0;
  while (builder.keyed.length < originals) {
    const calls = builder.addRound(Math.floor(random() * options.players.length), pickShape(random));
    builder.place(calls, position);
    position += calls.length;
  }
  while (builder.keyed.length < options.deliveries) builder.duplicate();
  builder.keyed.sort((a, b) => a.key - b.key);
  return { calls: builder.calls, deliveries: builder.keyed.map((each) => each.call) };
}
