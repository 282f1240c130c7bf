import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seamlessAuthenticate, seamlessBalance, seamlessBet, seamlessRollback, seamlessWin } from '@croupier/contract';
import { FakeClock } from '../../../testing/fake-clock';
import { firstSlotGame, newLaunchToken, seedLaunchablePlayers, type SeedGame, type SeededPlayer } from '../../../testing/seamless-seed';
import { repoBrand, useTestServer } from '../../../testing/test-app';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { memberAccount } from './player-wallet';
import { SeamlessModel, type ModelAnswer, type ModelCall } from '../../../testing/seamless-model';
import { registerTestProviders, signedCall } from './seamless-testing';
import { GAME_SESSION_ABSOLUTE_MS, GAME_SESSION_IDLE_MS } from './service';

/**
 * The seamless layer against its model (seamless-model.ts): random sequences of bets, wins and
 * rollbacks of two players, drawn from small pools of transaction and round ids so that replays,
 * conflicting reuses, rollbacks of bets not sent yet (tombstones) and bets after their tombstone come
 * up as often as plain calls; rollbacks and wins that follow a bet sent earlier in its own round;
 * duplicates of earlier calls; the clock moving on so sessions end, and new sessions. After every call the answer and both wallets must be what the model says; after every
 * sequence ledger_check() must find nothing.
 */

const OPENING_BALANCE_MINOR = 3_000n;
/** ids of bets and wins: t0, t1...; a win may take a bet's id (a conflict) */
const TRANSACTION_POOL = 6;
/** rollbacks have ids of their own (x0, x1...), so that they often name a bet not sent yet */
const ROLLBACK_POOL = 4;
/** rollbacks may also name these bet ids, which no bet or win ever uses */
const NEVER_SENT = 2;
const ROUND_POOL = 3;

interface Real {
  players: SeededPlayer[];
  sessions: { playerId: string; sessionToken: string; gameCode: string }[];
  game: SeedGame;
  prefix: string;
  sent: ModelCall[];
}

type Setup = { model: SeamlessModel; real: Real };

/** How often each answer came up over all runs: the generator must reach every one of them. */
const seen: Record<string, number> = {};
const WANTED = ['taken', 'replayed', 'tombstone', 'IDEMPOTENCY_CONFLICT', 'BET_ROLLED_BACK', 'SESSION_EXPIRED', 'INSUFFICIENT_FUNDS', 'VALIDATION_FAILED'];

describe('seamless layer against its model', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const now = () => clock.nowMs();

  /** A call as the model names it, with the run's ids, sent as the provider sends it. */
  async function send(call: ModelCall, real: Real): Promise<ModelAnswer> {
    const session = real.sessions[call.player];
    if (!session) throw new Error(`no player ${call.player}`);
    const about = { playerId: session.playerId, gameCode: session.gameCode };
    const id = (key: string) => `${real.prefix}-${key}`;
    const response =
      call.call === 'bet'
        ? await signedCall(server.app, seamlessBet, { ...about, sessionToken: session.sessionToken, transactionId: id(call.transactionId), roundId: id(call.roundId), amountMinor: Number(call.amountMinor) }, { timestampMs: now() })
        : call.call === 'win'
          ? await signedCall(server.app, seamlessWin, { ...about, transactionId: id(call.transactionId), roundId: id(call.roundId), amountMinor: Number(call.amountMinor), roundClosed: call.roundClosed }, { timestampMs: now() })
          : call.call === 'rollback'
            ? await signedCall(server.app, seamlessRollback, { ...about, transactionId: id(call.transactionId), roundId: id(call.roundId), rolledBackTransactionId: id(call.rolledBackTransactionId) }, { timestampMs: now() })
            : await signedCall(server.app, seamlessBalance, { ...about, sessionToken: session.sessionToken }, { timestampMs: now() });
    const body = response.json();
    if (response.statusCode !== 200) return { kind: 'refused', code: body.code };
    const value = body.value as { transactionId?: string; balanceMinor: number; replayed?: boolean; platformTransactionId?: string };
    return {
      kind: 'answered',
      transactionId: value.transactionId === undefined ? '' : value.transactionId.slice(real.prefix.length + 1),
      balanceMinor: BigInt(value.balanceMinor),
      replayed: value.replayed ?? false,
      moved: value.platformTransactionId !== undefined && /^\d+$/.test(value.platformTransactionId),
      ...(value.platformTransactionId === undefined ? {} : { platformTransactionId: value.platformTransactionId }),
    };
  }

  function count(call: ModelCall, answer: ModelAnswer): void {
    const name = answer.kind === 'refused' ? answer.code : answer.replayed ? 'replayed' : call.call === 'rollback' && !answer.moved ? 'tombstone' : 'taken';
    seen[name] = (seen[name] ?? 0) + 1;
  }

  async function sendAndCompare(call: ModelCall, model: SeamlessModel, real: Real): Promise<void> {
    real.sent.push(call);
    const expected = model.apply(call);
    const actual = await send(call, real);
    const where = `${JSON.stringify(call, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value))}`;
    if (expected.kind === 'refused' || actual.kind === 'refused') {
      expect(actual, where).toEqual(expected);
    } else if (expected.replayed) {
      // A replay is the first answer again, platform id and all.
      expect(actual, where).toEqual(expected);
    } else {
      const { platformTransactionId, ...rest } = actual;
      expect(rest, where).toEqual(expected);
      if (call.call !== 'balance') {
        expect(platformTransactionId, where).toMatch(expected.moved ? /^\d+$/ : /^T\d+$/);
        model.remember(call.transactionId, actual);
      }
    }
    count(call, actual);
    for (const [index, player] of real.players.entries()) {
      const held = await balanceOf(server.db, memberAccount(player.merchantCode, player.memberId, player.wallet));
      expect(held, `player ${index} after ${where}`).toBe(model.players[index]?.balanceMinor);
    }
  }

  class SendCall implements fc.AsyncCommand<SeamlessModel, Real> {
    constructor(readonly call: ModelCall) {}
    check = () => true;
    run = (model: SeamlessModel, real: Real) => sendAndCompare(this.call, model, real);
    toString = () => `${this.call.call}(${JSON.stringify(this.call, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value))})`;
  }

  /** The same request again, as a provider's retry sends it. */
  class Resend implements fc.AsyncCommand<SeamlessModel, Real> {
    constructor(readonly pick: number) {}
    check = () => true;
    run = async (model: SeamlessModel, real: Real) => {
      const earlier = real.sent[this.pick % Math.max(real.sent.length, 1)];
      if (earlier) await sendAndCompare(earlier, model, real);
    };
    toString = () => `resend(${this.pick})`;
  }

  /**
   * A call about a bet sent earlier (any answer): its rollback, or a win of its round, by the same
   * player. Random ids alone rarely name a real bet and its round together, and these are the calls
   * whose rules depend on what came before in the round.
   */
  class FollowEarlierBet implements fc.AsyncCommand<SeamlessModel, Real> {
    constructor(readonly pick: number, readonly follow: { call: 'rollback'; transactionId: string } | { call: 'win'; transactionId: string; amountMinor: bigint; roundClosed: boolean }) {}
    check = () => true;
    run = async (model: SeamlessModel, real: Real) => {
      const bets = real.sent.filter((sent) => sent.call === 'bet');
      const bet = bets[this.pick % Math.max(bets.length, 1)];
      if (!bet) return;
      const call: ModelCall =
        this.follow.call === 'rollback'
          ? { call: 'rollback', player: bet.player, transactionId: this.follow.transactionId, roundId: bet.roundId, rolledBackTransactionId: bet.transactionId }
          : { ...this.follow, player: bet.player, roundId: bet.roundId };
      await sendAndCompare(call, model, real);
    };
    toString = () => `follow(${this.pick}, ${JSON.stringify(this.follow, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value))})`;
  }

  /**
   * A stake just above what the wallet holds now. Random stakes seldom overdraw a wallet that wins keep
   * refilling, so this one is aimed: it is refused for funds unless an earlier rule refuses it first.
   */
  class BetBeyondBalance implements fc.AsyncCommand<SeamlessModel, Real> {
    constructor(readonly call: { player: number; transactionId: string; roundId: string; extraMinor: bigint }) {}
    check = () => true;
    run = async (model: SeamlessModel, real: Real) => {
      const { extraMinor, ...rest } = this.call;
      const held = model.players[rest.player]?.balanceMinor ?? 0n;
      await sendAndCompare({ call: 'bet', ...rest, amountMinor: held + extraMinor }, model, real);
    };
    toString = () => `betBeyondBalance(${JSON.stringify(this.call, (_key, value: unknown) => (typeof value === 'bigint' ? Number(value) : value))})`;
  }

  class Advance implements fc.AsyncCommand<SeamlessModel, Real> {
    constructor(readonly ms: number) {}
    check = () => true;
    run = async (model: SeamlessModel) => {
      clock.advance(this.ms);
      model.advance(this.ms);
    };
    toString = () => `advance(${this.ms} ms)`;
  }

  /** The player opens the game again: a new launch token, a new session. */
  class NewSession implements fc.AsyncCommand<SeamlessModel, Real> {
    constructor(readonly player: number) {}
    check = () => true;
    run = async (model: SeamlessModel, real: Real) => {
      const seeded = real.players[this.player];
      if (!seeded) throw new Error(`no player ${this.player}`);
      const launchToken = await newLaunchToken(server.db, seeded, real.game, now());
      const response = await signedCall(server.app, seamlessAuthenticate, { launchToken }, { timestampMs: now() });
      expect(response.statusCode, response.body).toBe(200);
      const value = seamlessAuthenticate.value.parse(response.json().value);
      expect(BigInt(value.balanceMinor)).toBe(model.players[this.player]?.balanceMinor);
      real.sessions[this.player] = { playerId: value.playerId, sessionToken: value.sessionToken, gameCode: value.gameCode };
      model.startSession(this.player, now() + GAME_SESSION_ABSOLUTE_MS);
    };
    toString = () => `newSession(${this.player})`;
  }

  const player = fc.integer({ min: 0, max: 1 });
  const transactionId = fc.integer({ min: 0, max: TRANSACTION_POOL - 1 }).map((key) => `t${key}`);
  const roundId = fc.integer({ min: 0, max: ROUND_POOL - 1 }).map((key) => `r${key}`);
  const rollbackId = fc.integer({ min: 0, max: ROLLBACK_POOL - 1 }).map((key) => `x${key}`);
  // stakes up to more than a wallet holds, so overdrafts are tried too
  const bet = fc.record({ player, transactionId, roundId, amountMinor: fc.bigInt({ min: 1n, max: 2_000n }) }).map((call) => new SendCall({ call: 'bet', ...call }));
  const win = fc.record({ player, transactionId, roundId, amountMinor: fc.bigInt({ min: 0n, max: 3_000n }), roundClosed: fc.boolean() }).map((call) => new SendCall({ call: 'win', ...call }));
  const rollback = fc
    .record({ player, transactionId: rollbackId, roundId, rolledBack: fc.integer({ min: 0, max: TRANSACTION_POOL + NEVER_SENT - 1 }) })
    .map(({ rolledBack, ...call }) => new SendCall({ call: 'rollback', ...call, rolledBackTransactionId: `t${rolledBack}` }));
  const rollbackOfEarlierBet = fc.record({ pick: fc.nat(), transactionId: rollbackId }).map(({ pick, transactionId: id }) => new FollowEarlierBet(pick, { call: 'rollback', transactionId: id }));
  const winOfEarlierBet = fc
    .record({ pick: fc.nat(), transactionId, amountMinor: fc.bigInt({ min: 0n, max: 3_000n }), roundClosed: fc.boolean() })
    .map(({ pick, ...paid }) => new FollowEarlierBet(pick, { call: 'win', ...paid }));
  const commands = fc.commands(
    [
      // listed twice: the calls about a round's own bets are the ones whose rules depend on the past
      bet,
      bet,
      fc.record({ player, transactionId, roundId, extraMinor: fc.bigInt({ min: 1n, max: 500n }) }).map((call) => new BetBeyondBalance(call)),
      win,
      rollback,
      rollbackOfEarlierBet,
      rollbackOfEarlierBet,
      winOfEarlierBet,
      winOfEarlierBet,
      player.map((index) => new SendCall({ call: 'balance', player: index })),
      fc.nat().map((pick) => new Resend(pick)),
      fc.constantFrom(30_000, 10 * 60_000, 20 * 60_000, GAME_SESSION_IDLE_MS).map((ms) => new Advance(ms)),
      player.map((index) => new NewSession(index)),
    ],
    { maxCommands: 40, size: 'max' },
  );

  let run = 0;

  it('answers every call and moves every wallet as the model does', async () => {
    await registerTestProviders(server.db, now());
    const game = await firstSlotGame(server.db);
    const brand = repoBrand('northstar');
    await fc.assert(
      fc.asyncProperty(commands, async (sequence) => {
        run += 1;
        const prefix = `m${process.pid}x${run}x${now().toString(36)}`;
        const players = await seedLaunchablePlayers(server.db, { brand, count: 2, fundedMinor: () => OPENING_BALANCE_MINOR, nowMs: now(), usernamePrefix: prefix }, game);
        const sessions = [];
        for (const seeded of players) {
          const response = await signedCall(server.app, seamlessAuthenticate, { launchToken: seeded.launchToken }, { timestampMs: now() });
          expect(response.statusCode, response.body).toBe(200);
          const value = seamlessAuthenticate.value.parse(response.json().value);
          sessions.push({ playerId: value.playerId, sessionToken: value.sessionToken, gameCode: value.gameCode });
        }
        const model = new SeamlessModel(
          sessions.map((session) => ({ playerId: session.playerId, balanceMinor: OPENING_BALANCE_MINOR, session: { lastSeenMs: now(), expiresAtMs: now() + GAME_SESSION_ABSOLUTE_MS } })),
          sessions[0]?.gameCode ?? '',
          now(),
        );
        const real: Real = { players, sessions, game, prefix, sent: [] };
        await fc.asyncModelRun((): Setup => ({ model, real }), sequence);
        await assertLedgerConsistent(server.db);
      }),
      { numRuns: 60 },
    );
    for (const answer of WANTED) expect(seen[answer] ?? 0, answer).toBeGreaterThan(0);
  }, 120_000);
});
