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
});
