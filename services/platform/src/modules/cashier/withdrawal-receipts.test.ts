import { afterEach, describe, expect, it } from 'vitest';
import { authed } from '../../../testing/accounts';
import { fundedPlayer, playDice, withdraw } from '../../../testing/cashier';
import { FakeClock } from '../../../testing/fake-clock';
import { tinyPng } from '../../../testing/images';
import { houseAccount, memberWallet } from '../../../testing/ledger';
import { asOperator, newOperator, type TestOperator } from '../../../testing/operators';
import type { TestPlayer } from '../../../testing/play';
import { repoBrand, useTestServer } from '../../../testing/test-app';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { countOverdueReceipts } from './withdrawals';

const minutes = repoBrand('shonali').cashier?.withdrawalConfirmation?.autoReceiptMinutes;
if (!minutes || repoBrand('northstar').cashier?.withdrawalConfirmation) {
  throw new Error('brands/shonali.json must ask for withdrawal receipts and brands/northstar.json must not; these tests are written for that');
}
const MINUTE_MS = 60_000;

describe('withdrawal receipts (SPEC §4 withdrawal confirmation)', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  afterEach(async () => assertLedgerConsistent(server.db));

  const shonaliPlan = { brand: 'shonali', depositChannel: 'BANK_CITY', payout: { channelCode: 'BKASH', accountNumber: '01712345678' } };
  const mainBalance = (player: TestPlayer, merchant = 'SHONALI') => balanceOf(server.db, memberWallet(player.memberId, 'MAIN', merchant));
  const receipt = (player: TestPlayer, withdrawalId: string, body: Record<string, unknown>, brand = 'shonali') =>
    authed(server.app, brand, player.token, { method: 'POST', url: `/wps/cashier/withdrawals/${withdrawalId}/receipt`, payload: body });
  const resolve = (operator: TestOperator, withdrawalId: string, body: Record<string, unknown>) =>
    asOperator(server.app, operator.token, { method: 'POST', url: `/bo/cashier/withdrawals/${withdrawalId}/resolution`, payload: body });

  /** A shonali player's withdrawal of 60,000 that an operator has paid out, now awaiting the player's word. */
  async function paidOut(): Promise<{ player: TestPlayer; withdrawalId: string; cashier: TestOperator }> {
    const { player, accountId } = await fundedPlayer(server.app, { ...shonaliPlan, amountMinor: 200_000 });
    await playDice(server.app, 'shonali', player, 50_000, 4);
    const asked = await withdraw(server.app, 'shonali', player, accountId, 60_000);
    expect(asked.statusCode, asked.body).toBe(200);
    const withdrawalId = asked.json().value.withdrawal.withdrawalId as string;
    const cashier = await newOperator(server.app);
    const paid = await asOperator(server.app, cashier.token, { method: 'POST', url: `/bo/cashier/withdrawals/${withdrawalId}/decision`, payload: { decision: 'PAY' } });
    expect(paid.json().value.withdrawal.status).toBe('AWAITING_RECEIPT');
    return { player, withdrawalId, cashier };
  }

  it('gives back the part that did not arrive, once, when the player says only part came', async () => {
    const { player, withdrawalId, cashier } = await paidOut();
    const before = await mainBalance(player);
    expect((await receipt(player, withdrawalId, { receipt: 'PARTIAL' })).json().fields).toEqual([expect.objectContaining({ field: 'receivedMinor' })]);
    expect((await receipt(player, withdrawalId, { receipt: 'PARTIAL', receivedMinor: 60_000 })).json().code).toBe('VALIDATION_FAILED');
    const partial = await receipt(player, withdrawalId, { receipt: 'PARTIAL', receivedMinor: 20_000 });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json().value.withdrawal).toMatchObject({ status: 'DISPUTED', receipt: 'PARTIAL', receivedMinor: 20_000 });
    expect((await receipt(player, withdrawalId, { receipt: 'RECEIVED' })).json().code).toBe('ALREADY_DECIDED');

    const disputes = await asOperator(server.app, cashier.token, { url: '/bo/cashier/withdrawals?merchantCode=SHONALI&status=DISPUTED' });
    expect(disputes.json().value.withdrawals.map((each: { withdrawalId: string }) => each.withdrawalId)).toContain(withdrawalId);
    const cashierBefore = await balanceOf(server.db, houseAccount('CASHIER'));
    expect((await resolve(cashier, withdrawalId, { resolution: 'RETURN_UNRECEIVED' })).json().code).toBe('VALIDATION_FAILED');
    const settled = await resolve(cashier, withdrawalId, { resolution: 'RETURN_UNRECEIVED', reason: 'Statement shows 200.00 arrived' });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().value.withdrawal).toMatchObject({ status: 'PAID', returnedMinor: 40_000 });
    expect(await mainBalance(player)).toBe(before + 40_000n);
    expect(await balanceOf(server.db, houseAccount('CASHIER'))).toBe(cashierBefore - 40_000n);
    expect((await resolve(cashier, withdrawalId, { resolution: 'RETURN_UNRECEIVED', reason: 'again' })).json().code).toBe('ALREADY_DECIDED');
    expect(await mainBalance(player)).toBe(before + 40_000n);
  });

  it('asks for a photo when nothing arrived, checked by content, and lets the desk find it arrived after all', async () => {
    const { player, withdrawalId, cashier } = await paidOut();
    const before = await mainBalance(player);
    expect((await receipt(player, withdrawalId, { receipt: 'NOT_RECEIVED' })).json().fields).toEqual([expect.objectContaining({ field: 'proof' })]);
    const disguised = await receipt(player, withdrawalId, { receipt: 'NOT_RECEIVED', proof: { contentType: 'image/png', dataBase64: Buffer.from('<html></html>').toString('base64') } });
    expect(disguised.json().code).toBe('PROOF_INVALID');
    const disputed = await receipt(player, withdrawalId, { receipt: 'NOT_RECEIVED', proof: { contentType: 'image/png', dataBase64: tinyPng().toString('base64') } });
    expect(disputed.json().value.withdrawal).toMatchObject({ status: 'DISPUTED', receipt: 'NOT_RECEIVED', receivedMinor: 0 });
    const { rows } = await server.db.query('SELECT 1 FROM cashier_withdrawal_proofs WHERE withdrawal_id = $1::bigint', [withdrawalId]);
    expect(rows).toHaveLength(1);
    const settled = await resolve(cashier, withdrawalId, { resolution: 'RECEIVED_IN_FULL', reason: 'The wallet operator confirms delivery' });
    expect(settled.json().value.withdrawal).toMatchObject({ status: 'PAID', returnedMinor: 0, reason: 'The wallet operator confirms delivery' });
    expect(await mainBalance(player)).toBe(before);
  });

  it('counts each overdue receipt once when servers sweep together', async () => {
    const first = await paidOut();
    const second = await paidOut();
    const counts = await Promise.all([countOverdueReceipts(server.db, clock.nowMs() + (minutes + 1) * MINUTE_MS), countOverdueReceipts(server.db, clock.nowMs() + (minutes + 1) * MINUTE_MS)]);
    expect(counts[0] + counts[1]).toBeGreaterThanOrEqual(2);
    const { rows } = await server.db.query<{ status: string }>('SELECT status FROM cashier_withdrawals WHERE id = ANY($1::bigint[])', [[first.withdrawalId, second.withdrawalId]]);
    expect(rows.map((row) => row.status)).toEqual(['PAID', 'PAID']);
  });

  it('finishes a payout at once where the brand asks for no receipt', async () => {
    const { player, accountId } = await fundedPlayer(server.app, { brand: 'northstar', amountMinor: 200_000, depositChannel: 'BANK_DBBL', payout: { channelCode: 'ROCKET', accountNumber: '01912345678' } });
    await playDice(server.app, 'northstar', player, 50_000, 4);
    const withdrawalId = (await withdraw(server.app, 'northstar', player, accountId, 60_000)).json().value.withdrawal.withdrawalId as string;
    const cashier = await newOperator(server.app);
    const paid = await asOperator(server.app, cashier.token, { method: 'POST', url: `/bo/cashier/withdrawals/${withdrawalId}/decision`, payload: { decision: 'PAY' } });
    expect(paid.json().value.withdrawal).toMatchObject({ status: 'PAID', receiptDueAt: null });
    expect((await receipt(player, withdrawalId, { receipt: 'RECEIVED' }, 'northstar')).json().code).toBe('ALREADY_DECIDED');
  });
  // last: it moves the server's clock past what a browser's sealed calls may differ by
  it('counts a paid-out withdrawal as received once its time runs out, and then takes no word on it', async () => {
    const { player, withdrawalId } = await paidOut();
    clock.advance((minutes - 1) * MINUTE_MS);
    const waiting = (await authed(server.app, 'shonali', player.token, { url: '/wps/cashier/withdrawals' })).json().value.withdrawals[0];
    expect(waiting).toMatchObject({ withdrawalId, status: 'AWAITING_RECEIPT' });
    clock.advance(2 * MINUTE_MS);
    const late = await receipt(player, withdrawalId, { receipt: 'PARTIAL', receivedMinor: 1_000 });
    expect(late.json().code).toBe('ALREADY_DECIDED');
    expect(late.json().message).toMatch(/counts as received/);
    const list = (await authed(server.app, 'shonali', player.token, { url: '/wps/cashier/withdrawals' })).json().value.withdrawals[0];
    expect(list).toMatchObject({ withdrawalId, status: 'PAID', receipt: 'AUTO', receivedMinor: 60_000 });
  });

});
