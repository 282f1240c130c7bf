import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getBalance, getTransferTargets, requestIdSchema, setPaymentPassword, transferToDownline, transferToUpline, type ErrorCode } from '@croupier/contract';
import { agentTargets, answerTransfers, memberTargets, type SentTransfer } from '../../testing/fixtures';
import { appQueryClient, renderTransfers } from '../../testing/render-transfers';
import { TransferUplineScreen } from './transfer-upline-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
});

const sentUp = (): SentTransfer[] => platform.requestsFor(transferToUpline).map((request) => request.secret as SentTransfer);
const sentDown = (): SentTransfer[] => platform.requestsFor(transferToDownline).map((request) => request.secret as SentTransfer);
const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });
const errorOf = (testId: string) => document.getElementById(field(testId).getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

async function openPage(language: 'bn' | 'en' = 'en', queryClient = appQueryClient()) {
  const view = renderTransfers(<TransferUplineScreen />, { platform, language, queryClient });
  await screen.findByTestId('transfers-page');
  return view;
}

function send(amount: string, paymentPassword = 'pay-246810', username?: string) {
  if (username !== undefined) type('transfers-username', username);
  type('transfers-amount', amount);
  type('transfers-payment-password', paymentPassword);
  fireEvent.click(screen.getByTestId('transfers-submit'));
}

describe('transfer to upline, for a member', () => {
  it('shows the upline and the main wallet, sends the amount in minor units with the payment password, and shows what is left', async () => {
    answerTransfers(platform, memberTargets());
    const queryClient = appQueryClient();
    queryClient.setQueryData([getBalance.name, 'tok'], { balance: 1 });
    await openPage('en', queryClient);
    expect(screen.getByTestId('transfers-page').dataset.role).toBe('member');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Transfer to upline');
    expect(screen.getByTestId('transfers-upline-name').textContent).toBe('demo_agent');
    expect(screen.getByTestId('transfers-available').textContent).toBe('৳10,000.00');
    expect(screen.queryByTestId('transfers-username')).toBeNull();

    send('1,200.5');
    expect((await screen.findByTestId('transfers-message')).textContent).toBe('৳1,200.50 sent to demo_agent.');
    expect(sentUp()).toEqual([{ amountMinor: 120_050, paymentPassword: 'pay-246810', requestId: expect.any(String) }]);
    expect(requestIdSchema.safeParse(sentUp()[0]?.requestId).success).toBe(true);
    await waitFor(() => expect(screen.getByTestId('transfers-available').textContent).toBe('৳8,799.50'));
    expect(field('transfers-amount').value).toBe('');
    expect(field('transfers-payment-password').value).toBe('');
    // every balance on screen is asked for again
    expect(queryClient.getQueryState([getBalance.name, 'tok'])?.isInvalidated).toBe(true);
  });

  it('reads an amount typed in Bengali digits, and answers in them', async () => {
    answerTransfers(platform, memberTargets());
    await openPage('bn');
    expect(screen.getByTestId('transfers-available').textContent).toBe('৳১০,০০০.০০');
    send('৫০.২৫');
    expect((await screen.findByTestId('transfers-message')).textContent).toBe('৳৫০.২৫ demo_agent-কে পাঠানো হয়েছে।');
    expect(sentUp()[0]?.amountMinor).toBe(5_025);
  });

  it('checks the amount and the payment password before sending', async () => {
    answerTransfers(platform, memberTargets());
    await openPage();
    const cases: [string, string][] = [
      ['', 'Enter an amount.'],
      ['12abc', 'Enter the amount in digits, with a point before any decimals.'],
      ['-5', 'Enter the amount in digits, with a point before any decimals.'],
      ['1.234', 'Too many decimals: the smallest step is ৳0.01.'],
      ['0.00', 'Enter an amount greater than zero.'],
      ['10000.01', 'That is more than the ৳10,000.00 in your main wallet.'],
    ];
    for (const [typed, message] of cases) {
      send(typed);
      await waitFor(() => expect(errorOf('transfers-amount')).toBe(message));
    }
    send('10', '');
    await waitFor(() => expect(errorOf('transfers-payment-password')).toBe('Enter your payment password.'));
    expect(sentUp()).toEqual([]);
  });

  it('says so in words when the member has no upline, and offers no form', async () => {
    answerTransfers(platform, memberTargets({ upline: null, hasPaymentPassword: false }));
    await openPage();
    expect(screen.getByTestId('transfers-no-upline').textContent).toBe('Your account was not registered under an agent, so there is no upline to transfer to.');
    expect(screen.queryByTestId('transfers-form')).toBeNull();
    expect(screen.queryByTestId('transfers-password-form')).toBeNull();
  });
});

describe('transfer to downline, for an agent', () => {
  it('sends the username, the amount and the payment password', async () => {
    answerTransfers(platform, agentTargets());
    await openPage();
    expect(screen.getByTestId('transfers-page').dataset.role).toBe('agent');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Transfer to downline');
    expect(screen.queryByTestId('transfers-upline')).toBeNull();
    send('250', 'pay-246810', '  rahim01 ');
    expect((await screen.findByTestId('transfers-message')).textContent).toBe('৳250.00 sent to rahim01.');
    expect(sentDown()).toEqual([{ username: 'rahim01', amountMinor: 25_000, paymentPassword: 'pay-246810', requestId: expect.any(String) }]);
    await waitFor(() => expect(screen.getByTestId('transfers-available').textContent).toBe('৳9,750.00'));
    expect(field('transfers-username').value).toBe('');
  });

  it('asks for the username before sending', async () => {
    answerTransfers(platform, agentTargets());
    await openPage();
    send('250', 'pay-246810', ' ');
    await waitFor(() => expect(errorOf('transfers-username')).toBe('Enter the username of the account to pay.'));
    expect(sentDown()).toEqual([]);
  });

  it('names the account that is not in the downline, without saying whether it exists', async () => {
    answerTransfers(platform, agentTargets());
    platform.answer(transferToDownline, () => ({ failure: { code: 'NOT_IN_DOWNLINE', message: 'no' } }));
    await openPage();
    send('10', 'pay-246810', 'stranger');
    expect((await screen.findByTestId('transfers-message')).textContent).toBe('There is no account named stranger in your downline.');
  });
});

describe('refusals', () => {
  const refusals: [ErrorCode, string][] = [
    ['WRONG_PASSWORD', 'The payment password is not right.'],
    ['INSUFFICIENT_FUNDS', 'There is not enough money in your main wallet for this transfer.'],
    ['PAYMENT_PASSWORD_REQUIRED', 'Set a payment password first: every transfer asks for it.'],
    ['NO_UPLINE', 'Your account has no upline to transfer to.'],
    ['IDEMPOTENCY_CONFLICT', 'This transfer clashed with an earlier one. Check your balance, then try again.'],
    ['FORBIDDEN', 'Agents transfer to their downline, not to an upline.'],
    ['TRIAL_RESTRICTED', 'A real account is needed for this.'],
    ['VALIDATION_FAILED', 'The transfer was not accepted. Check the amount and try again.'],
    ['RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.'],
  ];
  for (const [code, message] of refusals) {
    it(`says why when the server refuses with ${code}`, async () => {
      answerTransfers(platform, memberTargets());
      platform.answer(transferToUpline, () => ({ failure: { code, message: 'refused' } }));
      await openPage();
      send('10');
      const shown = await screen.findByTestId('transfers-message');
      expect(shown.textContent).toBe(message);
      expect(shown.dataset.tone).toBe('error');
      expect(shown.getAttribute('role')).toBe('alert');
      expect(sentUp()).toHaveLength(1);
    });
  }

  it('keeps one request id for every retry of an attempt whose outcome is unknown, and takes a new one after', async () => {
    answerTransfers(platform, memberTargets());
    let failuresLeft = 3;
    const answered = new Map<string, number>();
    platform.answer(transferToUpline, (request) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return { failure: { code: 'INTERNAL', message: 'lost' } };
      }
      const sent = request.secret as SentTransfer;
      answered.set(sent.requestId, (answered.get(sent.requestId) ?? 0) + 1);
      return { value: { transfer: { transferId: 't1', toUsername: 'demo_agent', amountMinor: sent.amountMinor, balanceAfterMinor: 0, createdAt: '2026-11-22T08:00:00.000Z' } } };
    });
    await openPage();
    send('10');
    expect((await screen.findByTestId('transfers-message')).textContent).toBe(
      'The transfer could not be confirmed. Check your balance; pressing the button again with the same details will not send the money twice.',
    );
    // the client's own retries of a server failure carried the same id, each sealed afresh
    expect(sentUp()).toHaveLength(3);
    const first = sentUp()[0]?.requestId;
    expect(new Set(sentUp().map((each) => each.requestId))).toEqual(new Set([first]));
    expect(new Set(platform.requestsFor(transferToUpline).map((request) => JSON.stringify(request.body))).size).toBe(3);

    send('10');
    await waitFor(() => expect(screen.getByTestId('transfers-message').dataset.tone).toBe('success'));
    expect(sentUp()[3]?.requestId).toBe(first);

    send('10');
    await waitFor(() => expect(sentUp()).toHaveLength(5));
    expect(sentUp()[4]?.requestId).not.toBe(first);
  });

  it('sends a double press once', async () => {
    answerTransfers(platform, memberTargets());
    await openPage();
    type('transfers-amount', '10');
    type('transfers-payment-password', 'pay-246810');
    fireEvent.click(screen.getByTestId('transfers-submit'));
    fireEvent.click(screen.getByTestId('transfers-submit'));
    await screen.findByTestId('transfers-message');
    expect(sentUp()).toHaveLength(1);
  });
});

describe('payment password', () => {
  it('is set here first when the member has none, then the transfer form follows', async () => {
    answerTransfers(platform, memberTargets({ hasPaymentPassword: false }));
    await openPage();
    expect(screen.queryByTestId('transfers-form')).toBeNull();
    // the member sees whom they will pay while setting the password
    expect(screen.getByTestId('transfers-upline-name').textContent).toBe('demo_agent');
    expect(screen.getByTestId('transfers-password-setup').textContent).toContain('Every transfer asks for a payment password, and you have none yet.');
    type('transfers-login-password', 'Secret#2026');
    type('transfers-new-payment-password', 'pay-246810');
    type('transfers-confirm-payment-password', 'pay-246810');
    fireEvent.click(screen.getByTestId('transfers-password-submit'));
    expect((await screen.findByTestId('transfers-message')).textContent).toBe('Your payment password is set. You can transfer now.');
    expect(screen.getByTestId('transfers-form')).toBeTruthy();
    // the news goes once the member starts on the transfer
    type('transfers-amount', '1');
    expect(screen.queryByTestId('transfers-message')).toBeNull();
    expect(platform.requestsFor(setPaymentPassword).map((request) => request.secret)).toEqual([
      { loginPassword: 'Secret#2026', paymentPassword: 'pay-246810', confirmPaymentPassword: 'pay-246810' },
    ]);
    expect(platform.requestsFor(getTransferTargets).length).toBeGreaterThanOrEqual(2);
  });

  it('checks the three fields before sending', async () => {
    answerTransfers(platform, agentTargets({ hasPaymentPassword: false }));
    await openPage();
    const submit = () => fireEvent.click(screen.getByTestId('transfers-password-submit'));
    submit();
    await waitFor(() => expect(errorOf('transfers-login-password')).toBe('Enter your login password.'));
    expect(errorOf('transfers-new-payment-password')).toBe('Use at least 6 characters.');
    type('transfers-login-password', 'Secret#2026');
    type('transfers-new-payment-password', 'Secret#2026');
    submit();
    await waitFor(() => expect(errorOf('transfers-new-payment-password')).toBe('Choose a payment password other than your login password.'));
    type('transfers-new-payment-password', 'pay-246810');
    type('transfers-confirm-payment-password', 'pay-246811');
    submit();
    await waitFor(() => expect(errorOf('transfers-confirm-payment-password')).toBe('The two payment passwords are not the same.'));
    expect(platform.requestsFor(setPaymentPassword)).toEqual([]);
  });

  it('says when the login password is not right', async () => {
    answerTransfers(platform, memberTargets({ hasPaymentPassword: false }));
    platform.answer(setPaymentPassword, () => ({ failure: { code: 'WRONG_PASSWORD', message: 'no', fields: [{ field: 'loginPassword', message: 'is not right' }] } }));
    await openPage('bn');
    expect(screen.getByTestId('transfers-new-payment-password').closest('div')?.parentElement?.textContent).toContain('৬ থেকে ৩২ অক্ষর');
    type('transfers-login-password', 'wrong-password');
    type('transfers-new-payment-password', 'pay-246810');
    type('transfers-confirm-payment-password', 'pay-246810');
    fireEvent.click(screen.getByTestId('transfers-password-submit'));
    expect((await screen.findByTestId('transfers-password-message')).textContent).toBe('লগইন পাসওয়ার্ডটি সঠিক নয়।');
    expect(screen.queryByTestId('transfers-form')).toBeNull();
  });
});

describe('loading', () => {
  it('says the page could not be loaded, and tries again on request', async () => {
    let fail = true;
    platform.answer(getTransferTargets, () => (fail ? { failure: { code: 'NOT_FOUND', message: 'gone' } } : { value: memberTargets() }));
    renderTransfers(<TransferUplineScreen />, { platform });
    expect((await screen.findByTestId('transfers-page-error')).textContent).toContain('The transfer page could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('transfers-page')).toBeTruthy();
  });
});
