import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_HEADERS } from '@croupier/contract';
import { REPO_ROOT } from '../../config';
import { authed } from '../../../testing/accounts';
import { memberWallet } from '../../../testing/ledger';
import { asOperator, newOperator } from '../../../testing/operators';
import { newPlayer, type TestPlayer } from '../../../testing/play';
import { useTestServer } from '../../../testing/test-app';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { DEPOSIT_POSTING_SOURCE } from './deposit-posting';
import { noticeSignatureOf } from './gateway-notices';
import { registerGateway } from './gateway-settings';

const GATEWAY_DIR = path.join(REPO_ROOT, 'services', 'demo-gateway');
const SECRET = randomBytes(32).toString('hex');

/** Starts services/demo-gateway as its own process, as `pnpm start` does, and waits for its address. */
function startGateway(platformUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(GATEWAY_DIR, 'src', 'main.ts'), [], {
    cwd: GATEWAY_DIR,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, GATEWAY_PORT: '0', GATEWAY_CODE: 'DEMOPAY', GATEWAY_SECRET: SECRET, PLATFORM_URL: platformUrl, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message.type === 'listening' && message.url) resolve({ child, url: message.url });
    });
    child.on('exit', (code) => reject(new Error(`the demo gateway exited with ${code} before it listened`)));
  });
}

let lastRequest = 0;

describe('deposits through a payment gateway', () => {
  const server = useTestServer();
  let gateway: { child: ChildProcess; url: string };
  let platformUrl: string;

  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    platformUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    gateway = await startGateway(platformUrl);
    await registerGateway(server.db, { code: 'DEMOPAY', secret: SECRET, checkoutUrl: gateway.url }, Date.now());
  }, 60_000);
  afterAll(() => {
    gateway?.child.kill('SIGTERM');
  });
  afterEach(async () => assertLedgerConsistent(server.db));

  const askGatewayDeposit = async (player: TestPlayer, amountMinor: number) => {
    lastRequest += 1;
    const response = await authed(server.app, 'shonali', player.token, {
      method: 'POST',
      url: '/wps/cashier/deposits',
      payload: { channelCode: 'DEMOPAY', amountMinor, requestId: `gw-${process.pid}-${lastRequest}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as { deposit: { depositId: string; status: string }; checkoutUrl: string };
  };
  /** Presses a button of the gateway's page, as the browser's form post does. */
  const press = (checkoutUrl: string, button: 'pay' | 'decline') =>
    fetch(`${gateway.url}/checkout/${button}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URL(checkoutUrl).searchParams.toString(),
      redirect: 'manual',
    });
  const sendNotice = (body: Record<string, unknown>, secret = SECRET, timestamp = String(Date.now())) => {
    const raw = JSON.stringify(body);
    return fetch(`${platformUrl}/wps/cashier/gateways/DEMOPAY/notices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [GATEWAY_HEADERS.gateway]: 'DEMOPAY', [GATEWAY_HEADERS.timestamp]: timestamp, [GATEWAY_HEADERS.signature]: noticeSignatureOf(secret, timestamp, raw) },
      body: raw,
    });
  };
  const mainBalance = (player: TestPlayer) => balanceOf(server.db, memberWallet(player.memberId));
  const statusOf = async (depositId: string) => {
    const { rows } = await server.db.query<{ status: string }>('SELECT status FROM cashier_deposits WHERE id = $1::bigint', [depositId]);
    return rows[0]?.status;
  };
  const postingsOf = async (depositId: string) =>
    (await server.db.query('SELECT 1 FROM ledger_postings WHERE source = $1 AND idempotency_key = $2', [DEPOSIT_POSTING_SOURCE, depositId])).rows.length;

  it('credits the wallet once the player pays on the gateway’s page, and sends the player back', async () => {
    const player = await newPlayer(server.app);
    const listed = (await authed(server.app, 'shonali', player.token, { url: '/wps/cashier/deposit/channels' })).json().value.channels;
    expect(listed.find((channel: { code: string }) => channel.code === 'DEMOPAY')).toMatchObject({ kind: 'GATEWAY', method: 'CARD', receivingAccount: null });
    const { deposit, checkoutUrl } = await askGatewayDeposit(player, 150_000);
    expect(deposit.status).toBe('PENDING');
    expect(checkoutUrl.startsWith(`${gateway.url}/checkout?`)).toBe(true);
    const page = await fetch(checkoutUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('BDT 1,500.00');
    expect(await mainBalance(player)).toBe(0n);

    const paid = await press(checkoutUrl, 'pay');
    expect(paid.status).toBe(303);
    // back to the brand's host the deposit was asked on (the tests ask on shonali.localhost, port 80)
    expect(paid.headers.get('location')).toBe(`http://shonali.localhost/member?page=depositv2&deposit=${deposit.depositId}&payment=paid`);
    expect(await statusOf(deposit.depositId)).toBe('CONFIRMED');
    expect(await mainBalance(player)).toBe(150_000n);

    // the button pressed again, and the notice delivered again: still one credit
    expect((await press(checkoutUrl, 'pay')).status).toBe(303);
    expect(await mainBalance(player)).toBe(150_000n);
    expect(await postingsOf(deposit.depositId)).toBe(1);
    const seen = (await authed(server.app, 'shonali', player.token, { url: '/wps/cashier/deposits' })).json().value.deposits[0];
    expect(seen).toMatchObject({ depositId: deposit.depositId, status: 'CONFIRMED', channelKind: 'GATEWAY' });
  });

  it('closes the deposit without money when the player cancels on the gateway’s page', async () => {
    const player = await newPlayer(server.app);
    const { deposit, checkoutUrl } = await askGatewayDeposit(player, 20_000);
    const declined = await press(checkoutUrl, 'decline');
    expect(declined.headers.get('location')).toContain('payment=failed');
    expect(await statusOf(deposit.depositId)).toBe('REJECTED');
    expect(await mainBalance(player)).toBe(0n);
  });

  it('refuses notices not signed with the gateway’s secret, stale ones, and ones for another amount', async () => {
    const player = await newPlayer(server.app);
    const { deposit } = await askGatewayDeposit(player, 30_000);
    const notice = { order: deposit.depositId, status: 'PAID', amountMinor: 30_000, currency: 'BDT', gatewayTransactionId: 'FORGED0001' };
    const forged = await sendNotice(notice, randomBytes(32).toString('hex'));
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { code: string }).code).toBe('SIGNATURE_INVALID');
    expect((await sendNotice(notice, SECRET, String(Date.now() - 10 * 60_000))).status).toBe(401);
    const unsigned = await fetch(`${platformUrl}/wps/cashier/gateways/DEMOPAY/notices`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(notice) });
    expect(unsigned.status).toBe(401);
    const moreMoney = await sendNotice({ ...notice, amountMinor: 3_000_000 });
    expect(moreMoney.status).toBe(400);
    expect(await statusOf(deposit.depositId)).toBe('PENDING');
    expect(await mainBalance(player)).toBe(0n);
  });

  it('takes two deliveries of one notice at the same moment as one payment, and refuses a contradicting one', async () => {
    const player = await newPlayer(server.app);
    const { deposit } = await askGatewayDeposit(player, 40_000);
    const notice = { order: deposit.depositId, status: 'PAID', amountMinor: 40_000, currency: 'BDT', gatewayTransactionId: 'TWICE00001' };
    const answers = await Promise.all([sendNotice(notice), sendNotice(notice)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await mainBalance(player)).toBe(40_000n);
    expect(await postingsOf(deposit.depositId)).toBe(1);
    const contradiction = await sendNotice({ ...notice, status: 'FAILED', gatewayTransactionId: 'OTHER00001' });
    expect(contradiction.status).toBe(409);
    expect(await mainBalance(player)).toBe(40_000n);
  });

  it('lets no notice touch a manual deposit, and no operator decide a gateway’s', async () => {
    const player = await newPlayer(server.app);
    const manual = await authed(server.app, 'shonali', player.token, {
      method: 'POST',
      url: '/wps/cashier/deposits',
      payload: { channelCode: 'BKASH', amountMinor: 50_000, reference: 'TX-MANUAL-1', requestId: `gw-manual-${process.pid}` },
    });
    const manualId = manual.json().value.deposit.depositId as string;
    const onManual = await sendNotice({ order: manualId, status: 'PAID', amountMinor: 50_000, currency: 'BDT', gatewayTransactionId: 'NOTMINE001' });
    expect(onManual.status).toBe(404);
    expect(await statusOf(manualId)).toBe('PENDING');

    const { deposit } = await askGatewayDeposit(player, 25_000);
    const cashier = await newOperator(server.app);
    const byDesk = await asOperator(server.app, cashier.token, { method: 'POST', url: `/bo/cashier/deposits/${deposit.depositId}/decision`, payload: { decision: 'APPROVE' } });
    expect(byDesk.statusCode).toBe(403);
    expect(await mainBalance(player)).toBe(0n);
  });

  it('asks a manual transfer for its reference, and a gateway deposit for none', async () => {
    const player = await newPlayer(server.app);
    const noReference = await authed(server.app, 'shonali', player.token, {
      method: 'POST',
      url: '/wps/cashier/deposits',
      payload: { channelCode: 'BKASH', amountMinor: 50_000, requestId: `gw-noref-${process.pid}` },
    });
    expect(noReference.json().code).toBe('VALIDATION_FAILED');
    expect(noReference.json().fields).toEqual([expect.objectContaining({ field: 'reference' })]);
  });
});
