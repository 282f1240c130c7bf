import { describe, expect, it } from 'vitest';
import { BetAndSettle, BetsOnly } from './workload';

const players = ['P1', 'P2', 'P3'].map((playerId) => ({ playerId, sessionToken: `token-of-${playerId}`, gameCode: 'slot', merchantCode: 'M', memberId: '1', wallet: 'MAIN', fundedMinor: 0n }));

describe('wallet workloads', () => {
  it('sends only stakes, each in a round of its own, players in turn', () => {
    const workload = new BetsOnly(players, 'run');
    const requests = Array.from({ length: 4 }, () => workload.next());
    expect(requests.map((request) => request.call)).toEqual(['bet', 'bet', 'bet', 'bet']);
    expect(new Set(requests.map((request) => request.body.roundId)).size).toBe(4);
    expect(requests.map((request) => request.body.playerId)).toEqual(['P2', 'P3', 'P1', 'P2']);
  });

  it('settles every stake taken in its own round, before the next stake', () => {
    const workload = new BetAndSettle(players, 'run', () => 0.9);
    const bet = workload.next();
    if (bet.call !== 'bet') throw new Error('the first request must be a stake');
    workload.taken(bet);
    const settlement = workload.next();
    expect(settlement).toMatchObject({ call: 'rollback', body: { playerId: bet.body.playerId, roundId: bet.body.roundId, rolledBackTransactionId: bet.body.transactionId } });
    expect(workload.next().call).toBe('bet');
  });

  it('closes a round with a win three times in four', () => {
    const workload = new BetAndSettle(players, 'run', () => 0.5);
    const bet = workload.next();
    workload.taken(bet);
    expect(workload.next()).toMatchObject({ call: 'win', body: { roundId: bet.body.roundId, roundClosed: true } });
  });
});
