import { afterEach, describe, expect, it } from 'vitest';
import { seamlessBet, seamlessRollback, seamlessWin } from '@croupier/contract';
import { FakeClock } from '../../../testing/fake-clock';
import { useTestServer } from '../../../testing/test-app';
import { assertLedgerConsistent } from '../ledger';
import { authenticated, fundWallet, launchedPlayer, registerTestProviders, signedCall, walletBalance, type GameSession } from './seamless-testing';

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-moves-${(sequence += 1)}`;

/**
 * A provider's movement takes the ledger's fast two-leg way (ledger_post_pair: a lock and a claim) when
 * its accounts are open and the stake is covered, and goes the general way through ledger_post
 * otherwise (migration 0014, decision 0037). Here ledger_post is swapped for one that refuses to run,
 * so a call that succeeds did not use it, and one that stops on it did.
 */
describe('a provider movement on open accounts takes the ledger fast way, not ledger_post', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const now = () => clock.nowMs();
  afterEach(async () => {
    await restoreLedgerPost();
    await assertLedgerConsistent(server.db);
  });

  let ledgerPostDefinition: string | undefined;
  async function refuseLedgerPost() {
    const { rows } = await server.db.query<{ definition: string }>(`SELECT pg_get_functiondef('ledger_post'::regproc) AS definition`);
    ledgerPostDefinition = rows[0]?.definition;
    await server.db.query(`DO $$
      DECLARE v_definition text := pg_get_functiondef('ledger_post'::regproc);
      BEGIN
        EXECUTE regexp_replace(v_definition, 'AS \\$function\\$.*\\$function\\$', 'AS $function$ BEGIN RAISE EXCEPTION ''ledger_post was called''; END; $function$');
      END $$`);
  }
  async function restoreLedgerPost() {
    if (ledgerPostDefinition) await server.db.query(ledgerPostDefinition);
    ledgerPostDefinition = undefined;
  }

  async function playing(fundedMinor: bigint) {
    await registerTestProviders(server.db, now());
    const player = await launchedPlayer(server.app, 'northstar', now);
    if (fundedMinor > 0n) await fundWallet(server.db, player, fundedMinor);
    return { player, session: await authenticated(server.app, player.launchToken, now()) };
  }
  const bet = (session: GameSession, amountMinor: number, roundId: string, transactionId = nextId('bet')) =>
    signedCall(server.app, seamlessBet, { ...session, transactionId, roundId, amountMinor }, { timestampMs: now() });
  const win = (session: GameSession, roundId: string, amountMinor: number) =>
    signedCall(
      server.app,
      seamlessWin,
      { playerId: session.playerId, gameCode: session.gameCode, transactionId: nextId('win'), roundId, amountMinor, roundClosed: true },
      { timestampMs: now() },
    );
  const rollback = (session: GameSession, roundId: string, rolledBackTransactionId: string) =>
    signedCall(
      server.app,
      seamlessRollback,
      { playerId: session.playerId, gameCode: session.gameCode, transactionId: nextId('rollback'), roundId, rolledBackTransactionId },
      { timestampMs: now() },
    );
  const statusOf = async (transactionId: string) =>
    (await server.db.query<{ status: string }>('SELECT status FROM provider_transactions WHERE transaction_id = $1', [transactionId])).rows.map((row) => row.status);

  it('bets, wins and returns stakes through ledger_post_pair once the accounts are open', async () => {
    const { player, session } = await playing(10_000n);
    // the first bet may open the house shard of this member: the general way, with ledger_post as it is
    expect((await bet(session, 100, nextId('round'))).statusCode).toBe(200);

    await refuseLedgerPost();
    const round = nextId('round');
    const stake = await bet(session, 2_500, round);
    expect(stake.statusCode, stake.body).toBe(200);
    expect(stake.json().value.balanceMinor).toBe(7_400);
    const paid = await win(session, round, 4_000);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value.balanceMinor).toBe(11_400);

    const returned = nextId('round');
    const betId = nextId('bet');
    expect((await bet(session, 1_000, returned, betId)).statusCode).toBe(200);
    const back = await rollback(session, returned, betId);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().value.balanceMinor).toBe(11_400);
    expect(await statusOf(betId)).toEqual(['ROLLED_BACK']);
    expect(await walletBalance(server.db, player)).toBe(11_400n);
  });

  it('goes the general way for a wallet not opened yet, and for a stake the wallet does not cover', async () => {
    const { session: unfunded } = await playing(0n);
    const { session: funded } = await playing(1_000n);
    expect((await bet(funded, 100, nextId('round'))).statusCode).toBe(200);

    await refuseLedgerPost();
    const unopened = await bet(unfunded, 100, nextId('round'));
    expect(unopened.statusCode).toBe(500);
    const overdraft = await bet(funded, 5_000, nextId('round'));
    expect(overdraft.statusCode).toBe(500);

    await restoreLedgerPost();
    for (const refused of [await bet(unfunded, 100, nextId('round')), await bet(funded, 5_000, nextId('round'))]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('INSUFFICIENT_FUNDS');
    }
  });
});
