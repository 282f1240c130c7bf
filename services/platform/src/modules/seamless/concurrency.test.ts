import { afterEach, describe, expect, it } from 'vitest';
import { seamlessBet, seamlessRollback, seamlessWin } from '@croupier/contract';
import { useTestServer } from '../../../testing/test-app';
import { assertLedgerConsistent } from '../ledger';
import { authenticated, fundWallet, launchedPlayer, registerTestProviders, signedCall, walletBalance, type GameSession } from './seamless-testing';

/**
 * Providers retry, so the same request can arrive several times at once. On a real Postgres
 * (TEST_DATABASE_URL) the deliveries overlap on a pool of connections and the advisory locks and
 * unique keys are what keep one effect; the embedded database runs one transaction at a time, so there
 * the same tests only check the outcome.
 */
const DELIVERIES = 12;

describe('seamless calls delivered many times at once', () => {
  const server = useTestServer();
  afterEach(async () => assertLedgerConsistent(server.db));

  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}-c${Date.now().toString(36)}-${(sequence += 1)}`;

  async function playing(fundedMinor: bigint) {
    await registerTestProviders(server.db, Date.now());
    const player = await launchedPlayer(server.app, 'northstar', Date.now);
    await fundWallet(server.db, player, fundedMinor);
    const session: GameSession = await authenticated(server.app, player.launchToken);
    return { player, session };
  }
  const all = <T>(count: number, send: () => Promise<T>) => Promise.all(Array.from({ length: count }, send));
  const countRows = async (sql: string, params: unknown[]) => Number((await server.db.query<{ n: string }>(sql, params)).rows[0]?.n);

  it('takes a bet once, answering every duplicate with the first answer', async () => {
    const { player, session } = await playing(10_000n);
    const body = { ...session, transactionId: nextId('bet'), roundId: nextId('round'), amountMinor: 700 };
    const responses = await all(DELIVERIES, () => signedCall(server.app, seamlessBet, body));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const values = responses.map((response) => seamlessBet.value.parse(response.json().value));
    expect(values.filter((value) => !value.replayed)).toHaveLength(1);
    expect(new Set(values.map((value) => value.platformTransactionId)).size).toBe(1);
    expect(new Set(values.map((value) => value.balanceMinor))).toEqual(new Set([9_300]));
    expect(await walletBalance(server.db, player)).toBe(9_300n);
    expect(await countRows(`SELECT count(*)::text AS n FROM ledger_postings WHERE source = 'provider:TESTPROV' AND idempotency_key = $1`, [body.transactionId])).toBe(1);
    expect(await countRows('SELECT count(*)::text AS n FROM provider_transactions WHERE transaction_id = $1', [body.transactionId])).toBe(1);
  });

  it('pays a win once and closes its round once, whatever arrives together', async () => {
    const { player, session } = await playing(10_000n);
    const roundId = nextId('round');
    const betResponse = await signedCall(server.app, seamlessBet, { ...session, transactionId: nextId('bet'), roundId, amountMinor: 1_000 });
    expect(betResponse.statusCode, betResponse.body).toBe(200);
    const winBody = { playerId: session.playerId, gameCode: session.gameCode, transactionId: nextId('win'), roundId, amountMinor: 2_500, roundClosed: true };
    // The same win many times, and rival closing wins under other ids: exactly one closes the round.
    const rivals = Array.from({ length: 4 }, () => ({ ...winBody, transactionId: nextId('rival') }));
    const responses = await Promise.all([...Array.from({ length: DELIVERIES }, () => signedCall(server.app, seamlessWin, winBody)), ...rivals.map((rival) => signedCall(server.app, seamlessWin, rival))]);
    const accepted = responses.filter((response) => response.statusCode === 200).map((response) => seamlessWin.value.parse(response.json().value));
    const firstAnswers = accepted.filter((value) => !value.replayed);
    expect(firstAnswers).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) expect(refused.json().code).toBe('VALIDATION_FAILED');
    expect(await walletBalance(server.db, player)).toBe(11_500n);
    expect(await countRows(`SELECT count(*)::text AS n FROM provider_transactions WHERE round_id = $1 AND kind = 'WIN'`, [roundId])).toBe(1);
  });

  it('settles a bet racing its own rollback to no effect on the wallet, either way round', async () => {
    const { player, session } = await playing(10_000n);
    for (let round = 0; round < 6; round += 1) {
      const bet = { ...session, transactionId: nextId('bet'), roundId: nextId('round'), amountMinor: 900 };
      const rollback = { playerId: session.playerId, gameCode: session.gameCode, transactionId: nextId('rollback'), roundId: bet.roundId, rolledBackTransactionId: bet.transactionId };
      const sends = [...Array.from({ length: 3 }, () => signedCall(server.app, seamlessBet, bet)), ...Array.from({ length: 3 }, () => signedCall(server.app, seamlessRollback, rollback))];
      // Alternate which kind goes first, so both orders are tried.
      const responses = await Promise.all(round % 2 === 0 ? sends : sends.reverse());
      for (const response of responses) expect([200, 409], response.body).toContain(response.statusCode);
      for (const refused of responses.filter((response) => response.statusCode === 409)) expect(refused.json().code).toBe('BET_ROLLED_BACK');
      expect(await walletBalance(server.db, player)).toBe(10_000n);
    }
  });
});
