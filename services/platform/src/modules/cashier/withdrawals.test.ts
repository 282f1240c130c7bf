import { afterEach, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, authed } from '../../../testing/accounts';
import { cashierRequestId as requestId, confirmedDeposit, fundedPlayer as fundTestPlayer, PAYMENT_PASSWORD, playDice as playDiceRounds, setPaymentPassword, withdraw as withdrawThrough } from '../../../testing/cashier';
import { houseAccount, memberWallet } from '../../../testing/ledger';
import { asOperator, newOperator, type TestOperator } from '../../../testing/operators';
import { newPlayer, type TestPlayer } from '../../../testing/play';
import { repoBrand, useTestServer } from '../../../testing/test-app';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { PAYOUT_SOURCE, RETURN_SOURCE } from './withdrawal-desk';

const shonali = repoBrand('shonali');
const bkashOut = shonali.cashier?.withdrawChannels.find((channel) => channel.code === 'BKASH');
if (!bkashOut || shonali.cashier?.turnoverPercent !== 100) throw new Error('brands/shonali.json must pay out by BKASH with a turnover of 100%; these tests are written for it');
const threshold = shonali.cashier.secondApprovalAboveMinor;

const SHONALI_FUNDING = { brand: 'shonali', depositChannel: 'BANK_CITY', payout: { channelCode: 'BKASH', accountNumber: '01712345678' } };

describe('withdrawals', () => {
  const server = useTestServer();
  afterEach(async () => assertLedgerConsistent(server.db));

  const setPassword = (player: TestPlayer, extra: Record<string, unknown> = {}) => setPaymentPassword(server.app, 'shonali', player, extra);
  const bind = (player: TestPlayer, body: Record<string, unknown>) => authed(server.app, 'shonali', player.token, { method: 'POST', url: '/wps/cashier/payoutAccounts', payload: body });
  const withdraw = (player: TestPlayer, payoutAccountId: string, amountMinor: number, extra: Record<string, unknown> = {}) =>
    withdrawThrough(server.app, 'shonali', player, payoutAccountId, amountMinor, extra);
  const info = async (player: TestPlayer) => (await authed(server.app, 'shonali', player.token, { url: '/wps/cashier/withdraw' })).json().value;
  const mainBalance = (player: TestPlayer) => balanceOf(server.db, memberWallet(player.memberId));
  const decide = (operator: TestOperator, withdrawalId: string, body: Record<string, unknown>) =>
    asOperator(server.app, operator.token, { method: 'POST', url: `/bo/cashier/withdrawals/${withdrawalId}/decision`, payload: body });

  const fundedPlayer = (amountMinor: number) => fundTestPlayer(server.app, { ...SHONALI_FUNDING, amountMinor });
  const playDice = (player: TestPlayer, stakeMinor: number, rounds: number) => playDiceRounds(server.app, 'shonali', player, stakeMinor, rounds);

  it('binds payout accounts in the player’s payee name only, which the first binding sets for good', async () => {
    const player = await newPlayer(server.app);
    const noName = await bind(player, { channelCode: 'BKASH', accountNumber: '01712345678' });
    expect(noName.json().code).toBe('PAYEE_NAME_REQUIRED');
    const first = await bind(player, { channelCode: 'BKASH', accountNumber: '01712345678', payeeName: 'Rahim Uddin' });
    expect(first.json().value.payoutAccount).toMatchObject({ channelCode: 'BKASH', accountNumber: '01712345678', holderName: 'Rahim Uddin' });
    const again = await bind(player, { channelCode: 'BKASH', accountNumber: '01712345678' });
    expect(again.json().value.payoutAccount.payoutAccountId).toBe(first.json().value.payoutAccount.payoutAccountId);
    const otherName = await bind(player, { channelCode: 'NAGAD', accountNumber: '01812345678', payeeName: 'Someone Else' });
    expect(otherName.json().code).toBe('VALIDATION_FAILED');
    const bankWithoutName = await bind(player, { channelCode: 'BANK', accountNumber: '1234-5678-90' });
    expect(bankWithoutName.json().fields).toEqual([expect.objectContaining({ field: 'bankName' })]);
    expect((await bind(player, { channelCode: 'PAYPAL', accountNumber: '1234567' })).json().code).toBe('CHANNEL_NOT_FOUND');
    expect((await bind(player, { channelCode: 'BKASH', accountNumber: '<img src=x>' })).json().code).toBe('VALIDATION_FAILED');
    const seen = await info(player);
    expect(seen.payeeName).toBe('Rahim Uddin');
    expect(seen.payoutAccounts).toHaveLength(1);
  });

  it('asks for the login password to set a payment password, and the old one to change it', async () => {
    const player = await newPlayer(server.app);
    expect((await info(player)).hasPaymentPassword).toBe(false);
    expect((await setPassword(player, { loginPassword: 'wrong-password' })).json().code).toBe('WRONG_PASSWORD');
    expect((await setPassword(player, { confirmPaymentPassword: 'something-else' })).json().code).toBe('VALIDATION_FAILED');
    expect((await setPassword(player, { paymentPassword: GOOD_PASSWORD, confirmPaymentPassword: GOOD_PASSWORD })).json().code).toBe('VALIDATION_FAILED');
    expect((await setPassword(player)).statusCode).toBe(200);
    expect((await info(player)).hasPaymentPassword).toBe(true);
    expect((await setPassword(player, { paymentPassword: 'pay-999999', confirmPaymentPassword: 'pay-999999' })).json().code).toBe('WRONG_PASSWORD');
    expect((await setPassword(player, { oldPaymentPassword: PAYMENT_PASSWORD, paymentPassword: 'pay-999999', confirmPaymentPassword: 'pay-999999' })).statusCode).toBe(200);
  });

  it('refuses a withdrawal until the bets since the last deposit reach its turnover, and says how much is left', async () => {
    const { player, accountId } = await fundedPlayer(200_000);
    const early = await withdraw(player, accountId, 100_000);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('TURNOVER_REQUIRED');
    expect(early.json().message).toMatch(/Bets worth 200000 more/);
    expect((await info(player)).turnover).toEqual({ requiredMinor: 200_000, doneMinor: 0, remainingMinor: 200_000 });

    await playDice(player, 50_000, 4);
    const turnover = (await info(player)).turnover;
    expect(turnover).toMatchObject({ requiredMinor: 200_000, doneMinor: 200_000, remainingMinor: 0 });
    const balance = await mainBalance(player);
    const amount = Number(balance < 100_000n ? balance : 100_000n);
    const allowed = await withdraw(player, accountId, Math.max(amount, bkashOut.minMinor));
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('asks turnover on every deposit since the last withdrawal, not only the last one', async () => {
    const { player, accountId } = await fundedPlayer(200_000);
    await confirmedDeposit(server.app, 'shonali', player, 'BANK_CITY', 100_000);
    expect((await info(player)).turnover).toMatchObject({ requiredMinor: 300_000, remainingMinor: 300_000 });
    await playDice(player, 50_000, 4);
    expect((await withdraw(player, accountId, 60_000)).json().code).toBe('TURNOVER_REQUIRED');
    await playDice(player, 50_000, 2);
    expect((await withdraw(player, accountId, 60_000)).statusCode).toBe(200);
    // a withdrawal closes the count; a new deposit opens a new one, met by bets after it only
    expect((await info(player)).turnover).toEqual({ requiredMinor: 0, doneMinor: 0, remainingMinor: 0 });
    await confirmedDeposit(server.app, 'shonali', player, 'BANK_CITY', 100_000);
    expect((await info(player)).turnover).toEqual({ requiredMinor: 100_000, doneMinor: 0, remainingMinor: 100_000 });
  });

  it('holds the money at request time, pays it out on approval, and shows each step', async () => {
    const { player, accountId } = await fundedPlayer(200_000);
    await playDice(player, 50_000, 4);
    const before = await mainBalance(player);
    const pendingBefore = await balanceOf(server.db, houseAccount('PENDING_WITHDRAWALS'));
    const asked = await withdraw(player, accountId, 60_000);
    expect(asked.statusCode, asked.body).toBe(200);
    const withdrawalId = asked.json().value.withdrawal.withdrawalId as string;
    expect(asked.json().value.withdrawal).toMatchObject({ status: 'PENDING', amountMinor: 60_000, channelName: 'bKash', payoutAccount: { accountNumber: '01712345678' } });
    expect(await mainBalance(player)).toBe(before - 60_000n);
    expect(await balanceOf(server.db, houseAccount('PENDING_WITHDRAWALS'))).toBe(pendingBefore + 60_000n);

    const cashier = await newOperator(server.app);
    const queue = await asOperator(server.app, cashier.token, { url: '/bo/cashier/withdrawals?merchantCode=SHONALI' });
    expect(queue.json().value.withdrawals.map((each: { withdrawalId: string }) => each.withdrawalId)).toContain(withdrawalId);
    const cashierBefore = await balanceOf(server.db, houseAccount('CASHIER'));
    const paid = await decide(cashier, withdrawalId, { decision: 'PAY' });
    expect(paid.statusCode, paid.body).toBe(200);
    // shonali asks its players to confirm what arrived (SPEC §4)
    expect(paid.json().value.withdrawal).toMatchObject({ status: 'AWAITING_RECEIPT', decidedBy: cashier.username, receipt: null });
    expect(Date.parse(paid.json().value.withdrawal.receiptDueAt) - Date.now()).toBeGreaterThan(29 * 60_000);
    // money paid out and awaiting the player's word still counts against today's limit
    const bkashToday = (await info(player)).channels.find((channel: { code: string }) => channel.code === 'BKASH');
    expect(bkashToday.remainingTodayMinor).toBe(bkashOut.dailyMaxMinor - 60_000);
    expect(await mainBalance(player)).toBe(before - 60_000n);
    expect(await balanceOf(server.db, houseAccount('PENDING_WITHDRAWALS'))).toBe(pendingBefore);
    expect(await balanceOf(server.db, houseAccount('CASHIER'))).toBe(cashierBefore + 60_000n);
    expect((await decide(cashier, withdrawalId, { decision: 'REJECT', reason: 'too late now' })).json().code).toBe('ALREADY_DECIDED');
    const { rows } = await server.db.query('SELECT id FROM ledger_postings WHERE source IN ($1, $2) AND idempotency_key = $3', [PAYOUT_SOURCE, RETURN_SOURCE, withdrawalId]);
    expect(rows).toHaveLength(1);
    const confirmed = await authed(server.app, 'shonali', player.token, { method: 'POST', url: `/wps/cashier/withdrawals/${withdrawalId}/receipt`, payload: { receipt: 'RECEIVED' } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const list = (await authed(server.app, 'shonali', player.token, { url: '/wps/cashier/withdrawals' })).json().value.withdrawals;
    expect(list[0]).toMatchObject({ withdrawalId, status: 'PAID', receipt: 'RECEIVED', receivedMinor: 60_000, returnedMinor: 0 });
  });

  it('gives the held money back when a withdrawal is rejected or its payment fails', async () => {
    const { player, accountId } = await fundedPlayer(200_000);
    await playDice(player, 50_000, 4);
    const before = await mainBalance(player);
    const cashier = await newOperator(server.app);
    for (const decision of ['REJECT', 'FAIL'] as const) {
      const withdrawalId = (await withdraw(player, accountId, 55_000)).json().value.withdrawal.withdrawalId as string;
      expect(await mainBalance(player)).toBe(before - 55_000n);
      expect((await decide(cashier, withdrawalId, { decision })).json().fields).toEqual([expect.objectContaining({ field: 'reason' })]);
      const turned = await decide(cashier, withdrawalId, { decision, reason: 'The wallet number does not answer' });
      expect(turned.statusCode, turned.body).toBe(200);
      expect(turned.json().value.withdrawal).toMatchObject({ status: decision === 'REJECT' ? 'REJECTED' : 'FAILED', reason: 'The wallet number does not answer' });
      expect(await mainBalance(player)).toBe(before);
    }
  });

  it('needs two operators above the threshold before money leaves', async () => {
    // a bank payout takes more than the threshold; the dice keep 98 of 100 stakes, so losing three of
    // eight rounds (about 1 in 2,500) is what it takes to fall under it
    const big = threshold + 3_000_000;
    const { player } = await fundedPlayer(big);
    await playDice(player, 1_000_000, Math.ceil(big / 1_000_000));
    const bank = await bind(player, { channelCode: 'BANK', accountNumber: '1401-2233-4455', bankName: 'City Bank' });
    const amount = threshold + 1;
    if (BigInt(amount) > (await mainBalance(player))) throw new Error('the dice took more than this test can stand; run it again');
    const withdrawalId = (await withdraw(player, bank.json().value.payoutAccount.payoutAccountId as string, amount)).json().value.withdrawal.withdrawalId as string;
    const [maker, checker] = [await newOperator(server.app), await newOperator(server.app)];
    const cashierBefore = await balanceOf(server.db, houseAccount('CASHIER'));
    expect((await decide(maker, withdrawalId, { decision: 'PAY' })).json().value.withdrawal).toMatchObject({ status: 'PENDING', needsSecondApproval: true, firstApprover: maker.username });
    expect(await balanceOf(server.db, houseAccount('CASHIER'))).toBe(cashierBefore);
    expect((await decide(maker, withdrawalId, { decision: 'PAY' })).json().code).toBe('SECOND_APPROVER_REQUIRED');
    expect((await decide(checker, withdrawalId, { decision: 'PAY' })).json().value.withdrawal.status).toBe('AWAITING_RECEIPT');
    expect(await balanceOf(server.db, houseAccount('CASHIER'))).toBe(cashierBefore + BigInt(amount));
  });

  it('refuses bad requests and moves no money for them', async () => {
    const { player, accountId } = await fundedPlayer(200_000);
    await playDice(player, 50_000, 4);
    const before = await mainBalance(player);
    const codeOf = async (promise: ReturnType<typeof withdraw>) => (await promise).json().code as string;
    expect(await codeOf(withdraw(player, accountId, 60_000, { paymentPassword: 'not-it-at-all' }))).toBe('WRONG_PASSWORD');
    expect(await codeOf(withdraw(player, accountId, -5))).toBe('VALIDATION_FAILED');
    expect(await codeOf(withdraw(player, accountId, 0))).toBe('VALIDATION_FAILED');
    expect(await codeOf(withdraw(player, accountId, 600.5))).toBe('VALIDATION_FAILED');
    expect(await codeOf(withdraw(player, accountId, 2 ** 60))).toBe('VALIDATION_FAILED');
    expect(await codeOf(withdraw(player, accountId, bkashOut.minMinor - 1))).toBe('CASHIER_LIMIT');
    expect(await codeOf(withdraw(player, accountId, bkashOut.maxMinor + 1))).toBe('CASHIER_LIMIT');
    expect(await codeOf(withdraw(player, accountId, Number(before) + 1))).toBe('INSUFFICIENT_FUNDS');
    const stranger = await fundedPlayer(100_000);
    expect(await codeOf(withdraw(player, stranger.accountId, 60_000))).toBe('PAYOUT_ACCOUNT_NOT_FOUND');
    expect(await mainBalance(player)).toBe(before);

    const fresh = await newPlayer(server.app);
    expect(await codeOf(withdraw(fresh, accountId, 60_000))).toBe('PAYMENT_PASSWORD_REQUIRED');
  });

  it('answers the same request id with the first withdrawal, holding the money once', async () => {
    const { player, accountId } = await fundedPlayer(200_000);
    await playDice(player, 50_000, 4);
    const before = await mainBalance(player);
    const id = requestId('same');
    const answers = await Promise.all([withdraw(player, accountId, 50_000, { requestId: id }), withdraw(player, accountId, 50_000, { requestId: id })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json().value.withdrawal.withdrawalId).toBe(answers[1]?.json().value.withdrawal.withdrawalId);
    expect(await mainBalance(player)).toBe(before - 50_000n);
    expect((await withdraw(player, accountId, 70_000, { requestId: id })).json().code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('answers a retry sent after the payment password changed with the withdrawal it made, and a new request with the old password not at all', async () => {
    const { player, accountId } = await fundedPlayer(200_000);
    await playDice(player, 50_000, 4);
    const before = await mainBalance(player);
    const id = requestId('retried');
    const first = await withdraw(player, accountId, 50_000, { requestId: id });
    expect(first.statusCode).toBe(200);
    // the first answer is lost on the way; meanwhile the player changes the payment password
    expect((await setPassword(player, { oldPaymentPassword: PAYMENT_PASSWORD, paymentPassword: 'pay-777777', confirmPaymentPassword: 'pay-777777' })).statusCode).toBe(200);
    const retry = await withdraw(player, accountId, 50_000, { requestId: id });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().value.withdrawal.withdrawalId).toBe(first.json().value.withdrawal.withdrawalId);
    expect(await mainBalance(player)).toBe(before - 50_000n);
    // the same id for another amount is still refused, and a new request needs the new password
    expect((await withdraw(player, accountId, 60_000, { requestId: id })).json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect((await withdraw(player, accountId, 50_000)).json().code).toBe('WRONG_PASSWORD');
    expect(await mainBalance(player)).toBe(before - 50_000n);
  });
});
