import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform, type StubRequest } from '@croupier/api-client/testing';
import { getBalance, getGameVendors, requestIdSchema, walletTransfer, type ErrorCode } from '@croupier/contract';
import { answerWallets, balanceOf, wallet } from '../../testing/fixtures';
import { renderWallet } from '../../testing/render-wallet';
import { TransferFundScreen } from './transfer-fund-screen';

let platform: StubPlatform;
let wallets: ReturnType<typeof answerWallets>;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  wallets = answerWallets(platform);
  platform.answer(walletTransfer, (request) => {
    const body = request.body as { from: string; to: string; amountMinor: number };
    wallets.move(body.from, body.to, body.amountMinor);
    return { value: { transferId: `t${platform.requestsFor(walletTransfer).length}`, balance: wallets.current() } };
  });
});

interface SentTransfer {
  from: string;
  to: string;
  amountMinor: number;
  requestId: string;
}
const sent = (): SentTransfer[] => platform.requestsFor(walletTransfer).map((request: StubRequest) => request.body as SentTransfer);
const figure = (code: string) => screen.getByTestId(`wallet-balance-${code}`).textContent;
const amountField = () => screen.getByTestId('transfer-amount') as HTMLInputElement;

async function openPage(language: 'bn' | 'en' = 'en') {
  const view = renderWallet(<TransferFundScreen />, { platform, language });
  await screen.findByTestId('transfer-form');
  return view;
}

function transfer(amount: string) {
  fireEvent.change(amountField(), { target: { value: amount } });
  fireEvent.click(screen.getByTestId('transfer-submit'));
}

function chooseVendor(code: string) {
  fireEvent.change(screen.getByTestId('transfer-vendor'), { target: { value: code } });
}

describe('wallet page of a transfer-wallet brand', () => {
  it('lists the main wallet first, then the vendor wallets held, and the total', async () => {
    await openPage();
    const rows = within(screen.getByTestId('wallet-list')).getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.testid)).toEqual(['wallet-row-MAIN', 'wallet-row-JDS']);
    expect(rows[0]?.textContent).toBe('Main wallet৳10,000.00');
    expect(rows[1]?.textContent).toBe('Jade Dragon Slots৳250.50');
    expect(screen.getByTestId('wallet-total').textContent).toBe('৳10,250.50');
  });

  it('offers every vendor of the catalogue as a target, holding money or not, each once', async () => {
    await openPage();
    const options = within(screen.getByTestId('transfer-vendor')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Evolux Live (৳0.00)', 'Jade Dragon Slots (৳250.50)', 'StadiumBet (৳0.00)']);
  });

  it('only empties the wallet of a vendor the site no longer offers, and says why', async () => {
    wallets = answerWallets(platform, [wallet('MAIN', 1_000_000), wallet('OLD', 7_500, 'Retired Vendor')]);
    await openPage();
    expect(screen.getByTestId('transfer-direction-toVendor')).toBeTruthy();
    expect(screen.queryByTestId('transfer-retired')).toBeNull();

    chooseVendor('OLD');
    expect(screen.queryByTestId('transfer-direction-toVendor')).toBeNull();
    expect(screen.getByTestId('transfer-retired').textContent).toBe('Retired Vendor is no longer offered on this site: its money can only come back to the main wallet.');
    expect(screen.getByTestId('transfer-form').dataset.from).toBe('OLD');
    transfer('75');
    expect((await screen.findByTestId('transfer-message')).textContent).toBe('৳75.00 moved from Retired Vendor to Main wallet.');
    expect(sent()).toEqual([{ from: 'OLD', to: 'MAIN', amountMinor: 7_500, requestId: expect.any(String) }]);
  });

  it('moves money from the main wallet to a vendor wallet, then shows the new figures', async () => {
    await openPage();
    chooseVendor('SBX');
    transfer('1,200.5');
    expect((await screen.findByTestId('transfer-message')).textContent).toBe('৳1,200.50 moved from Main wallet to StadiumBet.');
    expect(sent()).toEqual([{ from: 'MAIN', to: 'SBX', amountMinor: 120_050, requestId: expect.any(String) }]);
    expect(requestIdSchema.safeParse(sent()[0]?.requestId).success).toBe(true);
    await waitFor(() => expect(figure('MAIN')).toBe('৳8,799.50'));
    expect(figure('SBX')).toBe('৳1,200.50');
    // Money moved between wallets: the total stays.
    expect(screen.getByTestId('wallet-total').textContent).toBe('৳10,250.50');
    expect(amountField().value).toBe('');
    // The balance is asked for again after the transfer, for every part that shows it.
    await waitFor(() => expect(platform.requestsFor(getBalance).length).toBeGreaterThanOrEqual(2));
  });

  it('moves a vendor wallet back to the main wallet, "all" filling in what it holds', async () => {
    await openPage();
    fireEvent.click(screen.getByTestId('transfer-direction-toMain'));
    chooseVendor('JDS');
    fireEvent.click(screen.getByTestId('transfer-all'));
    expect(amountField().value).toBe('250.50');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect((await screen.findByTestId('transfer-message')).dataset.tone).toBe('success');
    expect(sent()[0]).toMatchObject({ from: 'JDS', to: 'MAIN', amountMinor: 25_050 });
    await waitFor(() => expect(figure('MAIN')).toBe('৳10,250.50'));
    expect(figure('JDS')).toBe('৳0.00');
  });

  it('checks the amount before sending: present, digits, the currency step, above zero, within the source', async () => {
    await openPage();
    const errorText = () => document.getElementById(amountField().getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;
    const cases: [string, string][] = [
      ['', 'Enter an amount.'],
      ['12abc', 'Enter the amount in digits, with a point before any decimals.'],
      ['1.234', 'Too many decimals: the smallest step is ৳0.01.'],
      ['0.00', 'Enter an amount greater than zero.'],
      ['10000.01', 'That is more than the ৳10,000.00 in Main wallet.'],
    ];
    for (const [typed, message] of cases) {
      transfer(typed);
      await waitFor(() => expect(amountField().getAttribute('aria-invalid')).toBe('true'));
      expect(errorText()).toBe(message);
    }
    fireEvent.click(screen.getByTestId('transfer-direction-toMain'));
    chooseVendor('EVL');
    transfer('0.01');
    await waitFor(() => expect(errorText()).toBe('That is more than the ৳0.00 in Evolux Live.'));
    expect(sent()).toEqual([]);
  });

  it('reads an amount typed in Bengali digits, and answers in them', async () => {
    await openPage('bn');
    chooseVendor('EVL');
    transfer('৫০.২৫');
    expect((await screen.findByTestId('transfer-message')).textContent).toBe('৳৫০.২৫ মূল ওয়ালেট থেকে Evolux Live-এ সরানো হয়েছে।');
    expect(sent()[0]?.amountMinor).toBe(5_025);
  });

  const refusals: [ErrorCode, string][] = [
    ['INSUFFICIENT_FUNDS', 'There is not enough money in that wallet for this transfer. Check the balance and try a smaller amount.'],
    ['IDEMPOTENCY_CONFLICT', 'This transfer clashed with an earlier one. Check your balances, then try again.'],
    ['WALLET_NOT_FOUND', 'That game wallet is not available on this site.'],
    ['FEATURE_DISABLED', 'Moving money between wallets is not used on this site.'],
    ['TRIAL_RESTRICTED', 'A real account is needed for this.'],
    ['RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.'],
  ];
  for (const [code, message] of refusals) {
    it(`says why when the server refuses with ${code}`, async () => {
      platform.answer(walletTransfer, () => ({ failure: { code, message: 'refused' } }));
      await openPage();
      transfer('10');
      const shown = await screen.findByTestId('transfer-message');
      expect(shown.textContent).toBe(message);
      expect(shown.dataset.tone).toBe('error');
      expect(shown.getAttribute('role')).toBe('alert');
      expect(sent()).toHaveLength(1);
    });
  }

  it('keeps one request id for every retry of an attempt whose outcome is unknown, and a new one after', async () => {
    let failuresLeft = 3;
    platform.answer(walletTransfer, (request) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        return { failure: { code: 'INTERNAL', message: 'lost' } };
      }
      const body = request.body as SentTransfer;
      wallets.move(body.from, body.to, body.amountMinor);
      return { value: { transferId: 't1', balance: wallets.current() } };
    });
    await openPage();
    transfer('10');
    expect((await screen.findByTestId('transfer-message')).textContent).toBe(
      'The transfer could not be confirmed. Check your balances; pressing Transfer again with the same amount will not move the money twice.',
    );
    // The client's own retries of a server failure carried the same id.
    expect(sent()).toHaveLength(3);
    const [first] = sent();
    expect(new Set(sent().map((each) => each.requestId))).toEqual(new Set([first?.requestId]));

    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.getByTestId('transfer-message').dataset.tone).toBe('success'));
    expect(sent()[3]?.requestId).toBe(first?.requestId);

    transfer('10');
    await waitFor(() => expect(sent()).toHaveLength(5));
    expect(sent()[4]?.requestId).not.toBe(first?.requestId);
  });

  it('starts a new attempt after a refusal, or when the player changes what to move', async () => {
    let answer: 'refuse' | 'lose' = 'refuse';
    platform.answer(walletTransfer, () => ({ failure: answer === 'refuse' ? { code: 'INSUFFICIENT_FUNDS', message: 'no' } : { code: 'INTERNAL', message: 'lost', status: 500 } }));
    await openPage();
    transfer('10');
    await waitFor(() => expect(sent()).toHaveLength(1));
    await screen.findByTestId('transfer-message');
    transfer('10');
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]?.requestId).not.toBe(sent()[0]?.requestId);
    // the second refusal must be shown before the next press, or the press meets a busy button
    await waitFor(() => expect(screen.getByTestId('transfer-submit').getAttribute('aria-busy')).toBeNull());

    answer = 'lose';
    transfer('20');
    await waitFor(() => expect(sent()).toHaveLength(5));
    await waitFor(() => expect(screen.getByTestId('transfer-submit').getAttribute('aria-busy')).toBeNull());
    transfer('21');
    await waitFor(() => expect(sent()).toHaveLength(8));
    expect(sent()[7]?.requestId).not.toBe(sent()[4]?.requestId);
  });

  it('still offers the vendor wallets held when the catalogue\'s vendors cannot be had', async () => {
    platform.answer(getGameVendors, () => ({ failure: { code: 'FORBIDDEN', message: 'no' } }));
    await openPage();
    const options = within(screen.getByTestId('transfer-vendor')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Jade Dragon Slots (৳250.50)']);
  });

  it('says so when no vendor wallet can be offered', async () => {
    platform.answer(getGameVendors, () => ({ value: { data: { lanes: [] } } }));
    platform.answer(getBalance, () => ({ value: balanceOf([wallet('MAIN', 500)]) }));
    renderWallet(<TransferFundScreen />, { platform });
    expect((await screen.findByTestId('transfer-no-vendors')).textContent).toBe('No game wallets are available right now.');
    expect(screen.getByTestId('wallet-no-vendor-wallets')).toBeTruthy();
  });
});

describe('wallet page of a single-wallet brand', () => {
  it('shows the one wallet and says there is nothing to transfer, without asking for vendors', async () => {
    platform.answer(getBalance, () => ({ value: balanceOf([wallet('MAIN', 123_456)], { isSingle: true }) }));
    renderWallet(<TransferFundScreen />, { platform });
    expect((await screen.findByTestId('wallet-page')).dataset.single).toBe('true');
    expect(within(screen.getByTestId('wallet-list')).getAllByRole('listitem')).toHaveLength(1);
    expect(figure('MAIN')).toBe('৳1,234.56');
    expect(screen.getByTestId('wallet-single-note').textContent).toBe(
      'All games on this site play from this one wallet, so there is nothing to move between wallets.',
    );
    expect(screen.queryByTestId('transfer-form')).toBeNull();
    expect(platform.requestsFor(getGameVendors)).toHaveLength(0);
  });
});

describe('wallet page that cannot load', () => {
  it('says so and tries again on request', async () => {
    platform.answer(getBalance, () => ({ failure: { code: 'FORBIDDEN', message: 'no' } }));
    renderWallet(<TransferFundScreen />, { platform });
    expect((await screen.findByRole('alert')).textContent).toBe('Your wallet could not be loaded. Something went wrong. Please try again.');
    platform.answer(getBalance, () => ({ value: balanceOf([wallet('MAIN', 100)]) }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('wallet-total')).textContent).toBe('৳1.00');
  });
});
