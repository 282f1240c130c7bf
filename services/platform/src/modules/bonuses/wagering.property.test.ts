import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seamlessBet, seamlessRollback, seamlessWin } from '@croupier/contract';
import { FakeClock } from '../../../testing/fake-clock';
import { memberWallet } from '../../../testing/ledger';
import { useTestServer } from '../../../testing/test-app';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { authenticated, fundWallet, launchedPlayer, registerTestProviders, signedCall, type GameSession, type LaunchedPlayer } from '../seamless/seamless-testing';
import { forfeitBonusIn, grantBonusIn, settleBonus } from '.';
import { selectAwardByKey, type BonusStatus } from './awards-repository';

/**
 * The bonus engine against a model of it (decision 0045): random sequences of a player's bets, wins
 * and rollbacks at a seamless provider, replays of any of them, settles, the clock passing the
 * bonus's end, forfeits. After every step the MAIN and BONUS wallets and the bonus's state must be
 * what the model says; the ledger's check holds after every sequence.
 */

/** short, so that a few minutes of waiting pass it; a game session stays open (30 idle minutes) through a whole sequence */
const MINUTE = 60_000;
const LIFETIME_MS = 4 * MINUTE;
const CASH_MINOR = 2_000n;
const BONUS_MINOR = 3_000n;
const REQUIRED_MINOR = 6_000n;
const MAX_BET_MINOR = 1_500n;
const MAX_CASHOUT_MINOR = 4_000n;

type Step =
  | { do: 'bet'; round: number; amount: number }
  | { do: 'win'; round: number; amount: number }
  | { do: 'rollback'; bet: number }
  | { do: 'replay'; of: number }
  | { do: 'settle' }
  | { do: 'forfeit' }
  | { do: 'wait'; ms: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ do: fc.constant('bet' as const), round: fc.integer({ min: 0, max: 3 }), amount: fc.integer({ min: 1, max: 1_800 }) }) },
  { weight: 3, arbitrary: fc.record({ do: fc.constant('win' as const), round: fc.integer({ min: 0, max: 3 }), amount: fc.integer({ min: 0, max: 4_000 }) }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('rollback' as const), bet: fc.integer({ min: 0, max: 5 }) }) },
  { weight: 2, arbitrary: fc.record({ do: fc.constant('replay' as const), of: fc.integer({ min: 0, max: 20 }) }) },
  { weight: 2, arbitrary: fc.constant({ do: 'settle' as const }) },
  { weight: 1, arbitrary: fc.constant({ do: 'forfeit' as const }) },
  { weight: 1, arbitrary: fc.record({ do: fc.constant('wait' as const), ms: fc.constant(MINUTE) }) },
);

interface ModelBet {
  id: string;
  round: number;
  amount: bigint;
  bonusPart: bigint;
  rolledBack: boolean;
}

/** What the engine must do, written as plainly as the rules say it. */
class BonusModel {
  main = CASH_MINOR;
  bonus = BONUS_MINOR;
  status: BonusStatus = 'ACTIVE';
  wagered = 0n;
  released = 0n;
  bets: ModelBet[] = [];
  closedRounds = new Set<number>();
  constructor(
    private readonly startedAtMs: number,
    private nowMs: number,
  ) {}

  private inWindow(): boolean {
    return this.nowMs < this.startedAtMs + LIFETIME_MS;
  }

  bet(id: string, round: number, amount: bigint): 'ok' | string {
    // the bonus's maximum bet is asked before the round (seamless_bet's order)
    if (this.status === 'ACTIVE' && amount > MAX_BET_MINOR) return 'BONUS_BET_LIMIT';
    if (this.closedRounds.has(round)) return 'VALIDATION_FAILED';
    if (this.main >= amount) {
      this.main -= amount;
      this.bets.push({ id, round, amount, bonusPart: 0n, rolledBack: false });
    } else if (this.main + this.bonus >= amount && this.bonus > 0n) {
      const bonusPart = amount - this.main;
      this.main = 0n;
      this.bonus -= bonusPart;
      this.bets.push({ id, round, amount, bonusPart, rolledBack: false });
    } else return 'INSUFFICIENT_FUNDS';
    if (this.inWindow()) this.wagered += amount;
    return 'ok';
  }

  win(round: number, amount: bigint): 'ok' | string {
    const standing = this.bets.filter((bet) => bet.round === round && !bet.rolledBack);
    if (this.closedRounds.has(round) || !this.bets.some((bet) => bet.round === round)) return 'VALIDATION_FAILED';
    if (standing.length === 0) return 'BET_ROLLED_BACK';
    this.closedRounds.add(round);
    const stake = standing.reduce((sum, bet) => sum + bet.amount, 0n);
    const bonusStake = standing.reduce((sum, bet) => sum + bet.bonusPart, 0n);
    const share = (amount * bonusStake) / stake;
    this.main += amount - share;
    this.bonus += share;
    return 'ok';
  }

  rollback(bet: ModelBet): 'ok' | string {
    // a bet rolled back before answers with its first rollback, whatever came since
    if (bet.rolledBack) return 'ok';
    if (this.closedRounds.has(bet.round)) return 'VALIDATION_FAILED';
    bet.rolledBack = true;
    this.main += bet.amount - bet.bonusPart;
    this.bonus += bet.bonusPart;
    if (this.inWindow()) this.wagered -= bet.amount;
    return 'ok';
  }

  private end(status: BonusStatus): void {
    const released = status === 'COMPLETED' ? (this.bonus < MAX_CASHOUT_MINOR ? this.bonus : MAX_CASHOUT_MINOR) : 0n;
    this.main += released;
    this.released += released;
    this.bonus = 0n;
    this.status = status;
  }

  settle(): void {
    if (this.status === 'ACTIVE') {
      if (this.wagered >= REQUIRED_MINOR) this.end('COMPLETED');
      else if (!this.inWindow()) this.end('EXPIRED');
      return;
    }
    if (this.bonus === 0n) return;
    const left = MAX_CASHOUT_MINOR - this.released;
    const released = this.status === 'COMPLETED' ? (this.bonus < left ? this.bonus : left > 0n ? left : 0n) : 0n;
    this.main += released;
    this.released += released;
    this.bonus = 0n;
  }

  forfeit(): void {
    this.settle();
    if (this.status === 'ACTIVE') this.end('FORFEITED');
  }

  wait(ms: number): void {
    this.nowMs += ms;
  }
}

describe('the bonus engine against its model', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock, bonusSettleWakeMs: 0 });
  const now = () => clock.nowMs();
  let runs = 0;

  async function started(): Promise<{ player: LaunchedPlayer; session: GameSession; key: string }> {
    await registerTestProviders(server.db, now());
    const player = await launchedPlayer(server.app, 'northstar', now);
    await fundWallet(server.db, player, CASH_MINOR);
    const key = `model-${process.pid}-${(runs += 1)}`;
    await server.db.transaction((tx) =>
      grantBonusIn(
        tx,
        {
          merchantCode: player.merchantCode,
          memberId: player.memberId,
          origin: 'operator',
          awardKey: key,
          titleEn: 'Model',
          titleBn: 'মডেল',
          terms: {
            amountMinor: BONUS_MINOR,
            depositMinor: 0n,
            wageringBase: 'BONUS',
            multiplierHundredths: Number((REQUIRED_MINOR * 100n) / BONUS_MINOR),
            contributions: { RNG: 100 },
            maxBetMinor: MAX_BET_MINOR,
            maxCashoutMinor: MAX_CASHOUT_MINOR,
            lostBelowMinor: 0n,
            lifetimeMs: LIFETIME_MS,
          },
        },
        now(),
      ),
    );
    return { player, session: await authenticated(server.app, player.launchToken, now()), key };
  }

  it('keeps the wallets and the bonus where the model puts them', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 5, maxLength: 24 }), async (steps) => {
        const { player, session, key } = await started();
        const model = new BonusModel(now(), now());
        const about = { playerId: session.playerId, gameCode: session.gameCode };
        const sent: { call: typeof seamlessBet | typeof seamlessWin | typeof seamlessRollback; body: Record<string, unknown> }[] = [];
        const roundId = (round: number) => `${key}-r${round}`;
        let calls = 0;
        const send = async (call: (typeof sent)[number]['call'], body: Record<string, unknown>) => {
          const response = await signedCall(server.app, call, body, { timestampMs: now() });
          // Only a call that was taken can be replayed: a refused one sent again is a new attempt, which
          // may be taken now that the wallets have changed.
          if (response.statusCode === 200) sent.push({ call, body });
          return response.statusCode === 200 ? 'ok' : (response.json().code as string);
        };
        for (const step of steps) {
          if (step.do === 'bet') {
            const id = `${key}-b${(calls += 1)}`;
            const real = await send(seamlessBet, { ...about, sessionToken: session.sessionToken, transactionId: id, roundId: roundId(step.round), amountMinor: step.amount });
            const expected = model.bet(id, step.round, BigInt(step.amount));
            expect(real, JSON.stringify(step)).toBe(expected);
          } else if (step.do === 'win') {
            const real = await send(seamlessWin, { ...about, transactionId: `${key}-w${(calls += 1)}`, roundId: roundId(step.round), amountMinor: step.amount, roundClosed: true });
            expect(real, JSON.stringify(step)).toBe(model.win(step.round, BigInt(step.amount)));
          } else if (step.do === 'rollback') {
            const bet = model.bets[step.bet];
            if (!bet) continue;
            const real = await send(seamlessRollback, { ...about, transactionId: `${key}-x${(calls += 1)}`, roundId: roundId(bet.round), rolledBackTransactionId: bet.id });
            expect(real, JSON.stringify(step)).toBe(model.rollback(bet));
          } else if (step.do === 'replay') {
            const earlier = sent[step.of];
            // a replay of a taken call answers as the first did and moves nothing: the model does not change
            if (earlier) await signedCall(server.app, earlier.call, earlier.body, { timestampMs: now() });
          } else if (step.do === 'settle') {
            await settleBonus(server.db, player.merchantCode, player.memberId, now());
            model.settle();
          } else if (step.do === 'forfeit') {
            const active = model.status === 'ACTIVE';
            const ended = await server.db
              .transaction((tx) => forfeitBonusIn(tx, player.merchantCode, player.memberId, 'player', now()))
              .then(() => 'ok')
              .catch((error: { code?: string }) => error.code ?? 'error');
            expect(ended).toBe(active ? 'ok' : 'BONUS_NOT_FOUND');
            if (active) model.forfeit();
          } else {
            clock.advance(step.ms);
            model.wait(step.ms);
          }
          expect(await balanceOf(server.db, memberWallet(player.memberId, 'MAIN', player.merchantCode)), `MAIN after ${JSON.stringify(step)}`).toBe(model.main);
          expect(await balanceOf(server.db, memberWallet(player.memberId, 'BONUS', player.merchantCode)), `BONUS after ${JSON.stringify(step)}`).toBe(model.bonus);
          expect((await selectAwardByKey(server.db, player.merchantCode, key))?.status).toBe(model.status);
        }
        await assertLedgerConsistent(server.db);
      }),
      { numRuns: 20 },
    );
  }, 240_000);
});
