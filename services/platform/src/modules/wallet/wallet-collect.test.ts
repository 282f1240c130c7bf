import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { BalanceValue } from '@croupier/contract';
import { openPostgresDatabase } from '../../db/postgres-database';
import { authed } from '../../../testing/accounts';
import { fund, memberWallet } from '../../../testing/ledger';
import { launch, newPlayer, setEngine, someGame, trialToken, type TestPlayer } from '../../../testing/play';
import { buildTestApp, useTestServer } from '../../../testing/test-app';
import type { Queryable } from '../../db/database';
import { assertLedgerConsistent, balanceOf } from '../ledger';

interface CollectAnswer {
  transferId: string | null;
  movedMinor: number;
  balance: BalanceValue;
}

const walletsOf = (balance: BalanceValue) => Object.fromEntries(balance.wallets.map((wallet) => [wallet.wallet, wallet.balanceMinor]));


describe('bringing game wallets back to main', () => {
  const server = useTestServer();
  afterEach(async () => assertLedgerConsistent(server.db));
  let vendors: string[] = [];
  beforeAll(async () => {
    const { rows } = await server.db.query<{ vassalage: string }>(
      "SELECT vassalage FROM merchant_vendors WHERE merchant_code = 'SHONALI' AND vassalage <> 'BGS' ORDER BY sort_order LIMIT 2",
    );
    vendors = rows.map((row) => row.vassalage);
    expect(vendors).toHaveLength(2);
  });

  const transfer = (app: FastifyInstance, player: TestPlayer, body: Record<string, unknown>) =>
    authed(app, 'shonali', player.token, { method: 'POST', url: '/wps/relay/GCS_walletTransfer', payload: body });
  const collect = (app: FastifyInstance, player: TestPlayer, body: Record<string, unknown>) =>
    authed(app, 'shonali', player.token, { method: 'POST', url: '/wps/v2/wallets/collect', payload: body });
  const collected = async (app: FastifyInstance, player: TestPlayer, body: Record<string, unknown>): Promise<CollectAnswer> => {
    const response = await collect(app, player, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as CollectAnswer;
  };
  const moveIn = async (player: TestPlayer, wallet: string, amountMinor: number, requestId: string) => {
    const response = await transfer(server.app, player, { from: 'MAIN', to: wallet, amountMinor, requestId });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('brings one game wallet back to main once per request id, and an empty one still spends its id', async () => {
    const [game = ''] = vendors;
    const player = await newPlayer(server.app, 'shonali');
    await fund(server.db, memberWallet(player.memberId), 50_000n);
    await moveIn(player, game, 20_000, 'launch-in-0001');

    const first = await collected(server.app, player, { wallet: game, requestId: 'leave-game-0001' });
    expect(first.movedMinor).toBe(20_000);
    expect(walletsOf(first.balance)).toEqual({ MAIN: 50_000, [game]: 0 });
    expect(await collected(server.app, player, { wallet: game, requestId: 'leave-game-0001' })).toEqual(first);
    const reused = await collect(server.app, player, { requestId: 'leave-game-0001' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const empty = await collected(server.app, player, { wallet: game, requestId: 'leave-game-0002' });
    expect(empty.movedMinor).toBe(0);
    expect(empty.transferId).not.toBeNull();
    // the next launch fills the wallet; a late copy of the empty collect must not take that away
    await moveIn(player, game, 7_500, 'launch-in-0002');
    const late = await collected(server.app, player, { wallet: game, requestId: 'leave-game-0002' });
    expect(late.transferId).toBe(empty.transferId);
    expect(late.movedMinor).toBe(0);
    expect(walletsOf(late.balance)).toEqual({ MAIN: 42_500, [game]: 7_500 });
  });

  it('brings every game wallet back in one posting, leaving the others of a one-wallet collect alone', async () => {
    const [first = '', second = ''] = vendors;
    const player = await newPlayer(server.app, 'shonali');
    await fund(server.db, memberWallet(player.memberId), 10_000n);
    await moveIn(player, first, 3_000, 'fill-first-0001');
    await moveIn(player, second, 4_000, 'fill-second-0001');

    const one = await collected(server.app, player, { wallet: first, requestId: 'leave-first-0001' });
    expect(walletsOf(one.balance)).toEqual({ MAIN: 6_000, [first]: 0, [second]: 4_000 });
    await moveIn(player, first, 1_000, 'fill-first-0002');
    const all = await collected(server.app, player, { requestId: 'bring-back-0001' });
    expect(all.movedMinor).toBe(5_000);
    expect(walletsOf(all.balance)).toEqual({ MAIN: 10_000, [first]: 0, [second]: 0 });
  });

  it('moves nothing for a player who never used a game wallet, spending the request id all the same, and refuses a wallet that does not exist', async () => {
    const player = await newPlayer(server.app, 'shonali');
    const none = await collected(server.app, player, { requestId: 'bring-back-none-1' });
    expect(none).toMatchObject({ transferId: expect.any(String), movedMinor: 0 });
    // sent again, it answers the same posting
    expect(await collected(server.app, player, { requestId: 'bring-back-none-1' })).toMatchObject({ transferId: none.transferId, movedMinor: 0 });
    const unknown = await collect(server.app, player, { wallet: 'ZZZ', requestId: 'unknown-wallet-1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('WALLET_NOT_FOUND');
    const main = await collect(server.app, player, { wallet: 'MAIN', requestId: 'main-wallet-01' });
    expect(main.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses free play and single-wallet brands', async () => {
    const northstar = await newPlayer(server.app, 'northstar');
    const single = await authed(server.app, 'northstar', northstar.token, { method: 'POST', url: '/wps/v2/wallets/collect', payload: { requestId: 'single-wallet-01' } });
    expect(single.statusCode).toBe(403);
    expect(single.json().code).toBe('FEATURE_DISABLED');
    const trial = await authed(server.app, 'shonali', await trialToken(server.app), { method: 'POST', url: '/wps/v2/wallets/collect', payload: { requestId: 'free-play-0001' } });
    expect(trial.statusCode).toBe(403);
    expect(trial.json().code).toBe('TRIAL_RESTRICTED');
  });

  it('names the game wallet a transfer-wallet launch plays against, and MAIN in a single-wallet brand', async () => {
    const slot = await someGame(server.app, 'shonali', 'RNG');
    await setEngine(server.app, slot.vassalage, 'http://127.0.0.1:9/launch');
    const player = await newPlayer(server.app, 'shonali');
    const launched = await launch(server.app, 'shonali', player.token, slot);
    expect(launched.statusCode, launched.body).toBe(200);
    expect(launched.json().value).toMatchObject({ status: 'ready', wallet: slot.vassalage });

    const northstarSlot = await someGame(server.app, 'northstar', 'RNG');
    await setEngine(server.app, northstarSlot.vassalage, 'http://127.0.0.1:9/launch');
    const northstar = await newPlayer(server.app, 'northstar');
    expect((await launch(server.app, 'northstar', northstar.token, northstarSlot)).json().value).toMatchObject({ status: 'ready', wallet: 'MAIN' });
  });

  it('answers a replay the same from a restarted server and from a second instance on the same database', async () => {
    const [game = ''] = vendors;
    const player = await newPlayer(server.app, 'shonali');
    await fund(server.db, memberWallet(player.memberId), 9_000n);
    await moveIn(player, game, 9_000, 'launch-in-restart-1');
    const first = await collected(server.app, player, { wallet: game, requestId: 'leave-restart-0001' });
    const restarted = await buildTestApp(server.db);
    try {
      expect(await collected(restarted, player, { wallet: game, requestId: 'leave-restart-0001' })).toEqual(first);
    } finally {
      await restarted.close();
    }
    const url = process.env.TEST_DATABASE_URL ? await databaseUrlOf(server.db) : null;
    if (url === null) return;
    const secondPool = openPostgresDatabase(url, () => {});
    const second = await buildTestApp(secondPool);
    try {
      await moveIn(player, game, 4_000, 'launch-in-second-1');
      // the same collect sent to both instances at once moves the money once
      const [a, b] = await Promise.all([
        collected(server.app, player, { wallet: game, requestId: 'leave-second-0001' }),
        collected(second, player, { wallet: game, requestId: 'leave-second-0001' }),
      ]);
      expect(a).toEqual(b);
      expect(a.movedMinor).toBe(4_000);
      expect(await balanceOf(server.db, memberWallet(player.memberId))).toBe(9_000n);
    } finally {
      await second.close();
      await secondPool.close();
    }
  });
});

/** The URL of the test file's own database on the Postgres server TEST_DATABASE_URL names. */
async function databaseUrlOf(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ name: string }>('SELECT current_database() AS name');
  const base = new URL(process.env.TEST_DATABASE_URL ?? '');
  base.pathname = `/${rows[0]?.name ?? ''}`;
  return base.toString();
}
