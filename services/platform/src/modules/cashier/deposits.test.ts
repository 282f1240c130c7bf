import { afterEach, describe, expect, it } from 'vitest';
import { authed } from '../../../testing/accounts';
import { tinyJpeg, tinyPng } from '../../../testing/images';
import { memberWallet } from '../../../testing/ledger';
import { newPlayer, trialToken, type TestPlayer } from '../../../testing/play';
import { repoBrand, send, useTestServer } from '../../../testing/test-app';
import { assertLedgerConsistent, balanceOf } from '../ledger';

const shonali = repoBrand('shonali');
const channels = shonali.cashier?.depositChannels ?? [];
const bkash = channels.find((channel) => channel.code === 'BKASH');
if (!bkash) throw new Error('brands/shonali.json must offer BKASH deposits; these tests are written for it');

let lastRequest = 0;
const requestId = () => {
  lastRequest += 1;
  return `dep-${process.pid}-${lastRequest}-${Math.random().toString(36).slice(2, 8)}`;
};

describe('deposits by manual transfer', () => {
  const server = useTestServer();
  afterEach(async () => assertLedgerConsistent(server.db));

  const deposit = (player: TestPlayer, body: Record<string, unknown>) =>
    authed(server.app, 'shonali', player.token, { method: 'POST', url: '/wps/cashier/deposits', payload: body });
  const goodDeposit = (player: TestPlayer, amountMinor = bkash.minMinor, extra: Record<string, unknown> = {}) =>
    deposit(player, { channelCode: 'BKASH', amountMinor, reference: 'TX8A1B2C3D', requestId: requestId(), ...extra });
  const proof = (player: TestPlayer, depositId: string, contentType: string, bytes: Buffer) =>
    authed(server.app, 'shonali', player.token, { method: 'PUT', url: `/wps/cashier/deposits/${depositId}/proof`, payload: { contentType, dataBase64: bytes.toString('base64') } });
  const mainBalance = (player: TestPlayer) => balanceOf(server.db, memberWallet(player.memberId));

  it('lists the brand’s channels with their receiving accounts and what is left of today', async () => {
    const player = await newPlayer(server.app);
    const response = await authed(server.app, 'shonali', player.token, { url: '/wps/cashier/deposit/channels' });
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value.currency).toBe('BDT');
    // a gateway's channel is listed only while its gateway is connected, which this server's is not
    expect(value.channels.map((channel: { code: string }) => channel.code)).toEqual(channels.filter((channel) => channel.kind === 'MANUAL').map((channel) => channel.code));
    expect(value.channels[0]).toMatchObject({ code: 'BKASH', receivingAccount: bkash.receivingAccount, remainingTodayMinor: bkash.dailyMaxMinor });

    expect((await goodDeposit(player, bkash.maxMinor)).statusCode).toBe(200);
    const after = (await authed(server.app, 'shonali', player.token, { url: '/wps/cashier/deposit/channels' })).json().value;
    expect(after.channels[0].remainingTodayMinor).toBe(bkash.dailyMaxMinor - bkash.maxMinor);
  });

  it('keeps a deposit pending and the wallet unchanged until an operator confirms it', async () => {
    const player = await newPlayer(server.app);
    const response = await goodDeposit(player, 50_000);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.deposit).toMatchObject({ channelCode: 'BKASH', channelName: 'bKash', amountMinor: 50_000, reference: 'TX8A1B2C3D', status: 'PENDING', hasProof: false });
    expect(await mainBalance(player)).toBe(0n);
    const list = (await authed(server.app, 'shonali', player.token, { url: '/wps/cashier/deposits' })).json().value;
    expect(list.deposits).toHaveLength(1);
    expect(list.deposits[0].depositId).toBe(response.json().value.deposit.depositId);
  });

  it('answers the same request id with the first deposit, and refuses it for another request', async () => {
    const player = await newPlayer(server.app);
    const body = { channelCode: 'BKASH', amountMinor: 30_000, reference: 'REF-0001', requestId: requestId() };
    const first = await deposit(player, body);
    const again = await deposit(player, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().value.deposit.depositId).toBe(first.json().value.deposit.depositId);
    const other = await deposit(player, { ...body, amountMinor: 40_000 });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const list = (await authed(server.app, 'shonali', player.token, { url: '/wps/cashier/deposits' })).json().value;
    expect(list.deposits).toHaveLength(1);
  });

  it('refuses bad amounts, references and channels with the field that is wrong', async () => {
    const player = await newPlayer(server.app);
    const refused = async (extra: Record<string, unknown>, code: string, field: string) => {
      const response = await goodDeposit(player, bkash.minMinor, extra);
      expect(response.json().code, response.body).toBe(code);
      expect(response.json().fields?.map((each: { field: string }) => each.field)).toContain(field);
    };
    await refused({ amountMinor: -100 }, 'VALIDATION_FAILED', 'amountMinor');
    await refused({ amountMinor: 0 }, 'VALIDATION_FAILED', 'amountMinor');
    await refused({ amountMinor: 250.5 }, 'VALIDATION_FAILED', 'amountMinor');
    await refused({ amountMinor: '50000' }, 'VALIDATION_FAILED', 'amountMinor');
    await refused({ amountMinor: 2 ** 60 }, 'VALIDATION_FAILED', 'amountMinor');
    await refused({ amountMinor: bkash.minMinor - 1 }, 'CASHIER_LIMIT', 'amountMinor');
    await refused({ amountMinor: bkash.maxMinor + 1 }, 'CASHIER_LIMIT', 'amountMinor');
    await refused({ reference: 'ab' }, 'VALIDATION_FAILED', 'reference');
    await refused({ reference: '<script>x</script>' }, 'VALIDATION_FAILED', 'reference');
    await refused({ reference: 'x'.repeat(65) }, 'VALIDATION_FAILED', 'reference');
    await refused({ channelCode: 'PAYPAL' }, 'CHANNEL_NOT_FOUND', 'channelCode');
    await refused({ requestId: 'short' }, 'VALIDATION_FAILED', 'requestId');
    const extraField = await goodDeposit(player, bkash.minMinor, { memberId: '1' });
    expect(extraField.json().code).toBe('VALIDATION_FAILED');
    const list = (await authed(server.app, 'shonali', player.token, { url: '/wps/cashier/deposits' })).json().value;
    expect(list.deposits).toHaveLength(0);
  });

  it('holds the daily limit even when requests arrive together', async () => {
    const player = await newPlayer(server.app);
    // three of these fit in a day, the fourth would pass it
    const each = Math.floor(bkash.dailyMaxMinor / 3.5);
    const answers = await Promise.all(Array.from({ length: 6 }, () => goodDeposit(player, each)));
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : answer.json().code));
    expect(codes.filter((code) => code === 'ok')).toHaveLength(3);
    expect(codes.filter((code) => code === 'CASHIER_LIMIT')).toHaveLength(3);
    const refusal = answers.find((answer) => answer.statusCode !== 200)?.json();
    expect(refusal.message).toMatch(/left of today’s bKash limit/);
  });

  it('takes a receipt photo by its content and refuses disguised, cut-off or foreign ones', async () => {
    const player = await newPlayer(server.app);
    const depositId = (await goodDeposit(player)).json().value.deposit.depositId as string;
    const png = await proof(player, depositId, 'image/png', tinyPng());
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json().value.deposit.hasProof).toBe(true);
    const replaced = await proof(player, depositId, 'image/jpeg', tinyJpeg());
    expect(replaced.statusCode, replaced.body).toBe(200);
    const { rows } = await server.db.query<{ content_type: string }>('SELECT content_type FROM cashier_deposit_proofs WHERE deposit_id = $1::bigint', [depositId]);
    expect(rows).toEqual([{ content_type: 'image/jpeg' }]);

    const disguised = await proof(player, depositId, 'image/png', Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(disguised.json().code).toBe('PROOF_INVALID');
    const wrongType = await proof(player, depositId, 'image/png', tinyJpeg());
    expect(wrongType.json().code).toBe('PROOF_INVALID');
    const gif = await proof(player, depositId, 'image/gif', tinyPng());
    expect(gif.json().code).toBe('VALIDATION_FAILED');
    const stranger = await newPlayer(server.app);
    const foreign = await proof(stranger, depositId, 'image/png', tinyPng());
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('DEPOSIT_NOT_FOUND');
    const unknown = await proof(player, '999999999', 'image/png', tinyPng());
    expect(unknown.json().code).toBe('DEPOSIT_NOT_FOUND');
  });

  it('refuses a receipt over 5 MB before reading it whole', async () => {
    const player = await newPlayer(server.app);
    const depositId = (await goodDeposit(player)).json().value.deposit.depositId as string;
    const big = Buffer.alloc(6 * 1024 * 1024, 0xff);
    const response = await proof(player, depositId, 'image/jpeg', big);
    expect([400, 413]).toContain(response.statusCode);
    expect(['PAYLOAD_TOO_LARGE', 'VALIDATION_FAILED']).toContain(response.json().code);
    const { rows } = await server.db.query('SELECT 1 FROM cashier_deposit_proofs WHERE deposit_id = $1::bigint', [depositId]);
    expect(rows).toHaveLength(0);
  });

  it('is for true accounts only: free play and guests are refused', async () => {
    const trial = await trialToken(server.app);
    const asTrial = await authed(server.app, 'shonali', trial, { url: '/wps/cashier/deposit/channels' });
    expect(asTrial.json().code).toBe('TRIAL_RESTRICTED');
    const guest = await send(server.app, { method: 'POST', url: '/wps/cashier/deposits', host: 'shonali.localhost', payload: { channelCode: 'BKASH', amountMinor: 50_000, reference: 'TX1234', requestId: requestId() } });
    expect(guest.statusCode).toBe(401);
  });

  it('keeps a decided deposit as it was decided, in the database itself', async () => {
    const player = await newPlayer(server.app);
    const depositId = (await goodDeposit(player)).json().value.deposit.depositId as string;
    await expect(server.db.query('UPDATE cashier_deposits SET amount_minor = 1 WHERE id = $1::bigint', [depositId])).rejects.toThrow(/keeps what the player asked for/);
    await expect(server.db.query('DELETE FROM cashier_deposits WHERE id = $1::bigint', [depositId])).rejects.toThrow(/cannot be deleted/);
  });
});
