import { describe, expect, it } from 'vitest';
import { crashStateSchema, getBetRound, getInHouseRound, type cashOutCrashBet, type CallValue, type placeCrashBet } from '@croupier/contract';
import { crashMultiplierAt } from '@croupier/domain';
import { crashPointOf, previousChainHash, roundNumberInChain } from '@croupier/provably-fair';
import { FakeClock } from '../../../testing/fake-clock';
import { useTestServer } from '../../../testing/test-app';
import { crashCashOutPayoutMinor, crashDelayMs } from './crash-curve';
import { selectCrashBets } from './crash-repository';
import { CRASH_OUTAGE_MS } from './crash-rounds';
import { betOf, bettingRoundWithPointAtLeast, eventually, latestRound, moveToElapsed } from './crash-testing';
import { fundedPlayer, mainBalance, newRequestId, play, postingsOfRound, refusal, value } from './inhouse-testing';

type BetValue = CallValue<typeof placeCrashBet>;
type CashOutValue = CallValue<typeof cashOutCrashBet>;

describe('crash rounds', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const bet = (token: string, amountMinor: number, autoCashOutHundredths?: number, requestId = newRequestId()) =>
    play(server, token, 'POST', '/wps/bgs/crash/bet', { amountMinor, requestId, ...(autoCashOutHundredths === undefined ? {} : { autoCashOutHundredths }) });
  const cashOut = (token: string, roundId: string) => play(server, token, 'POST', '/wps/bgs/crash/cashout', { roundId });
  const state = async (token: string) => crashStateSchema.parse(await value(play(server, token, 'GET', '/wps/bgs/crash/state')));

  it('runs a round from bets to crash: auto cash-outs at exactly their target, manual ones at the server’s multiplier', async () => {
    const nowMs = () => clock.nowMs();
    const [exact, above, early, manual, late] = await Promise.all(Array.from({ length: 5 }, () => fundedPlayer(server, 100_000n, nowMs)));
    if (!exact || !above || !early || !manual || !late) throw new Error('players missing');
    const round = await bettingRoundWithPointAtLeast(server, clock, exact.token, 200);
    const point = round.crashPointHundredths;

    const betting = await state(exact.token);
    expect(betting.round).toMatchObject({ roundId: round.id, phase: 'betting', crashPointHundredths: null, roundHash: null, multiplierHundredths: 100 });
    await value<BetValue>(bet(exact.token, 10_000, point));
    await value<BetValue>(bet(above.token, 10_000, point + 1));
    await value<BetValue>(bet(early.token, 10_000, 150));
    const manualBet = await value<BetValue>(bet(manual.token, 10_000));
    expect(manualBet).toMatchObject({ roundId: round.id, startsAtMs: round.startsAtMs, balanceMinor: 90_000, bet: { status: 'open', autoCashOutHundredths: null } });
    expect(await refusal(cashOut(manual.token, round.id), 409)).toBe('CASH_OUT_UNAVAILABLE');

    const others = (await state(late.token)).bets;
    expect(others).toHaveLength(4);
    expect(others.every((each) => each.player.includes('***'))).toBe(true);
    expect(JSON.stringify(others)).not.toContain('autoCashOut');

    // The round runs past 1.50x, the early bettor’s target: the runner pays it at its next pulse.
    moveToElapsed(clock, round, crashDelayMs(150) + 10);
    expect(await refusal(bet(late.token, 10_000), 409)).toBe('ROUND_CLOSED');
    const settledEarly = await eventually(async () => {
      const each = await betOf(server, round.id, early.memberId);
      return each.status === 'won' ? each : null;
    }, 'the 1.50x auto cash-out');
    expect(settledEarly).toMatchObject({ cashOutHundredths: 150, payoutMinor: 15_000n });
    expect(await refusal(cashOut(early.token, round.id), 409)).toBe('ROUND_CLOSED');

    const elapsedMs = crashDelayMs(Math.min(point - 1, 180));
    moveToElapsed(clock, round, elapsedMs);
    const running = await state(manual.token);
    expect(running.round).toMatchObject({ phase: 'running', multiplierHundredths: crashMultiplierAt(elapsedMs), crashPointHundredths: null });
    const cashed = await value<CashOutValue>(cashOut(manual.token, round.id));
    const multiplier = crashMultiplierAt(elapsedMs);
    expect(cashed.bet).toMatchObject({ status: 'won', cashOutHundredths: multiplier, payoutMinor: Number(crashCashOutPayoutMinor(10_000n, multiplier)) });
    expect(cashed.balanceMinor).toBe(90_000 + cashed.bet.payoutMinor);

    // The crash: a target equal to the point wins at the point, one above it loses.
    clock.advance(round.crashAtMs - clock.nowMs());
    expect(await refusal(cashOut(above.token, round.id), 409)).toBe('ROUND_CLOSED');
    await eventually(async () => (await latestRound(server))?.id !== round.id || (await latestRound(server))?.status === 'crashed', 'the crash to be settled');
    expect(await betOf(server, round.id, exact.memberId)).toMatchObject({ status: 'won', cashOutHundredths: point, payoutMinor: crashCashOutPayoutMinor(10_000n, point) });
    expect(await betOf(server, round.id, above.memberId)).toMatchObject({ status: 'lost', cashOutHundredths: null, payoutMinor: 0n });
    expect(await mainBalance(server.db, exact.memberId)).toBe(90_000n + crashCashOutPayoutMinor(10_000n, point));
    expect(await mainBalance(server.db, above.memberId)).toBe(90_000n);
    expect(await postingsOfRound(server.db, round.id)).toHaveLength(4 + 3);
    expect(await refusal(cashOut(exact.token, round.id), 409)).toBe('ROUND_CLOSED');

    // Once crashed, anyone may check the round against the chain's commitment.
    const details = getInHouseRound.value.parse(await value(play(server, late.token, 'GET', `/wps/bgs/rounds/${round.id}`)));
    if (details.game !== 'CRASH') throw new Error('expected a crash round');
    expect(details.myBet).toBeNull();
    const { roundHash, chainCommitment, chainRoundNumber, salt, houseEdgeBps, crashPointHundredths } = details.round;
    if (!roundHash) throw new Error('the hash is not revealed');
    expect(crashPointOf(roundHash, salt, houseEdgeBps)).toBe(crashPointHundredths);
    expect(crashPointHundredths).toBe(point);
    expect(roundNumberInChain(roundHash, chainCommitment, chainRoundNumber)).toBe(chainRoundNumber);
    if (chainRoundNumber === 1) expect(previousChainHash(roundHash)).toBe(chainCommitment);
    const own = getInHouseRound.value.parse(await value(play(server, exact.token, 'GET', `/wps/bgs/rounds/${round.id}`)));
    expect(own.game === 'CRASH' && own.myBet).toMatchObject({ autoCashOutHundredths: point, status: 'won' });
  });

  it('takes one bet per member and round, answers a request id sent again with its bet, and refuses what the wallet lacks', async () => {
    const player = await fundedPlayer(server, 20_000n, () => clock.nowMs());
    const poor = await fundedPlayer(server, 100n, () => clock.nowMs());
    const round = await bettingRoundWithPointAtLeast(server, clock, player.token, 100);
    const requestId = newRequestId();
    const first = await value<BetValue>(bet(player.token, 5_000, 300, requestId));
    expect(await value<BetValue>(bet(player.token, 5_000, 300, requestId))).toEqual(first);
    expect(await refusal(bet(player.token, 5_000, 400, requestId), 409)).toBe('IDEMPOTENCY_CONFLICT');
    expect(await refusal(bet(player.token, 1_000), 409)).toBe('BET_ALREADY_PLACED');
    expect(await mainBalance(server.db, player.memberId)).toBe(15_000n);
    expect(await refusal(bet(poor.token, 200), 409)).toBe('INSUFFICIENT_FUNDS');
    expect(await refusal(bet(poor.token, 99), 400)).toBe('BET_LIMIT');
    expect(await refusal(bet(poor.token, 100, 100), 400)).toBe('VALIDATION_FAILED');
    const mine = await state(player.token);
    expect(mine.round.roundId).toBe(round.id);
    expect(mine.myBet).toMatchObject({ betId: first.bet.betId, autoCashOutHundredths: 300, amountMinor: 5_000 });
    expect((await state(poor.token)).myBet).toBeNull();
  });
  it('gives open stakes back when the round was settled after an outage, and still pays the targets it reached', async () => {
    const nowMs = () => clock.nowMs();
    const [reached, above, manual] = await Promise.all(Array.from({ length: 3 }, () => fundedPlayer(server, 100_000n, nowMs)));
    if (!reached || !above || !manual) throw new Error('players missing');
    const round = await bettingRoundWithPointAtLeast(server, clock, reached.token, 200);
    await value<BetValue>(bet(reached.token, 10_000, 150));
    await value<BetValue>(bet(above.token, 10_000, round.crashPointHundredths + 1));
    await value<BetValue>(bet(manual.token, 10_000));

    // Nothing ran the round while it flew: the next step any runner takes is well past its crash.
    clock.advance(round.crashAtMs + CRASH_OUTAGE_MS + 1_000 - clock.nowMs());
    await eventually(async () => (await latestRound(server))?.id !== round.id || (await latestRound(server))?.status === 'crashed', 'the late settlement');

    expect(await betOf(server, round.id, reached.memberId)).toMatchObject({ status: 'won', cashOutHundredths: 150, payoutMinor: 15_000n });
    for (const player of [above, manual]) {
      expect(await betOf(server, round.id, player.memberId)).toMatchObject({ status: 'refunded', cashOutHundredths: null, payoutMinor: 10_000n });
      expect(await mainBalance(server.db, player.memberId)).toBe(100_000n);
    }
    expect(await mainBalance(server.db, reached.memberId)).toBe(105_000n);
    // every open stake of the round came back (other tests' players may have bet in it too), each by one posting
    const bets = await selectCrashBets(server.db, round.id);
    expect(bets.filter((each) => each.status !== 'won').every((each) => each.status === 'refunded')).toBe(true);
    const refunds = (await postingsOfRound(server.db, round.id)).filter((posting) => posting.kind === 'ROLLBACK');
    expect(refunds.map((posting) => posting.amountMinor).sort()).toEqual(bets.filter((each) => each.status === 'refunded').map((each) => each.amountMinor).sort());
    const { rows } = await server.db.query<{ interrupted: boolean }>('SELECT interrupted FROM crash_rounds WHERE id = $1::bigint', [round.id]);
    expect(rows[0]?.interrupted).toBe(true);
    const own = getInHouseRound.value.parse(await value(play(server, manual.token, 'GET', `/wps/bgs/rounds/${round.id}`)));
    expect(own.game === 'CRASH' && own.myBet).toMatchObject({ status: 'refunded', payoutMinor: 10_000 });
    // the betting record shows the stake rolled back, and the refund
    const record = getBetRound.value.parse(await value(play(server, manual.token, 'GET', `/wps/member/bets/h~${round.id}`)));
    expect(record.record).toMatchObject({ status: 'rolledBack', stakeMinor: 10_000, payoutMinor: 10_000, netMinor: 0 });
    expect(record.transactions.map((each) => [each.kind, each.amountMinor, each.rolledBack])).toEqual([
      ['bet', 10_000, true],
      ['rollback', 10_000, false],
    ]);
  });
});
