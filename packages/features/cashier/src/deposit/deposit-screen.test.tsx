import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startStubPlatform, type StubPlatform, type StubRequest } from '@croupier/api-client/testing';
import { attachDepositProof, createDeposit, getBalance, getDepositChannels, getDeposits, requestIdSchema, type Deposit, type ErrorCode } from '@croupier/contract';
import { PROOF_MAX_BYTES } from '@croupier/domain';
import { RETURN_POLL_MS } from '../history/returned-payment';
import { answerCashier, BDT, bkash, checkoutUrlOf, cityBank, demoPay, depositOf, proofPath, sampleJpeg, samplePng, ZONE } from '../../testing/fixtures';
import { renderCashier } from '../../testing/render-cashier';
import { DepositScreen } from './deposit-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerCashier(platform);
});
afterEach(() => vi.restoreAllMocks());

interface SentDeposit {
  channelCode: string;
  amountMinor: number;
  reference?: string;
  requestId: string;
}
const sent = (): SentDeposit[] => platform.requestsFor(createDeposit).map((request: StubRequest) => request.body as SentDeposit);
const proofsSent = () => platform.requests.filter((request) => request.method === attachDepositProof.method && request.path.endsWith('/proof'));
const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const errorOf = (testId: string) => document.getElementById(field(testId).getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent;

async function openPage(language: 'bn' | 'en' = 'en') {
  const view = renderCashier(<DepositScreen currency={BDT} timeZone={ZONE} />, { platform, language });
  await screen.findByTestId('deposit-form');
  return view;
}

function fill(amount: string, reference = '8N7A6D5C4B') {
  fireEvent.change(field('deposit-amount'), { target: { value: amount } });
  fireEvent.change(field('deposit-reference'), { target: { value: reference } });
}

function choosePhoto(file: File) {
  fireEvent.change(field('deposit-proof-input'), { target: { files: [file] } });
}

describe('deposit page', () => {
  it('lists the channels with their limits, and the chosen one\'s receiving account and what is left today', async () => {
    answerCashier(platform, [bkash({ remainingTodayMinor: 3_000_000 }), cityBank()]);
    await openPage();
    const cards = within(screen.getByTestId('deposit-channels')).getAllByRole('radio');
    expect(cards.map((radio) => (radio as HTMLInputElement).value)).toEqual(['BKASH', 'BANK_CITY']);
    expect(within(screen.getByTestId('deposit-channel-BKASH')).getByTestId('deposit-channel-limits').textContent).toBe('৳200.00 to ৳25,000.00 per depositUp to ৳50,000.00 a day');
    expect(within(screen.getByTestId('deposit-channel-BANK_CITY')).getByTestId('deposit-channel-limits').textContent).toBe('৳1,000.00 to ৳200,000.00 per depositUp to ৳500,000.00 a day');
    expect(screen.getByRole('radio', { name: /bKash, Mobile wallet/ })).toBeTruthy();

    // The first channel stands chosen.
    expect(screen.getByTestId('deposit-account').dataset.channel).toBe('BKASH');
    expect(screen.getByTestId('deposit-account-holder').textContent).toBe('Shonali Gaming Ltd');
    expect(screen.getByTestId('deposit-account-number').textContent).toBe('01711-000111');
    expect(screen.queryByTestId('deposit-account-bank')).toBeNull();
    expect(screen.getByTestId('deposit-remaining').textContent).toBe('You can still deposit today৳30,000.00 of ৳50,000.00');

    fireEvent.click(screen.getByRole('radio', { name: /City Bank/ }));
    expect(screen.getByTestId('deposit-account').dataset.channel).toBe('BANK_CITY');
    expect(screen.getByTestId('deposit-account-number').textContent).toBe('1401-2233-4455');
    expect(screen.getByTestId('deposit-account-bank').textContent).toBe('City Bank, Gulshan branch');
    expect(screen.getByTestId('deposit-remaining').textContent).toBe('You can still deposit today৳500,000.00 of ৳500,000.00');
    expect(screen.getByTestId('deposit-form').dataset.channel).toBe('BANK_CITY');
  });

  it('copies the receiving number as the apps take it, without its dashes', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Copy the number 01711-000111' }));
    await waitFor(() => expect(screen.getByTestId('deposit-copy-number').dataset.state).toBe('copied'));
    expect(writeText).toHaveBeenCalledWith('01711000111');
    expect(screen.getByTestId('deposit-copy-number').textContent).toBe('Copied');
  });

  it('checks the amount before sending: present, digits, the currency step, the channel\'s minimum and maximum, what is left today', async () => {
    answerCashier(platform, [bkash({ remainingTodayMinor: 100_000 })]);
    await openPage();
    const cases: [string, string][] = [
      ['', 'Enter the amount you sent.'],
      ['12abc', 'Enter the amount in digits, with a point before any decimals.'],
      ['500.001', 'Too many decimals: the smallest step is ৳0.01.'],
      ['199.99', 'The smallest deposit through bKash is ৳200.00.'],
      ['25000.01', 'The largest single deposit through bKash is ৳25,000.00.'],
      ['1000.01', 'You can deposit only ৳1,000.00 more through bKash today.'],
    ];
    for (const [typed, message] of cases) {
      fill(typed);
      fireEvent.click(screen.getByTestId('deposit-submit'));
      await waitFor(() => expect(field('deposit-amount').getAttribute('aria-invalid')).toBe('true'));
      expect(errorOf('deposit-amount')).toBe(message);
    }
    expect(sent()).toEqual([]);
  });

  it('checks the transaction id before sending', async () => {
    await openPage();
    fill('500', 'ab1');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(errorOf('deposit-reference')).toBe('A transaction ID has at least 4 characters.'));
    fill('500', 'TRX:1234');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(errorOf('deposit-reference')).toBe('Use only letters, digits, spaces and . _ / # - as in the transaction ID.'));
    expect(sent()).toEqual([]);
  });

  it('sends a good deposit once, however often it is pressed, then says it is pending and lists it', async () => {
    await openPage();
    expect(await screen.findByTestId('deposit-history-empty')).toBeTruthy();
    fill('1,250.50', '  8N7A6D5C4B ');
    const submit = screen.getByTestId('deposit-submit');
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.click(submit);

    expect((await screen.findByTestId('deposit-pending-text')).textContent).toBe(
      'We have your request to deposit ৳1,250.50 through bKash (transaction ID 8N7A6D5C4B). Your balance goes up once we have confirmed that the money arrived; you can follow it below.',
    );
    expect(sent()).toEqual([{ channelCode: 'BKASH', amountMinor: 125_050, reference: '8N7A6D5C4B', requestId: expect.any(String) }]);
    expect(requestIdSchema.safeParse(sent()[0]?.requestId).success).toBe(true);
    expect(proofsSent()).toEqual([]);

    const row = await screen.findByTestId('deposit-row');
    expect(row.dataset.status).toBe('PENDING');
    expect(within(row).getByTestId('deposit-row-channel').textContent).toBe('bKash');
    expect(within(row).getByTestId('deposit-row-amount').textContent).toBe('৳1,250.50');
    expect(within(row).getByTestId('deposit-row-reference').textContent).toBe('Transaction ID 8N7A6D5C4B');
    // The player's ID is a code: shown as written, marked not to be translated.
    expect(within(row).getByTestId('deposit-row-reference').querySelector('[translate="no"]')?.textContent).toBe('8N7A6D5C4B');
    expect(within(row).getByTestId('deposit-row-status').textContent).toBe('Pending');
    expect(within(row).getByTestId('deposit-row-proof').textContent).toBe('No receipt photo');
    expect(within(row).getByTestId('deposit-row-time').textContent).toBe('Nov 22, 2026, 12:30 PM');
    // What is left today was asked for again.
    await waitFor(() => expect(screen.getByTestId('deposit-remaining').dataset.remainingMinor).toBe(String(5_000_000 - 125_050)));

    // Another deposit is another attempt, with a new request id.
    fireEvent.click(screen.getByTestId('deposit-another'));
    fill('300', 'ABCD1234');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('deposit-pending');
    expect(sent()).toHaveLength(2);
    expect(sent()[1]?.requestId).not.toBe(sent()[0]?.requestId);
    await waitFor(() => expect(screen.getAllByTestId('deposit-row')).toHaveLength(2));
  });

  it('sends the receipt photo after the deposit, in base64 with the type its bytes show', async () => {
    await openPage();
    fill('500');
    choosePhoto(new File([samplePng()], 'receipt.png', { type: 'image/png' }));
    expect((await screen.findByTestId('deposit-proof-chosen')).textContent).toBe('receipt.png (0.1 KB)');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-pending-proof')).textContent).toBe('Your receipt photo is attached.');
    const [deposit] = sent();
    expect(deposit?.amountMinor).toBe(50_000);
    const [proof] = proofsSent();
    expect(proof?.path).toBe(proofPath('101'));
    expect(proof?.body).toEqual({ contentType: 'image/png', dataBase64: Buffer.from(samplePng()).toString('base64') });
    // The deposit was asked for first, the photo after.
    expect(platform.requests.indexOf(platform.requestsFor(createDeposit)[0] as StubRequest)).toBeLessThan(platform.requests.indexOf(proof as StubRequest));
    await waitFor(() => expect(within(screen.getByTestId('deposit-row')).getByTestId('deposit-row-proof').textContent).toBe('Receipt photo attached'));
  });

  it('refuses a photo over 5 MB or of another type before anything is sent', async () => {
    await openPage();
    fill('500');
    choosePhoto(new File([new Uint8Array(PROOF_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    expect((await screen.findByTestId('deposit-proof-error')).textContent).toBe('huge.png is 5 MB; a receipt photo may be at most 5 MB.');
    fireEvent.click(screen.getByTestId('deposit-submit'));

    choosePhoto(new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(screen.getByTestId('deposit-proof-error').textContent).toBe('statement.pdf is not a PNG or JPEG picture. Choose a screenshot or photo of the receipt.'),
    );
    fireEvent.click(screen.getByTestId('deposit-submit'));

    // Named a picture, but its bytes are not one.
    choosePhoto(new File(['GIF89a'], 'receipt.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(screen.getByTestId('deposit-proof-error').textContent).toBe('receipt.jpg is not a PNG or JPEG picture. Choose a screenshot or photo of the receipt.'));
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(sent()).toEqual([]);
    expect(proofsSent()).toEqual([]);

    // Once removed, the deposit goes without a photo.
    fireEvent.click(screen.getByTestId('deposit-proof-remove'));
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('deposit-pending');
    expect(sent()).toHaveLength(1);
    expect(proofsSent()).toEqual([]);
  });

  it('keeps the deposit when its photo is refused, says why, and sends the photo again on request', async () => {
    let refuse = true;
    platform.answer(createDeposit, () => ({ value: { deposit: depositOf({ depositId: '7' }), checkoutUrl: null } }));
    platform.answer({ ...attachDepositProof, path: proofPath('7') }, () =>
      refuse ? { failure: { code: 'PROOF_INVALID', message: 'not an image' } } : { value: { deposit: depositOf({ depositId: '7', hasProof: true }) } },
    );
    await openPage();
    fill('500');
    choosePhoto(new File([sampleJpeg()], 'receipt.jpg', { type: 'image/jpeg' }));
    await screen.findByTestId('deposit-proof-chosen');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-pending-proof-failed')).textContent).toBe(
      'Your deposit is requested, but the receipt photo was not attached. The photo was not accepted: it must be a PNG or JPEG picture of at most 5 MB.',
    );
    refuse = false;
    fireEvent.click(screen.getByTestId('deposit-proof-retry'));
    expect((await screen.findByTestId('deposit-pending-proof')).textContent).toBe('Your receipt photo is attached.');
    expect(sent()).toHaveLength(1);
    expect(proofsSent()).toHaveLength(2);
  });

  const refusals: [ErrorCode, string][] = [
    ['CASHIER_LIMIT', 'This amount is outside the channel\'s limits, or more than you may still deposit through it today. Check the limits above and try again.'],
    ['CHANNEL_NOT_FOUND', 'This channel no longer takes deposits. Reload the page and choose another.'],
    ['IDEMPOTENCY_CONFLICT', 'This request clashed with an earlier one. Look at your recent deposits, then try again.'],
    ['TRIAL_RESTRICTED', 'A real account is needed for this.'],
    ['RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.'],
  ];
  for (const [code, message] of refusals) {
    it(`says why when the server refuses with ${code}`, async () => {
      platform.answer(createDeposit, () => ({ failure: { code, message: 'refused' } }));
      await openPage();
      fill('500');
      fireEvent.click(screen.getByTestId('deposit-submit'));
      const shown = await screen.findByTestId('deposit-refusal');
      expect(shown.textContent).toBe(message);
      expect(shown.getAttribute('role')).toBe('alert');
      expect(sent()).toHaveLength(1);
      expect(screen.queryByTestId('deposit-pending')).toBeNull();
    });
  }

  it('keeps one request id for the retries of an attempt whose outcome is unknown, and a new one after a refusal', async () => {
    let answer: 'lose' | 'refuse' = 'lose';
    platform.answer(createDeposit, () => ({ failure: answer === 'lose' ? { code: 'INTERNAL', message: 'lost' } : { code: 'CASHIER_LIMIT', message: 'no' } }));
    await openPage();
    fill('500');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-refusal')).textContent).toBe(
      'The request could not be confirmed. Look at your recent deposits below; pressing Request deposit again with the same details will not ask twice.',
    );
    // The client's own retries of a server failure carried the same id, and so does the next press.
    expect(sent()).toHaveLength(3);
    await waitFor(() => expect(screen.getByTestId('deposit-submit').getAttribute('aria-busy')).toBeNull());
    answer = 'refuse';
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(sent()).toHaveLength(4));
    expect(new Set(sent().map((each) => each.requestId)).size).toBe(1);
    await waitFor(() => expect(screen.getByTestId('deposit-submit').getAttribute('aria-busy')).toBeNull());
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(sent()).toHaveLength(5));
    expect(sent()[4]?.requestId).not.toBe(sent()[0]?.requestId);
  });

  it('says when the day\'s limit of a channel is used up, and sends nothing through it', async () => {
    answerCashier(platform, [bkash({ remainingTodayMinor: 10_000 }), cityBank()]);
    await openPage();
    expect(screen.getByTestId('deposit-spent').textContent).toBe('Today\'s bKash limit is used up. Choose another channel, or deposit again tomorrow.');
    fill('200');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((screen.getByTestId('deposit-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /City Bank/ }));
    expect(screen.queryByTestId('deposit-spent')).toBeNull();
    expect(sent()).toEqual([]);
  });

  it('shows each deposit\'s status, and an operator\'s reason for a rejection', async () => {
    answerCashier(platform, undefined, [
      depositOf({ depositId: '3', status: 'REJECTED', reason: 'No such transfer arrived', hasProof: true }),
      depositOf({ depositId: '4', status: 'CONFIRMED', amountMinor: 300_000, decidedAt: '2026-11-22T07:00:00.000Z' }),
    ]);
    await openPage();
    const rows = await screen.findAllByTestId('deposit-row');
    expect(rows.map((row) => row.dataset.status)).toEqual(['CONFIRMED', 'REJECTED']);
    expect(within(rows[0] as HTMLElement).getByTestId('deposit-row-status').textContent).toBe('Confirmed');
    expect(within(rows[0] as HTMLElement).queryByTestId('deposit-row-reason')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByTestId('deposit-row-status').textContent).toBe('Rejected');
    expect(within(rows[1] as HTMLElement).getByTestId('deposit-row-reason').textContent).toBe('Why it was rejected: No such transfer arrived');
    expect(within(rows[1] as HTMLElement).getByTestId('deposit-row-proof').textContent).toBe('Receipt photo attached');
  });

  it('shows a gateway deposit that expired unpaid as expired, in both languages, and says a charged card is still credited', async () => {
    const expired = depositOf({ depositId: '5', channelCode: 'DEMOPAY', channelName: 'DemoPay card', channelKind: 'GATEWAY', amountMinor: 75_000, status: 'EXPIRED', decidedAt: '2026-11-22T07:00:00.000Z', expiredAt: '2026-11-22T07:00:00.000Z' });
    answerCashier(platform, [bkash(), demoPay()], [expired]);
    const view = renderCashier(<DepositScreen currency={BDT} timeZone={ZONE} returnedDepositId="5" />, { platform });
    const row = await screen.findByTestId('deposit-row');
    expect(row.dataset.status).toBe('EXPIRED');
    expect(within(row).getByTestId('deposit-row-status').textContent).toBe('Expired');
    expect(within(row).getByTestId('deposit-row-expired').textContent).toBe('Not paid in time. If your card was charged, the money is still credited once DemoPay card confirms it.');
    expect(screen.getByTestId('deposit-returned').textContent).toBe(
      'Your payment of ৳750.00 through DemoPay card was not completed in time, so this request has closed. If your card was charged, the money is still credited as soon as DemoPay card confirms it.',
    );
    view.unmount();
    renderCashier(<DepositScreen currency={BDT} timeZone={ZONE} />, { platform, language: 'bn' });
    const bengali = await screen.findByTestId('deposit-row');
    expect(within(bengali).getByTestId('deposit-row-status').textContent).toBe('মেয়াদোত্তীর্ণ');
    expect(within(bengali).getByTestId('deposit-row-expired').textContent).toContain('DemoPay card নিশ্চিত করলেই');
  });

  it('speaks Bengali: limits, a refusal beside the amount and the pending deposit in Bengali digits', async () => {
    await openPage('bn');
    expect(within(screen.getByTestId('deposit-channel-BKASH')).getByTestId('deposit-channel-limits').textContent).toBe('প্রতি ডিপোজিটে ৳২০০.০০ থেকে ৳২৫,০০০.০০দিনে সর্বোচ্চ ৳৫০,০০০.০০');
    // The receiving number reads in Bengali digits; the copy button still copies the digits the apps take.
    expect(screen.getByTestId('deposit-account-number').textContent).toBe('০১৭১১-০০০১১১');
    expect(screen.getByTestId('deposit-copy-number').getAttribute('aria-label')).not.toMatch(/[0-9]/);
    fill('১৫০');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(errorOf('deposit-amount')).toBe('bKash-এ সবচেয়ে ছোট ডিপোজিট ৳২০০.০০।'));
    fill('১,২৫০.৫০');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-pending-text')).textContent).toBe(
      'bKash-এর মাধ্যমে ৳১,২৫০.৫০ ডিপোজিটের অনুরোধ আমরা পেয়েছি (ট্রানজ্যাকশন আইডি 8N7A6D5C4B)। টাকা পৌঁছেছে বলে আমরা নিশ্চিত করলেই আপনার ব্যালেন্স বাড়বে; নিচে এর অবস্থা দেখতে পাবেন।',
    );
    expect(sent()[0]?.amountMinor).toBe(125_050);
    const row = await screen.findByTestId('deposit-row');
    expect(within(row).getByTestId('deposit-row-status').textContent).toBe('অপেক্ষমাণ');
  });

  it('sends a gateway deposit with its amount only, and leaves for the gateway\'s page', async () => {
    answerCashier(platform, [bkash(), demoPay()]);
    const opened: string[] = [];
    renderCashier(<DepositScreen currency={BDT} timeZone={ZONE} openCheckout={(url) => opened.push(url)} />, { platform });
    fireEvent.click(await screen.findByRole('radio', { name: /DemoPay card, Card/ }));
    expect(screen.getByTestId('deposit-gateway').textContent).toBe(
      'Enter the amount below and continue: you pay on the DemoPay card page, then come back here. Your balance goes up as soon as the payment is confirmed.',
    );
    expect(screen.queryByTestId('deposit-account')).toBeNull();
    expect(screen.queryByTestId('deposit-reference')).toBeNull();
    expect(screen.queryByTestId('deposit-proof')).toBeNull();
    fireEvent.change(field('deposit-amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(field('deposit-amount').getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf('deposit-amount')).toBe('The smallest deposit through DemoPay card is ৳100.00.');
    fireEvent.change(field('deposit-amount'), { target: { value: '750' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to DemoPay card' }));
    expect((await screen.findByTestId('deposit-checkout')).textContent).toBe('Taking you to the DemoPay card page…Not moving? Open the DemoPay card page');
    expect(opened).toEqual([checkoutUrlOf('101')]);
    expect(screen.getByTestId('deposit-checkout-link').getAttribute('href')).toBe(checkoutUrlOf('101'));
    expect(sent()).toEqual([{ channelCode: 'DEMOPAY', amountMinor: 75_000, requestId: expect.any(String) }]);
    // In the list it has no transfer reference and no receipt to speak of.
    const row = await screen.findByTestId('deposit-row');
    expect(within(row).getByTestId('deposit-row-channel').textContent).toBe('DemoPay card');
    expect(within(row).queryByTestId('deposit-row-reference')).toBeNull();
    expect(within(row).queryByTestId('deposit-row-proof')).toBeNull();
  });

  it('says how a gateway payment the player came back from stands, asking until the gateway\'s word arrives', async () => {
    const cashier = answerCashier(platform, [bkash(), demoPay()], [depositOf({ depositId: '9', channelCode: 'DEMOPAY', channelName: 'DemoPay card', channelKind: 'GATEWAY', amountMinor: 75_000 })]);
    const { queryClient } = renderCashier(<DepositScreen currency={BDT} timeZone={ZONE} returnedDepositId="9" />, { platform });
    queryClient.setQueryData([getBalance.name, 'tok'], { balance: 1 });
    const returned = await screen.findByTestId('deposit-returned');
    expect(returned.textContent).toBe('We are waiting for DemoPay card to confirm your payment of ৳750.00. This page updates by itself.');
    expect(queryClient.getQueryState([getBalance.name, 'tok'])?.isInvalidated).toBe(false);

    cashier.deposits[0] = { ...(cashier.deposits[0] as Deposit), status: 'CONFIRMED', decidedAt: '2026-11-22T06:31:00.000Z' };
    await waitFor(() => expect(screen.getByTestId('deposit-returned').dataset.status).toBe('CONFIRMED'), { timeout: RETURN_POLL_MS * 3 });
    expect(screen.getByTestId('deposit-returned').textContent).toBe('Your payment of ৳750.00 through DemoPay card is confirmed, and your balance has gone up.');
    // The header's balance is asked for again.
    await waitFor(() => expect(queryClient.getQueryState([getBalance.name, 'tok'])?.isInvalidated).toBe(true));
    const polls = platform.requestsFor(getDeposits).length;
    await new Promise((resolve) => setTimeout(resolve, RETURN_POLL_MS + 500));
    expect(platform.requestsFor(getDeposits)).toHaveLength(polls);
  });

  it('says nothing of a returned deposit it cannot find', async () => {
    renderCashier(<DepositScreen currency={BDT} timeZone={ZONE} returnedDepositId="404" />, { platform });
    await screen.findByTestId('deposit-history-empty');
    expect(screen.queryByTestId('deposit-returned')).toBeNull();
  });

  it('says when no channel takes deposits, and still lists earlier deposits', async () => {
    answerCashier(platform, [], [depositOf()]);
    renderCashier(<DepositScreen currency={BDT} timeZone={ZONE} />, { platform });
    expect((await screen.findByTestId('deposit-no-channels')).textContent).toBe('Deposits are not open on this site right now.');
    expect(await screen.findByTestId('deposit-row')).toBeTruthy();
  });

  it('says so when the page cannot load, and tries again on request', async () => {
    platform.answer(getDepositChannels, () => ({ failure: { code: 'FORBIDDEN', message: 'no' } }));
    renderCashier(<DepositScreen currency={BDT} timeZone={ZONE} />, { platform });
    expect((await screen.findByRole('alert')).textContent).toBe('The deposit page could not be loaded. Something went wrong. Please try again.');
    answerCashier(platform);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
    expect(platform.requestsFor(getDeposits).length).toBeGreaterThanOrEqual(1);
  });
});
