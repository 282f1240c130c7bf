import { describe, expect, it } from 'vitest';
import { getInHouseFairness, minesGameSchema, type CallValue, type cashOutCrashBet, type placeCrashBet, type placeDiceBet } from '@croupier/contract';
import { crashMultiplierAt } from '@croupier/domain';
import { FakeClock } from '../../../testing/fake-clock';
import { sendOps, useTestServer } from '../../../testing/test-app';
import { crashDelayMs } from './crash-curve';
import { bettingRoundWithPointAtLeast, moveToElapsed } from './crash-testing';
import { BRAND, fundedPlayer, mainBalance, minesOfGame, newRequestId, play, postingsOfRound, refusal, value } from './inhouse-testing';

type DiceValue = CallValue<typeof placeDiceBet>;

describe('in-house games of a member whose play is locked', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const nowMs = () => clock.nowMs();
  const playLock = (method: 'POST' | 'DELETE', username: string) =>
    sendOps(server.app, { method, url: `/ops/brands/${BRAND}/members/${username}/play-lock`, ...(method === 'POST' ? { payload: { reason: 'Responsible gaming review' } } : {}) });
  const lockPlay = async (username: string) => expect((await playLock('POST', username)).json().value).toMatchObject({ locked: true });
  const unlockPlay = async (username: string) => expect((await playLock('DELETE', username)).json().value).toMatchObject({ locked: false });
  const rollDice = (token: string, requestId = newRequestId()) => play(server, token, 'POST', '/wps/bgs/dice/bet', { amountMinor: 1_000, targetHundredths: 5000, direction: 'under', requestId });
  const roundCount = async (memberId: string) =>
    (await server.db.query<{ rounds: number }>('SELECT count(*)::integer AS rounds FROM inhouse_rounds WHERE member_id = $1::bigint', [memberId])).rows[0]?.rounds;

  it('refuse a Dice bet before any money moves, answer a roll staked before the lock, and take bets again after unlock', async () => {
    const { token, memberId, username } = await fundedPlayer(server, 100_000n, nowMs);
    const beforeLockRequest = newRequestId();
    const beforeLock = await value<DiceValue>(rollDice(token, beforeLockRequest));
    const balance = await mainBalance(server.db, memberId);

    await lockPlay(username);
    const refused = await rollDice(token);
    expect(await refusal(refused, 423)).toBe('ACCOUNT_LOCKED');
    expect(refused.json().message).toBe('This player’s account is locked; no stakes are taken');
    expect(await mainBalance(server.db, memberId)).toBe(balance);
    expect(await roundCount(memberId)).toBe(1);
    // a request sent again is the stake taken before the lock, not a new one
    expect(await value<DiceValue>(rollDice(token, beforeLockRequest))).toEqual(beforeLock);
    expect(getInHouseFairness.value.parse(await value(play(server, token, 'GET', '/wps/bgs/fairness'))).nonce).toBe(1);

    await unlockPlay(username);
    const taken = await value<DiceValue>(rollDice(token));
    expect(BigInt(taken.balanceMinor)).toBe(balance - 1_000n + BigInt(taken.payoutMinor));
    expect((await postingsOfRound(server.db, taken.roundId))[0]).toMatchObject({ kind: 'BET', amountMinor: -1_000n });
    expect(await roundCount(memberId)).toBe(2);
  });

  it('refuse a new Mines game but let the open one be played and cashed out', async () => {
    const { token, memberId, username } = await fundedPlayer(server, 100_000n, nowMs);
    const started = minesGameSchema.parse(await value(play(server, token, 'POST', '/wps/bgs/mines/start', { amountMinor: 5_000, mineCount: 3, requestId: newRequestId() })));
    await lockPlay(username);
    try {
      expect(await refusal(play(server, token, 'POST', '/wps/bgs/mines/start', { amountMinor: 5_000, mineCount: 3, requestId: newRequestId() }), 423)).toBe('ACCOUNT_LOCKED');
      const mines = await minesOfGame(server.db, started.roundId);
      const safe = Array.from({ length: 25 }, (_, cell) => cell).find((cell) => !mines.includes(cell));
      await value(play(server, token, 'POST', '/wps/bgs/mines/reveal', { roundId: started.roundId, cell: safe }));
      const won = minesGameSchema.parse(await value(play(server, token, 'POST', '/wps/bgs/mines/cashout', { roundId: started.roundId })));
      expect(won.status).toBe('won');
      expect(await mainBalance(server.db, memberId)).toBe(95_000n + BigInt(won.payoutMinor));
    } finally {
      await unlockPlay(username);
    }
  });

  it('refuse a Crash bet but let a bet placed before the lock cash out', async () => {
    const [staked, other] = await Promise.all([fundedPlayer(server, 100_000n, nowMs), fundedPlayer(server, 100_000n, nowMs)]);
    if (!staked || !other) throw new Error('players missing');
    const bet = (token: string) => play(server, token, 'POST', '/wps/bgs/crash/bet', { amountMinor: 10_000, requestId: newRequestId() });
    const round = await bettingRoundWithPointAtLeast(server, clock, staked.token, 150);
    await value<CallValue<typeof placeCrashBet>>(bet(staked.token));
    await lockPlay(staked.username);
    await lockPlay(other.username);
    try {
      expect(await refusal(bet(other.token), 423)).toBe('ACCOUNT_LOCKED');
      expect(await mainBalance(server.db, other.memberId)).toBe(100_000n);
      const elapsedMs = crashDelayMs(120);
      moveToElapsed(clock, round, elapsedMs);
      const cashed = await value<CallValue<typeof cashOutCrashBet>>(play(server, staked.token, 'POST', '/wps/bgs/crash/cashout', { roundId: round.id }));
      expect(cashed.bet).toMatchObject({ status: 'won', cashOutHundredths: crashMultiplierAt(elapsedMs) });
      expect(await mainBalance(server.db, staked.memberId)).toBe(90_000n + BigInt(cashed.bet.payoutMinor));
    } finally {
      await unlockPlay(staked.username);
      await unlockPlay(other.username);
    }
  });
});
