import { afterEach, describe, expect, it } from 'vitest';
import { authed } from '../../../testing/accounts';
import { pngWithText, tinyPng } from '../../../testing/images';
import { houseAccount, memberWallet } from '../../../testing/ledger';
import { asOperator, newOperator, type TestOperator } from '../../../testing/operators';
import { newPlayer, type TestPlayer } from '../../../testing/play';
import { repoBrand, send, useTestServer } from '../../../testing/test-app';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { DEPOSIT_POSTING_SOURCE } from './deposit-posting';

const shonali = repoBrand('shonali');
const threshold = shonali.cashier?.secondApprovalAboveMinor ?? 0;
if (threshold <= 20_000) throw new Error('brands/shonali.json must ask a second approval above 200.00; these tests are written for it');

let lastRequest = 0;

describe('the cashier desk', () => {
  const server = useTestServer();
  afterEach(async () => assertLedgerConsistent(server.db));

  const askDeposit = async (player: TestPlayer, amountMinor: number): Promise<string> => {
    lastRequest += 1;
    const response = await authed(server.app, 'shonali', player.token, {
      method: 'POST',
      url: '/wps/cashier/deposits',
      payload: { channelCode: 'BANK_CITY', amountMinor, reference: `CITY-${lastRequest}`, requestId: `desk-${process.pid}-${lastRequest}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value.deposit.depositId as string;
  };
  const decide = (operator: TestOperator, depositId: string, body: Record<string, unknown>) =>
    asOperator(server.app, operator.token, { method: 'POST', url: `/bo/cashier/deposits/${depositId}/decision`, payload: body });
  const pending = (operator: TestOperator, merchantCode = 'SHONALI', status = 'PENDING') =>
    asOperator(server.app, operator.token, { url: `/bo/cashier/deposits?merchantCode=${merchantCode}&status=${status}` });
  const mainBalance = (player: TestPlayer) => balanceOf(server.db, memberWallet(player.memberId));
  const postingsOf = async (depositId: string) => {
    const { rows } = await server.db.query('SELECT id FROM ledger_postings WHERE source = $1 AND idempotency_key = $2', [DEPOSIT_POSTING_SOURCE, depositId]);
    return rows.length;
  };
  const auditOf = async (depositId: string) => {
    const { rows } = await server.db.query<{ action: string; operator_id: string; reason: string | null }>(
      'SELECT action, operator_id::text AS operator_id, reason FROM operator_audit WHERE subject = $1 ORDER BY id',
      [`deposit:${depositId}`],
    );
    return rows;
  };

  it('lists a brand’s pending deposits oldest first, with who asked', async () => {
    const cashier = await newOperator(server.app);
    const player = await newPlayer(server.app);
    const first = await askDeposit(player, 100_000);
    const second = await askDeposit(player, 120_000);
    const response = await pending(cashier);
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json().value.deposits.map((deposit: { depositId: string }) => deposit.depositId);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(response.json().value.deposits.find((deposit: { depositId: string }) => deposit.depositId === first)).toMatchObject({
      username: player.username,
      memberId: player.memberId,
      amountMinor: 100_000,
      channelName: 'City Bank',
      needsSecondApproval: false,
      firstApprover: null,
    });
  });

  it('credits the main wallet from the cashier account once, when a deposit is approved', async () => {
    const cashier = await newOperator(server.app);
    const player = await newPlayer(server.app);
    const depositId = await askDeposit(player, 150_000);
    const cashierBefore = await balanceOf(server.db, houseAccount('CASHIER'));

    const approved = await decide(cashier, depositId, { decision: 'APPROVE' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value.deposit).toMatchObject({ status: 'CONFIRMED', decidedBy: cashier.username });
    expect(await mainBalance(player)).toBe(150_000n);
    expect(await balanceOf(server.db, houseAccount('CASHIER'))).toBe(cashierBefore - 150_000n);

    const again = await decide(cashier, depositId, { decision: 'APPROVE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_DECIDED');
    const late = await decide(await newOperator(server.app), depositId, { decision: 'REJECT', reason: 'changed my mind' });
    expect(late.json().code).toBe('ALREADY_DECIDED');
    expect(await mainBalance(player)).toBe(150_000n);
    expect(await postingsOf(depositId)).toBe(1);
    expect((await auditOf(depositId)).map((entry) => entry.action)).toEqual(['deposit.confirm']);

    const seen = (await authed(server.app, 'shonali', player.token, { url: '/wps/cashier/deposits' })).json().value.deposits[0];
    expect(seen).toMatchObject({ depositId, status: 'CONFIRMED' });
  });

  it('credits once when two operators approve at the same moment', async () => {
    const [one, two] = [await newOperator(server.app), await newOperator(server.app)];
    const player = await newPlayer(server.app);
    const depositId = await askDeposit(player, 180_000);
    const answers = await Promise.all([decide(one, depositId, { decision: 'APPROVE' }), decide(two, depositId, { decision: 'APPROVE' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await mainBalance(player)).toBe(180_000n);
    expect(await postingsOf(depositId)).toBe(1);
  });

  it('rejects with a reason the player reads, and moves no money', async () => {
    const cashier = await newOperator(server.app);
    const player = await newPlayer(server.app);
    const depositId = await askDeposit(player, 110_000);
    const noReason = await decide(cashier, depositId, { decision: 'REJECT' });
    expect(noReason.json().code).toBe('VALIDATION_FAILED');
    expect(noReason.json().fields).toEqual([expect.objectContaining({ field: 'reason' })]);
    const rejected = await decide(cashier, depositId, { decision: 'REJECT', reason: 'No transfer with this reference arrived' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await mainBalance(player)).toBe(0n);
    expect(await postingsOf(depositId)).toBe(0);
    const seen = (await authed(server.app, 'shonali', player.token, { url: '/wps/cashier/deposits' })).json().value.deposits[0];
    expect(seen).toMatchObject({ status: 'REJECTED', reason: 'No transfer with this reference arrived' });
    expect(await auditOf(depositId)).toEqual([{ action: 'deposit.reject', operator_id: cashier.id, reason: 'No transfer with this reference arrived' }]);
    // a rejected request does not use up the day's limit
    const left = (await authed(server.app, 'shonali', player.token, { url: '/wps/cashier/deposit/channels' })).json().value.channels;
    expect(left.find((channel: { code: string }) => channel.code === 'BANK_CITY').remainingTodayMinor).toBe(shonali.cashier?.depositChannels.find((c) => c.code === 'BANK_CITY')?.dailyMaxMinor);
  });

  it('needs a second operator above the brand’s threshold: the first approval alone moves nothing', async () => {
    const [maker, checker] = [await newOperator(server.app), await newOperator(server.app, 'SUPERVISOR')];
    const player = await newPlayer(server.app);
    const depositId = await askDeposit(player, threshold + 100);

    const first = await decide(maker, depositId, { decision: 'APPROVE' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.deposit).toMatchObject({ status: 'PENDING', needsSecondApproval: true, firstApprover: maker.username });
    expect(await mainBalance(player)).toBe(0n);

    const twice = await decide(maker, depositId, { decision: 'APPROVE' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('SECOND_APPROVER_REQUIRED');
    expect(await mainBalance(player)).toBe(0n);

    const second = await decide(checker, depositId, { decision: 'APPROVE' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().value.deposit).toMatchObject({ status: 'CONFIRMED', firstApprover: maker.username, decidedBy: checker.username });
    expect(await mainBalance(player)).toBe(BigInt(threshold + 100));
    expect((await auditOf(depositId)).map((entry) => [entry.action, entry.operator_id])).toEqual([
      ['deposit.firstApproval', maker.id],
      ['deposit.confirm', checker.id],
    ]);
  });

  it('keeps the two approvers apart in the database too', async () => {
    const maker = await newOperator(server.app);
    const player = await newPlayer(server.app);
    const depositId = await askDeposit(player, threshold + 200);
    await decide(maker, depositId, { decision: 'APPROVE' });
    await expect(
      server.db.query(
        `UPDATE cashier_deposits SET status = 'CONFIRMED', decided_by = first_approver_id, decided_at = now(), posting_id = (SELECT max(id) FROM ledger_postings) WHERE id = $1::bigint`,
        [depositId],
      ),
    ).rejects.toThrow(/cashier_deposits_two_approvers/);
    expect(await mainBalance(player)).toBe(0n);
  });

  it('shows an operator only the brands they work on', async () => {
    const northstarOnly = await newOperator(server.app, 'CASHIER', ['NORTHSTAR']);
    const player = await newPlayer(server.app);
    const depositId = await askDeposit(player, 100_000);
    const list = await pending(northstarOnly, 'SHONALI');
    expect(list.statusCode).toBe(403);
    const approve = await decide(northstarOnly, depositId, { decision: 'APPROVE' });
    expect(approve.statusCode).toBe(404);
    expect(approve.json().code).toBe('DEPOSIT_NOT_FOUND');
    const photo = await asOperator(server.app, northstarOnly.token, { url: `/bo/cashier/deposits/${depositId}/proof` });
    expect(photo.statusCode).toBe(404);
    expect(await mainBalance(player)).toBe(0n);
  });

  it('shows the receipt photo to operators only, as the image its content proved, re-encoded without what it carried', async () => {
    const cashier = await newOperator(server.app);
    const player = await newPlayer(server.app);
    const depositId = await askDeposit(player, 100_000);
    const none = await asOperator(server.app, cashier.token, { url: `/bo/cashier/deposits/${depositId}/proof` });
    expect(none.statusCode).toBe(404);
    const uploaded = pngWithText();
    const put = await authed(server.app, 'shonali', player.token, { method: 'PUT', url: `/wps/cashier/deposits/${depositId}/proof`, payload: { contentType: 'image/png', dataBase64: uploaded.toString('base64') } });
    expect(put.statusCode, put.body).toBe(200);

    const photo = await asOperator(server.app, cashier.token, { url: `/bo/cashier/deposits/${depositId}/proof` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.rawPayload.subarray(0, 8).equals(tinyPng().subarray(0, 8))).toBe(true);
    expect(photo.rawPayload.equals(uploaded)).toBe(false);
    expect(photo.rawPayload.includes(Buffer.from('<?php'))).toBe(false);
    expect(photo.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    const { rows } = await server.db.query<{ bytes: Buffer }>('SELECT bytes FROM cashier_deposit_proofs WHERE deposit_id = $1::bigint', [depositId]);
    expect(rows[0]?.bytes.includes(Buffer.from('<?php'))).toBe(false);
    const anonymous = await send(server.app, { url: `/bo/cashier/deposits/${depositId}/proof` });
    expect(anonymous.statusCode).toBe(401);
    const asPlayer = await authed(server.app, 'shonali', player.token, { url: `/bo/cashier/deposits/${depositId}/proof` });
    expect(asPlayer.statusCode).toBe(401);
  });

  it('refuses bad decisions and unknown deposits clearly', async () => {
    const cashier = await newOperator(server.app);
    const player = await newPlayer(server.app);
    const depositId = await askDeposit(player, 100_000);
    expect((await decide(cashier, depositId, { decision: 'MAYBE' })).json().code).toBe('VALIDATION_FAILED');
    expect((await decide(cashier, depositId, { decision: 'REJECT', reason: 'x'.repeat(201) })).json().code).toBe('VALIDATION_FAILED');
    expect((await decide(cashier, '0', { decision: 'APPROVE' })).json().code).toBe('VALIDATION_FAILED');
    expect((await decide(cashier, '987654321', { decision: 'APPROVE' })).json().code).toBe('DEPOSIT_NOT_FOUND');
    expect((await pending(cashier, 'NOBRAND')).statusCode).toBe(404);
    expect((await pending(cashier, 'SHONALI', 'LOST')).json().code).toBe('VALIDATION_FAILED');
    expect(await mainBalance(player)).toBe(0n);
  });
});
