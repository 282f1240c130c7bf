import { describe, expect, it } from 'vitest';
import type { CrashState } from '@croupier/contract';
import { applyCrashMessage, INITIAL_CRASH_VIEW, withOwnBet } from './crash-view';

const HASH = 'b'.repeat(64);

function snapshot(): CrashState {
  return {
    round: {
      roundId: '5',
      phase: 'betting',
      bettingOpenedAtMs: 1_000,
      startsAtMs: 6_000,
      multiplierHundredths: 100,
      crashPointHundredths: null,
      crashedAtMs: null,
      roundHash: null,
      chainCommitment: HASH,
      chainRoundNumber: 5,
      salt: null,
      houseEdgeBps: 100,
    },
    bets: [],
    myBet: null,
    history: [{ roundId: '4', crashPointHundredths: 321 }],
    serverTimeMs: 2_000,
  };
}

const ownBet = { betId: '9', player: 'me', amountMinor: 100, status: 'open' as const, cashOutHundredths: null, payoutMinor: 0, autoCashOutHundredths: 101 };

describe('the Crash view folded from the live feed', () => {
  it('starts from a snapshot, with the server clock beside the browser one', () => {
    const view = applyCrashMessage(INITIAL_CRASH_VIEW, { type: 'snapshot', state: snapshot() }, 1_500);
    expect(view.connection).toBe('live');
    expect(view.round).toMatchObject({ roundId: '5', phase: 'betting', startsAtMs: 6_000 });
    expect(view.clockOffsetMs).toBe(500);
  });

  it('runs, ticks, pays the own bet cashed out, and crashes into the history', () => {
    let view = applyCrashMessage(INITIAL_CRASH_VIEW, { type: 'snapshot', state: snapshot() }, 2_000);
    view = withOwnBet(view, '5', ownBet);
    view = applyCrashMessage(view, { type: 'running', roundId: '5', startedAtMs: 6_000 }, 6_000);
    view = applyCrashMessage(view, { type: 'tick', roundId: '5', elapsedMs: 200, multiplierHundredths: 101, serverTimeMs: 6_200 }, 6_200);
    expect(view.round).toMatchObject({ phase: 'running', multiplierHundredths: 101 });
    view = applyCrashMessage(view, { type: 'cashout', roundId: '5', bet: { ...ownBet, player: 'm***', status: 'won', cashOutHundredths: 101, payoutMinor: 101 } }, 6_300);
    expect(view.myBet).toMatchObject({ status: 'won', payoutMinor: 101, autoCashOutHundredths: 101 });
    view = applyCrashMessage(view, { type: 'crashed', roundId: '5', crashPointHundredths: 250, crashedAtMs: 9_000, roundHash: HASH, nextBettingAtMs: 12_000 }, 9_000);
    expect(view.round).toMatchObject({ phase: 'crashed', crashPointHundredths: 250 });
    expect(view.history.map((each) => each.crashPointHundredths)).toEqual([250, 321]);
    expect(view.myBet?.status).toBe('won');
  });

  it('loses an open bet with the crash, and forgets it when the next round opens', () => {
    let view = applyCrashMessage(INITIAL_CRASH_VIEW, { type: 'snapshot', state: { ...snapshot(), myBet: ownBet } }, 2_000);
    view = applyCrashMessage(view, { type: 'crashed', roundId: '5', crashPointHundredths: 100, crashedAtMs: 6_000, roundHash: HASH, nextBettingAtMs: 9_000 }, 6_000);
    expect(view.myBet?.status).toBe('lost');
    view = applyCrashMessage(view, { type: 'betting', roundId: '6', startsAtMs: 14_000, countdownMs: 5_000, chainCommitment: HASH, chainRoundNumber: 6, salt: null }, 9_000);
    expect(view.round).toMatchObject({ roundId: '6', phase: 'betting' });
    expect(view.myBet).toBeNull();
  });

  it('keeps an own bet refunded after an outage through the crash that follows', () => {
    let view = applyCrashMessage(INITIAL_CRASH_VIEW, { type: 'snapshot', state: { ...snapshot(), myBet: ownBet } }, 2_000);
    view = applyCrashMessage(view, { type: 'refund', roundId: '5', bet: { ...ownBet, player: 'm***', status: 'refunded', payoutMinor: 100 } }, 30_000);
    expect(view.myBet).toMatchObject({ status: 'refunded', payoutMinor: 100, autoCashOutHundredths: 101 });
    view = applyCrashMessage(view, { type: 'crashed', roundId: '5', crashPointHundredths: 250, crashedAtMs: 9_000, roundHash: HASH, nextBettingAtMs: 33_000 }, 30_000);
    expect(view.myBet?.status).toBe('refunded');
  });

  it('ignores messages of another round', () => {
    const view = applyCrashMessage(INITIAL_CRASH_VIEW, { type: 'snapshot', state: snapshot() }, 2_000);
    expect(applyCrashMessage(view, { type: 'running', roundId: '3', startedAtMs: 1 }, 2_000)).toBe(view);
  });

  it("keeps the round's bets as the feed tells them: placed, cashed out, lost with the crash, cleared by the next round", () => {
    const other = { betId: '20', player: 'r***', amountMinor: 5_000, status: 'open' as const, cashOutHundredths: null, payoutMinor: 0 };
    let view = applyCrashMessage(INITIAL_CRASH_VIEW, { type: 'snapshot', state: { ...snapshot(), bets: [other] } }, 2_000);
    expect(view.bets.map((bet) => bet.betId)).toEqual(['20']);
    view = applyCrashMessage(view, { type: 'bet', roundId: '5', bet: { ...other, betId: '21', player: 's***', amountMinor: 700 } }, 2_500);
    view = applyCrashMessage(view, { type: 'bet', roundId: '5', bet: { ...other, betId: '21', player: 's***', amountMinor: 700 } }, 2_600);
    expect(view.bets.map((bet) => bet.betId)).toEqual(['20', '21']);
    view = applyCrashMessage(view, { type: 'running', roundId: '5', startedAtMs: 6_000 }, 6_000);
    view = applyCrashMessage(view, { type: 'cashout', roundId: '5', bet: { ...other, status: 'won', cashOutHundredths: 150, payoutMinor: 7_500 } }, 9_000);
    expect(view.bets[0]).toMatchObject({ betId: '20', status: 'won', cashOutHundredths: 150, payoutMinor: 7_500 });
    view = applyCrashMessage(view, { type: 'crashed', roundId: '5', crashPointHundredths: 180, crashedAtMs: 10_000, roundHash: HASH, nextBettingAtMs: 13_000 }, 10_000);
    expect(view.bets.map((bet) => bet.status)).toEqual(['won', 'lost']);
    view = applyCrashMessage(view, { type: 'betting', roundId: '6', startsAtMs: 18_000, countdownMs: 5_000, chainCommitment: HASH, chainRoundNumber: 6, salt: null }, 13_000);
    expect(view.bets).toEqual([]);
  });

  it('lists the own bet of every round that ended, newest first, with the point it crashed at, through a reconnect', () => {
    let view = applyCrashMessage(INITIAL_CRASH_VIEW, { type: 'snapshot', state: snapshot() }, 2_000);
    view = withOwnBet(view, '5', ownBet);
    expect(view.bets.map((bet) => bet.betId)).toEqual(['9']);
    view = applyCrashMessage(view, { type: 'cashout', roundId: '5', bet: { ...ownBet, player: 'm***', status: 'won', cashOutHundredths: 101, payoutMinor: 101 } }, 6_300);
    view = applyCrashMessage(view, { type: 'crashed', roundId: '5', crashPointHundredths: 250, crashedAtMs: 9_000, roundHash: HASH, nextBettingAtMs: 12_000 }, 9_000);
    view = applyCrashMessage(view, { type: 'betting', roundId: '6', startsAtMs: 17_000, countdownMs: 5_000, chainCommitment: HASH, chainRoundNumber: 6, salt: null }, 12_000);
    view = withOwnBet(view, '6', { ...ownBet, betId: '10', autoCashOutHundredths: null });
    view = applyCrashMessage(view, { type: 'crashed', roundId: '6', crashPointHundredths: 100, crashedAtMs: 17_000, roundHash: HASH, nextBettingAtMs: 20_000 }, 17_000);
    expect(view.myRounds).toEqual([
      { roundId: '6', betId: '10', amountMinor: 100, status: 'lost', cashOutHundredths: null, payoutMinor: 0, crashPointHundredths: 100 },
      { roundId: '5', betId: '9', amountMinor: 100, status: 'won', cashOutHundredths: 101, payoutMinor: 101, crashPointHundredths: 250 },
    ]);
    view = applyCrashMessage({ ...view, connection: 'reconnecting' }, { type: 'snapshot', state: { ...snapshot(), round: { ...snapshot().round, roundId: '7' } } }, 21_000);
    expect(view.myRounds.map((each) => each.roundId)).toEqual(['6', '5']);
  });
});
