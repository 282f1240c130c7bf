import { afterEach, describe, expect, it } from 'vitest';
import { balanceValueSchema, type BalanceValue } from '@croupier/contract';
import { authed, loginToken, nextIp } from '../../../testing/accounts';
import { fund, houseAccount, memberWallet } from '../../../testing/ledger';
import { newPlayer, trialToken } from '../../../testing/play';
import { FakeClock } from '../../../testing/fake-clock';
import { buildTestApp, send, useTestServer } from '../../../testing/test-app';
import { DEMO_PASSWORD } from '../accounts';
import { CATALOGUE_TTL_MS } from '../games';
import { assertLedgerConsistent, balanceOf } from '../ledger';

/** 10,000.00 BDT, the demo members' and free play's opening balance in both brands' currency. */
const TEN_THOUSAND_BDT_MINOR = 1_000_000;

describe('wallet calls', () => {
  // moved forward only to let the catalogue copy of this process expire
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  afterEach(async () => assertLedgerConsistent(server.db));

  const balanceOfToken = async (brand: string, token: string): Promise<BalanceValue> => {
    const response = await authed(server.app, brand, token, { url: '/wps/v2/wallets/balance' });
    expect(response.statusCode, response.body).toBe(200);
    return balanceValueSchema.parse(response.json().value);
  };
  const transfer = (token: string, body: Record<string, unknown>, brand = 'shonali') =>
    authed(server.app, brand, token, { method: 'POST', url: '/wps/relay/GCS_walletTransfer', payload: body });
  const vendorOf = async (merchantCode: string, enabled: boolean): Promise<{ vassalage: string; name: string }> => {
    const { rows } = await server.db.query<{ vassalage: string; name: string }>(
      `SELECT v.vassalage, v.name FROM catalogue_vendors v
        WHERE ${enabled ? '' : 'NOT '}EXISTS (SELECT 1 FROM merchant_vendors m WHERE m.merchant_code = $1 AND m.vassalage = v.vassalage)
        ORDER BY v.sort_order LIMIT 1`,
      [merchantCode],
    );
    if (!rows[0]) throw new Error(`no ${enabled ? 'enabled' : 'disabled'} vendor for ${merchantCode}`);
    return rows[0];
  };

  it('tells without a login whether the brand has one wallet', async () => {
    const transferBrand = await send(server.app, { url: '/wps/system/merchantWallet', host: 'shonali.localhost' });
    expect(transferBrand.json()).toEqual({ success: true, value: { isSingle: false } });
    const singleBrand = await send(server.app, { url: '/wps/system/merchantWallet', host: 'northstar.localhost' });
    expect(singleBrand.json().value).toEqual({ isSingle: true });
  });

  it('shows a new player an empty main wallet in the brand’s currency', async () => {
    const player = await newPlayer(server.app, 'northstar');
    expect(await balanceOfToken('northstar', player.token)).toEqual({
      balance: 0,
      currency: 'BDT',
      currencySymbol: '৳',
      scale: 2,
      isSingle: true,
      wallets: [{ wallet: 'MAIN', name: 'main', balanceMinor: 0 }],
      demo: false,
    });
  });

  it('gives the demo members their opening balance once, however often the server starts', async () => {
    const token = await loginToken(server.app, { brand: 'shonali', username: 'demo_player', password: DEMO_PASSWORD, ip: nextIp() });
    expect(await balanceOfToken('shonali', token)).toMatchObject({ balance: TEN_THOUSAND_BDT_MINOR, demo: false });
    const restarted = await buildTestApp(server.db);
    await restarted.close();
    expect(await balanceOfToken('shonali', token)).toMatchObject({ balance: TEN_THOUSAND_BDT_MINOR });
    const { rows } = await server.db.query<{ agent: string }>(
      "SELECT id::text AS agent FROM members WHERE merchant_code = 'NORTHSTAR' AND username = 'demo_agent'",
    );
    expect(await balanceOf(server.db, memberWallet(rows[0]?.agent ?? '', 'MAIN', 'NORTHSTAR'))).toBe(BigInt(TEN_THOUSAND_BDT_MINOR));
  });

  it('gives free play a demo balance from DEMO_FUNDS, and no transfers', async () => {
    const demoFundsBefore = await balanceOf(server.db, houseAccount('DEMO_FUNDS'));
    const token = await trialToken(server.app);
    expect(await balanceOfToken('shonali', token)).toMatchObject({ balance: TEN_THOUSAND_BDT_MINOR, demo: true, wallets: [{ wallet: 'MAIN', balanceMinor: TEN_THOUSAND_BDT_MINOR }] });
    expect(await balanceOf(server.db, houseAccount('DEMO_FUNDS'))).toBe(demoFundsBefore - BigInt(TEN_THOUSAND_BDT_MINOR));
    const refused = await transfer(token, { from: 'MAIN', to: (await vendorOf('SHONALI', true)).vassalage, amountMinor: 100, requestId: 'trial-transfer-1' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TRIAL_RESTRICTED');
  });

  it('moves money between the main wallet and a vendor wallet once per request id', async () => {
    const vendor = await vendorOf('SHONALI', true);
    const player = await newPlayer(server.app, 'shonali');
    await fund(server.db, memberWallet(player.memberId), 50_000n);

    const moved = await transfer(player.token, { from: 'MAIN', to: vendor.vassalage, amountMinor: 20_000, requestId: 'transfer-0001' });
    expect(moved.statusCode, moved.body).toBe(200);
    const { transferId, balance } = moved.json().value as { transferId: string; balance: BalanceValue };
    expect(balance).toMatchObject({
      balance: 50_000,
      isSingle: false,
      wallets: [
        { wallet: 'MAIN', name: 'main', balanceMinor: 30_000 },
        { wallet: vendor.vassalage, name: vendor.name, balanceMinor: 20_000 },
      ],
    });

    const again = await transfer(player.token, { from: 'MAIN', to: vendor.vassalage, amountMinor: 20_000, requestId: 'transfer-0001' });
    expect(again.json().value).toEqual({ transferId, balance });
    const reused = await transfer(player.token, { from: 'MAIN', to: vendor.vassalage, amountMinor: 5_000, requestId: 'transfer-0001' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const back = await transfer(player.token, { from: vendor.vassalage, to: 'MAIN', amountMinor: 20_000, requestId: 'transfer-0002' });
    expect(back.json().value.balance.wallets).toEqual([
      { wallet: 'MAIN', name: 'main', balanceMinor: 50_000 },
      { wallet: vendor.vassalage, name: vendor.name, balanceMinor: 0 },
    ]);
  });

  it('refuses an overdraft, and money that would go nowhere', async () => {
    const vendor = await vendorOf('SHONALI', true);
    const player = await newPlayer(server.app, 'shonali');
    await fund(server.db, memberWallet(player.memberId), 1_000n);

    const overdraft = await transfer(player.token, { from: 'MAIN', to: vendor.vassalage, amountMinor: 1_001, requestId: 'overdraft-1' });
    expect(overdraft.statusCode).toBe(409);
    expect(overdraft.json().code).toBe('INSUFFICIENT_FUNDS');
    const unknown = await transfer(player.token, { from: 'MAIN', to: 'ZZZ', amountMinor: 10, requestId: 'nowhere-1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('WALLET_NOT_FOUND');
    expect(await balanceOfToken('shonali', player.token)).toMatchObject({ balance: 1_000, wallets: [{ wallet: 'MAIN', balanceMinor: 1_000 }] });
  });

  it('refuses a vendor the brand does not offer, but lets money held there come back', async () => {
    const vendor = await vendorOf('SHONALI', true);
    const player = await newPlayer(server.app, 'shonali');
    const stranger = await newPlayer(server.app, 'shonali');
    await fund(server.db, memberWallet(player.memberId), 1_000n);
    await fund(server.db, memberWallet(stranger.memberId), 1_000n);
    expect((await transfer(player.token, { from: 'MAIN', to: vendor.vassalage, amountMinor: 600, requestId: 'before-disabled-1' })).statusCode).toBe(200);
    const { rows } = await server.db.query<{ sort_order: number }>("DELETE FROM merchant_vendors WHERE merchant_code = 'SHONALI' AND vassalage = $1 RETURNING sort_order", [vendor.vassalage]);
    clock.advance(CATALOGUE_TTL_MS + 1);
    try {
      const disabled = await transfer(player.token, { from: 'MAIN', to: vendor.vassalage, amountMinor: 10, requestId: 'disabled-vendor-1' });
      expect(disabled.statusCode).toBe(404);
      expect(disabled.json().code).toBe('WALLET_NOT_FOUND');
      // a member who never held that wallet has nothing there to take back
      const neverHeld = await transfer(stranger.token, { from: vendor.vassalage, to: 'MAIN', amountMinor: 10, requestId: 'never-held-1' });
      expect(neverHeld.statusCode).toBe(404);
      expect(neverHeld.json().code).toBe('WALLET_NOT_FOUND');

      const back = await transfer(player.token, { from: vendor.vassalage, to: 'MAIN', amountMinor: 600, requestId: 'after-disabled-1' });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.json().value.balance.wallets).toEqual([
        { wallet: 'MAIN', name: 'main', balanceMinor: 1_000 },
        // named as the catalogue names it, though the brand no longer offers it
        { wallet: vendor.vassalage, name: vendor.name, balanceMinor: 0 },
      ]);
    } finally {
      await server.db.query("INSERT INTO merchant_vendors (merchant_code, vassalage, sort_order) VALUES ('SHONALI', $1, $2)", [vendor.vassalage, rows[0]?.sort_order]);
      clock.advance(CATALOGUE_TTL_MS + 1);
    }
  });

  it('refuses transfers in a single-wallet brand, and transfers of the wrong shape', async () => {
    const northstar = await newPlayer(server.app, 'northstar');
    const single = await transfer(northstar.token, { from: 'MAIN', to: (await vendorOf('NORTHSTAR', true)).vassalage, amountMinor: 10, requestId: 'single-wallet-1' }, 'northstar');
    expect(single.statusCode).toBe(403);
    expect(single.json().code).toBe('FEATURE_DISABLED');

    const player = await newPlayer(server.app, 'shonali');
    for (const body of [
      { from: 'MAIN', to: 'MAIN', amountMinor: 10, requestId: 'same-wallet-1' },
      { from: 'EVL', to: 'AUR', amountMinor: 10, requestId: 'no-main-wallet-1' },
      { from: 'MAIN', to: 'EVL', amountMinor: 0, requestId: 'zero-amount-1' },
      { from: 'MAIN', to: 'EVL', amountMinor: 1.5, requestId: 'fraction-1' },
      { from: 'MAIN', to: 'EVL', amountMinor: 10, requestId: 'short' },
    ]) {
      const response = await transfer(player.token, body);
      expect(response.json().code, JSON.stringify(body)).toBe('VALIDATION_FAILED');
    }
  });
});
