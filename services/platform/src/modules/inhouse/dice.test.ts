import { describe, expect, it } from 'vitest';
import { getInHouseFairness, placeDiceBet, type CallValue } from '@croupier/contract';
import { diceQuote, payoutMinor } from '@croupier/provably-fair';
import { balanceOf } from '../ledger';
import { houseAccount } from '../../../testing/ledger';
import { useTestServer } from '../../../testing/test-app';
import { MERCHANT, fundedPlayer, mainBalance, newRequestId, play, postingsOfRound, refusal, value } from './inhouse-testing';

type DiceValue = CallValue<typeof placeDiceBet>;

describe('dice', () => {
  const server = useTestServer();
  const bet = (token: string, body: Record<string, unknown>) => play(server, token, 'POST', '/wps/bgs/dice/bet', body);

  it('settles a roll at once and moves the money through the ledger: a BET, and a WIN when it wins', async () => {
    const { token, memberId } = await fundedPlayer(server);
    const houseBefore = await balanceOf(server.db, houseAccount('GAME_HOUSE', MERCHANT));
    let expected = await mainBalance(server.db, memberId);
    const quote = diceQuote({ targetHundredths: 5000, direction: 'under' }, 100);
    let wins = 0;
    for (let index = 0; index < 20; index += 1) {
      const result = placeDiceBet.value.parse(await value(bet(token, { amountMinor: 1_000, targetHundredths: 5000, direction: 'under', requestId: newRequestId() })));
      expect(result.win).toBe(result.roll < 5000);
      expect(result.multiplierUnits).toBe(quote.multiplierUnits);
      expect(result.payoutMinor).toBe(result.win ? payoutMinor(1_000, quote.multiplierUnits) : 0);
      expect(result.seeds.nonce).toBe(index);
      expect(result.seeds.serverSeed).toBeNull();
      expected += BigInt(result.payoutMinor - 1_000);
      expect(BigInt(result.balanceMinor)).toBe(expected);
      const postings = await postingsOfRound(server.db, result.roundId);
      expect(postings[0]).toEqual({ kind: 'BET', source: `client:${memberId}`, amountMinor: -1_000n });
      expect(postings.slice(1)).toEqual(result.win ? [{ kind: 'WIN', source: 'inhouse:dice', amountMinor: BigInt(result.payoutMinor) }] : []);
      if (result.win) wins += 1;
    }
    expect(await mainBalance(server.db, memberId)).toBe(expected);
    const houseAfter = await balanceOf(server.db, houseAccount('GAME_HOUSE', MERCHANT));
    expect(houseAfter - houseBefore).toBe(-(expected - 100_000n));
    expect(wins).toBeGreaterThan(0);
  });

  it('answers a request id sent again with the first roll, without taking a stake or a nonce again', async () => {
    const { token, memberId } = await fundedPlayer(server);
    const body = { amountMinor: 2_500, targetHundredths: 7000, direction: 'over', requestId: newRequestId() };
    const first = await value<DiceValue>(bet(token, body));
    const again = await value<DiceValue>(bet(token, body));
    expect(again).toEqual(first);
    expect(await mainBalance(server.db, memberId)).toBe(BigInt(first.balanceMinor));
    const fairness = getInHouseFairness.value.parse(await value(play(server, token, 'GET', '/wps/bgs/fairness')));
    expect(fairness.nonce).toBe(1);
    expect(await refusal(bet(token, { ...body, targetHundredths: 6000 }), 409)).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('plays a request id sent several times at once exactly once', async () => {
    const { token, memberId } = await fundedPlayer(server);
    const body = { amountMinor: 1_000, targetHundredths: 5000, direction: 'under', requestId: newRequestId() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => value<DiceValue>(bet(token, body))));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    const first = answers[0];
    if (!first) throw new Error('no answer');
    expect(await postingsOfRound(server.db, first.roundId)).toHaveLength(first.win ? 2 : 1);
    expect(await mainBalance(server.db, memberId)).toBe(BigInt(first.balanceMinor));
    const { rows } = await server.db.query<{ rounds: number }>('SELECT count(*)::integer AS rounds FROM inhouse_rounds WHERE member_id = $1::bigint', [memberId]);
    expect(rows[0]?.rounds).toBe(1);
  });

  it('refuses a stake the wallet does not hold, and keeps the nonce for the next bet', async () => {
    const { token, memberId } = await fundedPlayer(server, 500n);
    expect(await refusal(bet(token, { amountMinor: 600, targetHundredths: 5000, direction: 'under', requestId: newRequestId() }), 409)).toBe('INSUFFICIENT_FUNDS');
    expect(await mainBalance(server.db, memberId)).toBe(500n);
    const played = await value<DiceValue>(bet(token, { amountMinor: 500, targetHundredths: 5000, direction: 'under', requestId: newRequestId() }));
    expect(played.seeds.nonce).toBe(0);
  });

  it('keeps stakes within the limits and targets that can win for more than the stake', async () => {
    const { token } = await fundedPlayer(server, 2_000_000n);
    expect(await refusal(bet(token, { amountMinor: 99, targetHundredths: 5000, direction: 'under', requestId: newRequestId() }), 400)).toBe('BET_LIMIT');
    expect(await refusal(bet(token, { amountMinor: 1_000_001, targetHundredths: 5000, direction: 'under', requestId: newRequestId() }), 400)).toBe('BET_LIMIT');
    // under 99.00 wins 99 % of rolls: at a 1 % edge it would pay exactly the stake back
    const refused = await bet(token, { amountMinor: 1_000, targetHundredths: 9900, direction: 'under', requestId: newRequestId() });
    expect(await refusal(refused, 400)).toBe('VALIDATION_FAILED');
    expect(refused.json().fields).toEqual([{ field: 'targetHundredths', message: expect.any(String) }]);
    expect(await refusal(bet(token, { amountMinor: 1.5, targetHundredths: 5000, direction: 'under', requestId: newRequestId() }), 400)).toBe('VALIDATION_FAILED');
  });

  it('shows a round to its own player only', async () => {
    const owner = await fundedPlayer(server);
    const other = await fundedPlayer(server);
    const { roundId } = await value<DiceValue>(bet(owner.token, { amountMinor: 1_000, targetHundredths: 2500, direction: 'over', requestId: newRequestId() }));
    const details = await value(play(server, owner.token, 'GET', `/wps/bgs/rounds/${roundId}`));
    expect(details).toMatchObject({ game: 'DICE', roundId, targetHundredths: 2500, direction: 'over', amountMinor: 1_000, houseEdgeBps: 100 });
    expect(await refusal(play(server, other.token, 'GET', `/wps/bgs/rounds/${roundId}`), 404)).toBe('ROUND_NOT_FOUND');
    expect(await refusal(play(server, owner.token, 'GET', '/wps/bgs/rounds/999999999'), 404)).toBe('ROUND_NOT_FOUND');
  });
});
