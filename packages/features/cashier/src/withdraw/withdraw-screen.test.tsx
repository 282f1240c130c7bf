import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import {
  bindPayoutAccount,
  confirmWithdrawalReceipt,
  createWithdrawal,
  getBalance,
  getWithdrawals,
  getWithdrawInfo,
  requestIdSchema,
  setPaymentPassword,
  type ErrorCode,
} from '@croupier/contract';
import { BDT, samplePng, ZONE } from '../../testing/fixtures';
import { renderCashier } from '../../testing/render-cashier';
import { answerWithdrawals, bankPayout, bkashPayout, LOGIN_PASSWORD, payoutAccountOf, withdrawalOf } from '../../testing/withdraw-fixtures';
import { WithdrawScreen } from './withdraw-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerWithdrawals(platform);
});

interface SentWithdrawal {
  payoutAccountId: string;
  amountMinor: number;
  paymentPassword: string;
  requestId: string;
}
const sent = (): SentWithdrawal[] => platform.requestsFor(createWithdrawal).map((request) => request.secret as SentWithdrawal);
const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const errorOf = (testId: string) => document.getElementById(field(testId).getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
const text = (testId: string) => screen.getByTestId(testId).textContent;

async function openPage(language: 'bn' | 'en' = 'en') {
  const view = renderCashier(<WithdrawScreen currency={BDT} timeZone={ZONE} />, { platform, language });
  await screen.findByTestId('withdraw-page');
  return view;
}

function fill(amount: string, paymentPassword = 'Pay#2026') {
  fireEvent.change(field('withdraw-amount'), { target: { value: amount } });
  fireEvent.change(field('withdraw-payment-password'), { target: { value: paymentPassword } });
}

const submit = () => fireEvent.click(screen.getByTestId('withdraw-submit'));
const idle = () => waitFor(() => expect(screen.getByTestId('withdraw-submit').getAttribute('aria-busy')).toBeNull());

describe('withdraw page', () => {
  it('shows the main wallet, the bound accounts with their holder and limits, and no turnover when none is asked', async () => {
    answerWithdrawals(platform, {
      accounts: [payoutAccountOf(), payoutAccountOf({ payoutAccountId: '12', channelCode: 'BANK', accountNumber: '1401-2233-4455', bankName: 'City Bank, Gulshan' })],
      channels: [bkashPayout({ remainingTodayMinor: 3_000_000 }), bankPayout()],
    });
    await openPage();
    expect(text('withdraw-available')).toBe('৳10,000.00');
    expect(screen.getByTestId('withdraw-available').dataset.amountMinor).toBe('1000000');
    expect(text('withdraw-turnover-text')).toBe('No turnover is asked of you: you can withdraw what is in your main wallet.');
    expect(screen.queryByTestId('withdraw-turnover-bar')).toBeNull();
    expect(text('withdraw-payee')).toBe('Withdrawals are paid only to accounts held in your name, Rahim Uddin. Bound accounts cannot be changed or removed.');

    const bkash = screen.getByTestId('withdraw-account-11');
    expect(within(bkash).getByTestId('withdraw-account-number').textContent).toBe('01712345678');
    expect(within(bkash).getByTestId('withdraw-account-holder').textContent).toBe('In the name of Rahim Uddin');
    expect(within(bkash).getByTestId('withdraw-account-limits').textContent).toBe('৳500.00 to ৳25,000.00 per withdrawal; ৳30,000.00 left today');
    expect(within(bkash).queryByTestId('withdraw-account-bank')).toBeNull();
    const bank = screen.getByTestId('withdraw-account-12');
    expect(within(bank).getByTestId('withdraw-account-bank').textContent).toBe('City Bank, Gulshan');

    // The first account stands chosen; another is one click away.
    expect(bkash.dataset.chosen).toBe('true');
    expect(text('withdraw-pay-to')).toBe('Paid to bKash 01712345678.');
    fireEvent.click(within(bank).getByRole('radio'));
    expect(screen.getByTestId('withdraw-form').dataset.account).toBe('12');
    expect(text('withdraw-pay-to')).toBe('Paid to Bank account 1401-2233-4455.');
    expect(await screen.findByTestId('withdrawal-history-empty')).toBeTruthy();
  });

  it('says how much turnover is left, with a bar, and refuses to send before it is met', async () => {
    const desk = answerWithdrawals(platform, { turnover: { requiredMinor: 500_000, doneMinor: 125_000, remainingMinor: 375_000 } });
    await openPage();
    const turnover = screen.getByTestId('withdraw-turnover');
    expect(turnover.dataset.remainingMinor).toBe('375000');
    expect(text('withdraw-turnover-required')).toBe('৳5,000.00');
    expect(text('withdraw-turnover-done')).toBe('৳1,250.00');
    expect(text('withdraw-turnover-remaining')).toBe('৳3,750.00');
    expect(text('withdraw-turnover-text')).toBe(
      'Your last deposit asks for ৳5,000.00 in bets before you can withdraw. You have bet ৳1,250.00 since; bets worth ৳3,750.00 more are needed.',
    );
    const bar = screen.getByTestId('withdraw-turnover-bar');
    expect(bar.getAttribute('role')).toBe('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');

    const asked = platform.requestsFor(getWithdrawInfo).length;
    fill('1000');
    submit();
    const refusal = await screen.findByTestId('withdraw-refusal');
    expect(refusal.textContent).toBe('You cannot withdraw yet: bets worth ৳3,750.00 more are needed since your last deposit.');
    expect(refusal.getAttribute('role')).toBe('alert');
    expect(sent()).toEqual([]);
    // The figures are asked for again: the turnover may have been met on another page since.
    await waitFor(() => expect(platform.requestsFor(getWithdrawInfo).length).toBe(asked + 1));

    // Met since: the page says so, the refusal goes, and the withdrawal is taken.
    desk.turnover = { requiredMinor: 500_000, doneMinor: 510_000, remainingMinor: 0 };
    submit();
    await waitFor(() => expect(text('withdraw-turnover-text')).toBe('Turnover met: your bets since your last deposit reach the ৳5,000.00 it asks for.'));
    expect(screen.queryByTestId('withdraw-turnover-bar')).toBeNull();
    expect(screen.queryByTestId('withdraw-refusal')).toBeNull();
    submit();
    expect(await screen.findByTestId('withdraw-requested')).toBeTruthy();
    expect(sent()).toHaveLength(1);
  });

  it('warns that a withdrawal gives up the active bonus, and sends one only once the player says so', async () => {
    answerWithdrawals(platform, { activeBonus: { bonusMinor: 42_000, wageredMinor: 125_000, requiredMinor: 500_000 } });
    await openPage();
    expect(text('withdraw-bonus-warning')).toContain(
      'You have a bonus of ৳420.00 being wagered (৳1,250.00 of ৳5,000.00). Withdrawing now gives it up: the bonus money goes back, your own money stays yours.',
    );
    fill('1000');
    submit();
    expect((await screen.findByTestId('withdraw-refusal')).dataset.code).toBe('BONUS_FORFEIT_REQUIRED');
    expect(sent()).toEqual([]);
    fireEvent.click(screen.getByRole('switch', { name: 'Give up my bonus to withdraw' }));
    expect(screen.queryByTestId('withdraw-refusal')).toBeNull();
    submit();
    expect(await screen.findByTestId('withdraw-requested')).toBeTruthy();
    expect(sent()).toEqual([expect.objectContaining({ amountMinor: 100_000, forfeitBonus: true })]);
  });

  it('checks the amount and the password before sending: digits, the step, the channel\'s limits, today\'s room and the main wallet', async () => {
    answerWithdrawals(platform, { channels: [bkashPayout({ remainingTodayMinor: 150_000 })], availableMinor: 120_000 });
    await openPage();
    const cases: [string, string][] = [
      ['', 'Enter the amount to withdraw.'],
      ['12abc', 'Enter the amount in digits, with a point before any decimals.'],
      ['500.001', 'Too many decimals: the smallest step is ৳0.01.'],
      ['499.99', 'The smallest withdrawal through bKash is ৳500.00.'],
      ['25000.01', 'The largest single withdrawal through bKash is ৳25,000.00.'],
      ['1500.01', 'You can withdraw only ৳1,500.00 more through bKash today.'],
      ['1200.01', 'That is more than the ৳1,200.00 in your main wallet.'],
    ];
    for (const [typed, message] of cases) {
      fill(typed);
      submit();
      await waitFor(() => expect(field('withdraw-amount').getAttribute('aria-invalid')).toBe('true'));
      expect(errorOf('withdraw-amount')).toBe(message);
    }
    fill('1000', '');
    submit();
    await waitFor(() => expect(errorOf('withdraw-payment-password')).toBe('Enter your payment password.'));
    expect(field('withdraw-amount').getAttribute('aria-invalid')).toBeNull();
    expect(sent()).toEqual([]);
  });

  it('sends a good withdrawal once however often it is pressed, says the money is held, and lists it', async () => {
    const { queryClient } = await openPage();
    queryClient.setQueryData([getBalance.name, 'tok'], { balance: 1 });
    expect(await screen.findByTestId('withdrawal-history-empty')).toBeTruthy();
    fill('1,250.50');
    submit();
    submit();
    submit();
    expect((await screen.findByTestId('withdraw-requested-text')).textContent).toBe(
      '৳1,250.50 for bKash 01712345678 is now held from your main wallet. It is paid once the cashier has sent it; if it is turned down, the money comes back to your main wallet. You can follow it below.',
    );
    expect(sent()).toEqual([{ payoutAccountId: '11', amountMinor: 125_050, paymentPassword: 'Pay#2026', requestId: expect.any(String) }]);
    expect(requestIdSchema.safeParse(sent()[0]?.requestId).success).toBe(true);
    // The password travelled sealed, never as plain text in the body.
    expect(JSON.stringify(platform.requestsFor(createWithdrawal)[0]?.body)).not.toContain('Pay#2026');

    // The main wallet, the list and the header's balance are asked for again.
    await waitFor(() => expect(text('withdraw-available')).toBe('৳8,749.50'));
    const row = await screen.findByTestId('withdrawal-row');
    expect(row.dataset.status).toBe('PENDING');
    expect(within(row).getByTestId('withdrawal-row-amount').textContent).toBe('৳1,250.50');
    expect(within(row).getByTestId('withdrawal-row-status').textContent).toBe('Pending');
    expect(within(row).getByTestId('withdrawal-row-account').textContent).toBe('To 01712345678');
    expect(within(row).getByTestId('withdrawal-row-note').textContent).toBe('The amount is held from your main wallet until it is paid.');
    expect(within(row).getByTestId('withdrawal-row-time').textContent).toBe('Nov 22, 2026, 12:30 PM');
    await waitFor(() => expect(queryClient.getQueryState([getBalance.name, 'tok'])?.isInvalidated).toBe(true));

    // Another withdrawal is another attempt, with a new request id.
    fireEvent.click(screen.getByTestId('withdraw-another'));
    fill('600');
    submit();
    await screen.findByTestId('withdraw-requested');
    expect(sent()).toHaveLength(2);
    expect(sent()[1]?.requestId).not.toBe(sent()[0]?.requestId);
  });

  const refusals: [ErrorCode, string][] = [
    ['WRONG_PASSWORD', 'The payment password is not right.'],
    ['INSUFFICIENT_FUNDS', 'There is not enough money in your main wallet for this withdrawal.'],
    ['CASHIER_LIMIT', 'This amount is outside the channel\'s limits, or more than you may still withdraw through it today. Check the limits above and try again.'],
    ['TURNOVER_REQUIRED', 'Your bets since your last deposit do not yet reach the turnover it asks for. See above how much is left.'],
    ['PAYMENT_PASSWORD_REQUIRED', 'Set a payment password first: every withdrawal asks for it.'],
    ['PAYOUT_ACCOUNT_NOT_FOUND', 'That payout account could not be found. Reload the page and choose another.'],
    ['CHANNEL_NOT_FOUND', 'This channel no longer pays out withdrawals. Reload the page and choose another account.'],
    ['IDEMPOTENCY_CONFLICT', 'This request clashed with an earlier one. Look at your recent withdrawals, then try again.'],
    ['RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.'],
  ];
  for (const [code, message] of refusals) {
    it(`says why when the server refuses with ${code}`, async () => {
      platform.answer(createWithdrawal, () => ({ failure: { code, message: 'refused' } }));
      await openPage();
      fill('1000');
      submit();
      const shown = await screen.findByTestId('withdraw-refusal');
      expect(shown.textContent).toBe(message);
      expect(shown.dataset.code).toBe(code);
      expect(sent()).toHaveLength(1);
      expect(screen.queryByTestId('withdraw-requested')).toBeNull();
    });
  }

  it('keeps one request id for the retries of an attempt whose outcome is unknown, and a new one after a refusal', async () => {
    let answer: 'lose' | 'refuse' = 'lose';
    platform.answer(createWithdrawal, () => ({ failure: answer === 'lose' ? { code: 'INTERNAL', message: 'lost' } : { code: 'WRONG_PASSWORD', message: 'no' } }));
    await openPage();
    fill('1000');
    submit();
    expect((await screen.findByTestId('withdraw-refusal')).textContent).toBe(
      'The request could not be confirmed. Look at your recent withdrawals below; pressing Request withdrawal again with the same details will not ask twice.',
    );
    // The client's own retries of a server failure carried the same id, and so does the next press.
    expect(sent()).toHaveLength(3);
    await idle();
    answer = 'refuse';
    submit();
    await waitFor(() => expect(sent()).toHaveLength(4));
    expect(new Set(sent().map((each) => each.requestId)).size).toBe(1);
    await idle();
    submit();
    await waitFor(() => expect(sent()).toHaveLength(5));
    expect(sent()[4]?.requestId).not.toBe(sent()[0]?.requestId);
  });

  it('says when the day\'s limit of an account\'s channel is used up, and sends nothing through it', async () => {
    answerWithdrawals(platform, { channels: [bkashPayout({ remainingTodayMinor: 40_000 }), bankPayout()] });
    await openPage();
    expect(text('withdraw-spent')).toBe('Today\'s bKash limit is used up. Choose another account, or withdraw again tomorrow.');
    expect((screen.getByTestId('withdraw-submit') as HTMLButtonElement).disabled).toBe(true);
    fill('600');
    submit();
    expect(sent()).toEqual([]);
  });

  it('binds the first account with the payee name, warning that it is for good, then chooses it', async () => {
    const desk = answerWithdrawals(platform, { accounts: [], payeeName: null });
    await openPage();
    expect(text('withdraw-payee')).toBe('Withdrawals are paid only to an account held in your own name. Bind one first.');
    expect(text('withdraw-needs-account')).toBe('Bind a payout account above, then ask for your money here.');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    expect(screen.queryByTestId('withdraw-bind-open')).toBeNull();
    expect(text('withdraw-bind-payee-warning')).toBe(
      'This name is saved with your account for good: every withdrawal is paid to accounts held in it, and you cannot change it later. Check it before you bind.',
    );
    expect(screen.queryByTestId('withdraw-bind-bank')).toBeNull();

    fireEvent.click(screen.getByTestId('withdraw-bind-submit'));
    await waitFor(() => expect(errorOf('withdraw-bind-number')).toBe('Enter the account number.'));
    expect(errorOf('withdraw-bind-payee')).toBe('Enter the name the account is held in.');
    fireEvent.change(field('withdraw-bind-number'), { target: { value: '017' } });
    fireEvent.change(field('withdraw-bind-payee'), { target: { value: 'Rahim 2' } });
    fireEvent.click(screen.getByTestId('withdraw-bind-submit'));
    await waitFor(() => expect(errorOf('withdraw-bind-number')).toBe('Use 4 to 40 letters, digits, spaces or dashes.'));
    expect(errorOf('withdraw-bind-payee')).toBe('Use letters, spaces, dots, dashes and apostrophes only.');
    expect(platform.requestsFor(bindPayoutAccount)).toEqual([]);

    fireEvent.change(field('withdraw-bind-number'), { target: { value: '০১৭১২৩৪৫৬৭৮' } });
    fireEvent.change(field('withdraw-bind-payee'), { target: { value: ' Rahim  Uddin ' } });
    fireEvent.click(screen.getByTestId('withdraw-bind-submit'));
    expect((await screen.findByTestId('withdraw-bound')).textContent).toBe('bKash 01712345678 is bound.');
    expect(platform.requestsFor(bindPayoutAccount).map((request) => request.body)).toEqual([{ channelCode: 'BKASH', accountNumber: '01712345678', payeeName: 'Rahim Uddin' }]);
    expect(desk.payeeName).toBe('Rahim Uddin');
    const account = await screen.findByTestId('withdraw-account-101');
    expect(account.dataset.chosen).toBe('true');
    expect(text('withdraw-payee')).toContain('Rahim Uddin');
    expect(screen.getByTestId('withdraw-form').dataset.account).toBe('101');

    // A second account: a bank's needs the bank's name, and the payee name is not asked again.
    fireEvent.click(screen.getByTestId('withdraw-bind-open'));
    fireEvent.change(screen.getByTestId('withdraw-bind-channel'), { target: { value: 'BANK' } });
    expect(screen.queryByTestId('withdraw-bind-payee')).toBeNull();
    expect(screen.queryByTestId('withdraw-bind-payee-warning')).toBeNull();
    fireEvent.change(field('withdraw-bind-number'), { target: { value: '1401-2233-4455' } });
    fireEvent.click(screen.getByTestId('withdraw-bind-submit'));
    await waitFor(() => expect(errorOf('withdraw-bind-bank')).toBe('Enter the bank\'s name.'));
    fireEvent.change(field('withdraw-bind-bank'), { target: { value: 'City Bank, Gulshan' } });
    fireEvent.click(screen.getByTestId('withdraw-bind-submit'));
    expect((await screen.findByTestId('withdraw-bound')).textContent).toBe('Bank account 1401-2233-4455 is bound.');
    expect(platform.requestsFor(bindPayoutAccount)[1]?.body).toEqual({ channelCode: 'BANK', accountNumber: '1401-2233-4455', bankName: 'City Bank, Gulshan' });
    expect((await screen.findByTestId('withdraw-account-102')).dataset.chosen).toBe('true');
  });

  it('says why a binding is refused', async () => {
    answerWithdrawals(platform, { accounts: [] });
    platform.answer(bindPayoutAccount, () => ({ failure: { code: 'PAYEE_NAME_REQUIRED', message: 'no name' } }));
    await openPage();
    fireEvent.change(field('withdraw-bind-number'), { target: { value: '01712345678' } });
    fireEvent.click(screen.getByTestId('withdraw-bind-submit'));
    expect((await screen.findByTestId('withdraw-bind-message')).textContent).toBe('Give the name your accounts are held in: withdrawals are paid to that name only.');
  });

  it('binds no more than five accounts', async () => {
    answerWithdrawals(platform, { accounts: ['1', '2', '3', '4', '5'].map((id) => payoutAccountOf({ payoutAccountId: id, accountNumber: `0171234567${id}` })) });
    await openPage();
    expect(text('withdraw-accounts-full')).toBe('You have bound 5 accounts, the most there can be.');
    expect(screen.queryByTestId('withdraw-bind-open')).toBeNull();
    expect(screen.queryByTestId('withdraw-bind-form')).toBeNull();
  });

  it('sets a first payment password, checked before sending, then offers the withdrawal', async () => {
    answerWithdrawals(platform, { paymentPassword: null });
    await openPage();
    expect(screen.getByTestId('withdraw-password-setup')).toBeTruthy();
    expect(text('withdraw-needs-password')).toBe('Set a payment password above, then ask for your money here.');
    const setField = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });

    fireEvent.click(screen.getByTestId('withdraw-password-submit'));
    await waitFor(() => expect(errorOf('withdraw-login-password')).toBe('Enter your login password.'));
    expect(errorOf('withdraw-new-payment-password')).toBe('Use at least 6 characters.');
    setField('withdraw-login-password', LOGIN_PASSWORD);
    setField('withdraw-new-payment-password', LOGIN_PASSWORD);
    fireEvent.click(screen.getByTestId('withdraw-password-submit'));
    await waitFor(() => expect(errorOf('withdraw-new-payment-password')).toBe('Choose a payment password other than your login password.'));
    setField('withdraw-new-payment-password', 'Pay#7788');
    setField('withdraw-confirm-payment-password', 'Pay#7789');
    fireEvent.click(screen.getByTestId('withdraw-password-submit'));
    await waitFor(() => expect(errorOf('withdraw-confirm-payment-password')).toBe('The two payment passwords are not the same.'));
    expect(platform.requestsFor(setPaymentPassword)).toEqual([]);

    setField('withdraw-login-password', 'Wrong#1');
    setField('withdraw-confirm-payment-password', 'Pay#7788');
    fireEvent.click(screen.getByTestId('withdraw-password-submit'));
    expect((await screen.findByTestId('withdraw-password-message')).textContent).toBe('The login password is not right.');

    setField('withdraw-login-password', LOGIN_PASSWORD);
    fireEvent.click(screen.getByTestId('withdraw-password-submit'));
    expect((await screen.findByTestId('withdraw-password-done')).textContent).toBe('Your payment password is set. Every withdrawal asks for it.');
    expect(screen.queryByTestId('withdraw-password-setup')).toBeNull();
    expect(platform.requestsFor(setPaymentPassword).at(-1)?.secret).toEqual({ loginPassword: LOGIN_PASSWORD, paymentPassword: 'Pay#7788', confirmPaymentPassword: 'Pay#7788' });
    fill('1000', 'Pay#7788');
    submit();
    expect(await screen.findByTestId('withdraw-requested')).toBeTruthy();
  });

  it('lists each withdrawal\'s status with the reason of a refusal, the money given back and the player\'s word', async () => {
    answerWithdrawals(platform, {
      withdrawals: [
        withdrawalOf({ withdrawalId: '1', status: 'REJECTED', reason: 'Name does not match the account' }),
        withdrawalOf({ withdrawalId: '2', status: 'DISPUTED', receipt: 'PARTIAL', receivedMinor: 40_000 }),
        withdrawalOf({ withdrawalId: '3', status: 'PAID', receipt: 'AUTO', receivedMinor: 100_000 }),
        withdrawalOf({ withdrawalId: '4', status: 'PAID', receipt: 'NOT_RECEIVED', receivedMinor: 0, reason: 'The payment bounced', returnedMinor: 100_000 }),
      ],
    });
    await openPage();
    const rows = await screen.findAllByTestId('withdrawal-row');
    expect(rows.map((row) => row.dataset.status)).toEqual(['PAID', 'PAID', 'DISPUTED', 'REJECTED']);
    const [settled, auto, disputed, rejected] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(rejected).getByTestId('withdrawal-row-status').textContent).toBe('Rejected');
    expect(within(rejected).getByTestId('withdrawal-row-reason').textContent).toBe('Why: Name does not match the account');
    expect(within(rejected).getByTestId('withdrawal-row-note').textContent).toBe('৳1,000.00 went back to your main wallet.');
    expect(within(disputed).getByTestId('withdrawal-row-status').textContent).toBe('Being checked');
    expect(within(disputed).getByTestId('withdrawal-row-note').textContent).toBe('You said ৳400.00 of ৳1,000.00 arrived. The cashier is looking into it.');
    expect(within(auto).getByTestId('withdrawal-row-note').textContent).toBe('Counted as received: the time to confirm ran out.');
    expect(within(settled).getByTestId('withdrawal-row-reason').textContent).toBe('Cashier\'s note: The payment bounced');
    expect(within(settled).getByTestId('withdrawal-row-returned').textContent).toBe('৳1,000.00 that did not arrive went back to your main wallet.');
    expect(screen.queryByTestId('withdrawal-receipt')).toBeNull();
  });

  it('asks what arrived of a paid-out withdrawal, with the time left, and takes "all received"', async () => {
    const dueAt = new Date(Date.now() + 24 * 60_000 + 30_000).toISOString();
    answerWithdrawals(platform, { withdrawals: [withdrawalOf({ withdrawalId: '7', status: 'AWAITING_RECEIPT', receiptDueAt: dueAt, decidedAt: '2026-11-22T06:40:00.000Z' })] });
    await openPage();
    const receipt = await screen.findByTestId('withdrawal-receipt');
    expect(within(screen.getByTestId('withdrawal-row')).getByTestId('withdrawal-row-status').textContent).toBe('Confirm receipt');
    expect(within(receipt).getByTestId('withdrawal-receipt-due').textContent).toMatch(/^Answer by .+ \(25 minutes left\)\. After that it counts as received\.$/);
    expect(within(receipt).queryByTestId('withdrawal-receipt-submit')).toBeNull();
    fireEvent.click(within(receipt).getByLabelText('All received'));
    fireEvent.click(within(receipt).getByTestId('withdrawal-receipt-submit'));
    await waitFor(() => expect(screen.getByTestId('withdrawal-row').dataset.status).toBe('PAID'));
    expect(platform.requestsFor(confirmWithdrawalReceipt).map((request) => [request.params, request.body])).toEqual([[{ withdrawalId: '7' }, { receipt: 'RECEIVED' }]]);
    expect(screen.queryByTestId('withdrawal-receipt')).toBeNull();
  });

  it('takes "part received" with the amount that arrived, less than the whole', async () => {
    answerWithdrawals(platform, { withdrawals: [withdrawalOf({ withdrawalId: '7', status: 'AWAITING_RECEIPT', receiptDueAt: new Date(Date.now() + 600_000).toISOString() })] });
    await openPage();
    const receipt = await screen.findByTestId('withdrawal-receipt');
    fireEvent.click(within(receipt).getByLabelText('Part received'));
    const received = within(receipt).getByTestId('withdrawal-receipt-received');
    fireEvent.change(received, { target: { value: '1000' } });
    fireEvent.click(within(receipt).getByTestId('withdrawal-receipt-submit'));
    await waitFor(() => expect(errorOf('withdrawal-receipt-received')).toBe('If all ৳1,000.00 arrived, choose All received.'));
    fireEvent.change(received, { target: { value: '0' } });
    fireEvent.click(within(receipt).getByTestId('withdrawal-receipt-submit'));
    await waitFor(() => expect(errorOf('withdrawal-receipt-received')).toBe('If nothing arrived, choose Nothing received.'));
    expect(platform.requestsFor(confirmWithdrawalReceipt)).toEqual([]);
    fireEvent.change(received, { target: { value: '400' } });
    fireEvent.click(within(receipt).getByTestId('withdrawal-receipt-submit'));
    await waitFor(() => expect(screen.getByTestId('withdrawal-row').dataset.status).toBe('DISPUTED'));
    expect(platform.requestsFor(confirmWithdrawalReceipt)[0]?.body).toEqual({ receipt: 'PARTIAL', receivedMinor: 40_000 });
    expect(within(screen.getByTestId('withdrawal-row')).getByTestId('withdrawal-row-note').textContent).toBe('You said ৳400.00 of ৳1,000.00 arrived. The cashier is looking into it.');
  });

  it('needs a photo of the statement for "nothing received", and sends it', async () => {
    answerWithdrawals(platform, { withdrawals: [withdrawalOf({ withdrawalId: '7', status: 'AWAITING_RECEIPT', receiptDueAt: new Date(Date.now() + 600_000).toISOString() })] });
    await openPage();
    const receipt = await screen.findByTestId('withdrawal-receipt');
    fireEvent.click(within(receipt).getByLabelText('Nothing received'));
    fireEvent.click(within(receipt).getByTestId('withdrawal-receipt-submit'));
    expect((await within(receipt).findByTestId('withdrawal-receipt-proof-error')).textContent).toBe(
      'A photo is needed: a screenshot of your account\'s statement showing the payment did not arrive.',
    );
    expect(platform.requestsFor(confirmWithdrawalReceipt)).toEqual([]);
    fireEvent.change(within(receipt).getByTestId('withdrawal-receipt-proof-input'), { target: { files: [new File([samplePng()], 'statement.png', { type: 'image/png' })] } });
    await within(receipt).findByTestId('withdrawal-receipt-proof-chosen');
    fireEvent.click(within(receipt).getByTestId('withdrawal-receipt-submit'));
    await waitFor(() => expect(screen.getByTestId('withdrawal-row').dataset.status).toBe('DISPUTED'));
    expect(platform.requestsFor(confirmWithdrawalReceipt)[0]?.body).toEqual({
      receipt: 'NOT_RECEIVED',
      proof: { contentType: 'image/png', dataBase64: Buffer.from(samplePng()).toString('base64') },
    });
  });

  it('says when the time to answer has run out, and asks for the list again', async () => {
    const desk = answerWithdrawals(platform, { withdrawals: [withdrawalOf({ withdrawalId: '7', status: 'AWAITING_RECEIPT', receiptDueAt: new Date(Date.now() - 1_000).toISOString() })] });
    platform.answer(getWithdrawals, () => {
      const value = { withdrawals: [...desk.withdrawals], page: 1, totalPages: 1 };
      // The server counts it received as soon as the list is read after its due time.
      desk.withdrawals = desk.withdrawals.map((each) => ({ ...each, status: 'PAID' as const, receipt: 'AUTO' as const, receivedMinor: each.amountMinor }));
      return { value };
    });
    await openPage();
    expect((await screen.findByTestId('withdrawal-receipt-due')).textContent).toBe('The time to answer has run out: the withdrawal counts as received.');
    await waitFor(() => expect(screen.getByTestId('withdrawal-row').dataset.status).toBe('PAID'));
    expect(within(screen.getByTestId('withdrawal-row')).getByTestId('withdrawal-row-note').textContent).toBe('Counted as received: the time to confirm ran out.');
  });

  it('says why an answer about a receipt is refused', async () => {
    answerWithdrawals(platform, { withdrawals: [withdrawalOf({ withdrawalId: '7', status: 'AWAITING_RECEIPT', receiptDueAt: new Date(Date.now() + 600_000).toISOString() })] });
    platform.answer(confirmWithdrawalReceipt, () => ({ failure: { code: 'ALREADY_DECIDED', message: 'too late' } }));
    await openPage();
    const receipt = await screen.findByTestId('withdrawal-receipt');
    fireEvent.click(within(receipt).getByLabelText('All received'));
    fireEvent.click(within(receipt).getByTestId('withdrawal-receipt-submit'));
    expect((await within(receipt).findByTestId('withdrawal-receipt-message')).textContent).toBe(
      'That withdrawal is already settled, so what arrived can no longer be changed.',
    );
  });

  it('speaks Bengali: the wallet, the turnover, a refusal beside the amount and the time left in Bengali digits', async () => {
    answerWithdrawals(platform, {
      turnover: { requiredMinor: 100_000, doneMinor: 100_000, remainingMinor: 0 },
      withdrawals: [withdrawalOf({ withdrawalId: '7', status: 'AWAITING_RECEIPT', receiptDueAt: new Date(Date.now() + 9 * 60_000 + 30_000).toISOString() })],
    });
    await openPage('bn');
    expect(text('withdraw-available')).toBe('৳১০,০০০.০০');
    expect(text('withdraw-turnover-text')).toBe('টার্নওভার পূর্ণ হয়েছে: শেষ ডিপোজিটের পর আপনার বাজি প্রয়োজনীয় ৳১,০০০.০০ ছুঁয়েছে।');
    fill('৪৫০');
    submit();
    await waitFor(() => expect(errorOf('withdraw-amount')).toBe('bKash-এ সবচেয়ে ছোট উত্তোলন ৳৫০০.০০।'));
    expect((await screen.findByTestId('withdrawal-receipt-due')).textContent).toContain('(আর ১০ মিনিট বাকি)');
    fill('১,০০০');
    submit();
    expect(await screen.findByTestId('withdraw-requested')).toBeTruthy();
    expect(sent()[0]?.amountMinor).toBe(100_000);
  });

  it('says when no channel pays out, and still lists earlier withdrawals', async () => {
    answerWithdrawals(platform, { channels: [], withdrawals: [withdrawalOf()] });
    await openPage();
    expect(text('withdraw-no-channels')).toBe('Withdrawals are not open on this site right now.');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    expect(await screen.findByTestId('withdrawal-row')).toBeTruthy();
  });

  it('says so when the page cannot load, and tries again on request', async () => {
    platform.answer(getWithdrawInfo, () => ({ failure: { code: 'FORBIDDEN', message: 'no' } }));
    renderCashier(<WithdrawScreen currency={BDT} timeZone={ZONE} />, { platform });
    expect((await screen.findByRole('alert')).textContent).toBe('The withdraw page could not be loaded. Something went wrong. Please try again.');
    answerWithdrawals(platform);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByTestId('withdraw-form')).toBeTruthy();
  });
});
