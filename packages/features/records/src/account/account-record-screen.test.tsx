import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getAccountRecord, type AccountMovement } from '@croupier/contract';
import { ACCOUNT_MOVEMENT_GROUP_KINDS, type AccountMovementGroup } from '@croupier/domain';
import { accountPageOf, movementRow } from '../../testing/fixtures';
import { renderRecords } from '../../testing/render-records';
import { AccountRecordScreen } from './account-record-screen';

// 20 November 2026, 12:00 in Dhaka.
const NOW_MS = Date.parse('2026-11-20T06:00:00Z');
const now = () => NOW_MS;

let platform: StubPlatform;
let rows: AccountMovement[];
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  rows = [
    movementRow(3, { kind: 'WIN', wallet: 'JDS', walletName: 'Jade Dragon Slots', amountMinor: 2_500, balanceMinor: 31_500, roundId: 'r9', gameName: 'Lucky 7' }),
    movementRow(2, { kind: 'TRANSFER', wallet: 'JDS', walletName: 'Jade Dragon Slots', amountMinor: 30_000, balanceMinor: 30_000, roundId: null, gameName: null }),
    movementRow(1, { kind: 'DEPOSIT', amountMinor: 50_000, balanceMinor: 50_000, roundId: null, gameName: null, note: { code: 'deposit', params: { depositId: '7', channel: 'BKASH', channelName: 'bKash', reference: 'TX123' } } }),
  ];
  platform.answer(getAccountRecord, (request) => {
    const group = (request.query.get('group') ?? 'all') as AccountMovementGroup;
    const pageNo = Number(request.query.get('pageNo') ?? '1');
    const kinds: readonly string[] | null = group === 'all' ? null : ACCOUNT_MOVEMENT_GROUP_KINDS[group];
    return { value: accountPageOf(kinds ? rows.filter((row) => kinds.includes(row.kind)) : rows, pageNo) };
  });
});

const asked = () => platform.requestsFor(getAccountRecord).map((request) => Object.fromEntries(request.query));
const shownIds = () => screen.getAllByTestId('account-record-row').map((row) => row.dataset.movementId);
const render = (language: 'en' | 'bn' = 'en') => renderRecords(<AccountRecordScreen timeZone="Asia/Dhaka" nowMs={now} />, { platform, language });

describe('account record page', () => {
  it("asks for today's movements in the brand's time zone and shows what, where, how much and the balance left, with the totals", async () => {
    render();
    await screen.findByTestId('account-record-table');
    expect(asked()[0]).toEqual({ from: '2026-11-20', to: '2026-11-20', language: 'en' });
    expect(screen.getByRole('heading', { name: 'Account record' })).toBeTruthy();
    const [win, transfer, deposit] = screen.getAllByTestId('account-record-row');
    expect(within(win!).getByText('Win')).toBeTruthy();
    expect(within(win!).getByTestId('account-record-wallet').textContent).toBe('Jade Dragon Slots');
    expect(within(win!).getByTestId('account-record-description').textContent).toBe('Lucky 7 · round r9');
    expect(within(win!).getByTestId('account-record-amount').textContent).toBe('+৳25.00');
    expect(within(win!).getByTestId('account-record-balance').textContent).toBe('৳315.00');
    expect(within(transfer!).queryByTestId('account-record-description')).toBeNull();
    expect(within(deposit!).getByTestId('account-record-wallet').textContent).toBe('Main wallet');
    expect(within(deposit!).getByTestId('account-record-description').textContent).toBe('Deposit no. 7 by bKash · Reference TX123');
    expect(screen.getByTestId('account-record-summary-movements').textContent).toBe('3');
    expect(screen.getByTestId('account-record-summary-in').textContent).toBe('৳825.00');
    expect(screen.getByTestId('account-record-summary-out').textContent).toBe('৳0.00');
    expect(screen.getByTestId('account-record-summary-net').textContent).toBe('+৳825.00');
  });

  it('shows money out signed, and names each kind', async () => {
    rows = [movementRow(1), movementRow(2, { kind: 'WITHDRAWAL_RETURN', amountMinor: 5_000, roundId: null, gameName: null })];
    render();
    await screen.findByTestId('account-record-table');
    const [stake, returned] = screen.getAllByTestId('account-record-row');
    expect(within(stake!).getByText('Stake')).toBeTruthy();
    expect(within(stake!).getByTestId('account-record-amount').textContent).toBe('-৳10.00');
    expect(within(stake!).getByTestId('account-record-description').textContent).toBe('Dice · round 1');
    expect(within(returned!).getByText('Withdrawal returned')).toBeTruthy();
    expect(screen.getByTestId('account-record-summary-out').textContent).toBe('৳10.00');
  });

  it('filters by type group from the first page, and changes dates with the presets', async () => {
    rows = Array.from({ length: 25 }, (_, index) => movementRow(index + 1));
    rows.push(movementRow(99, { kind: 'TRANSFER', roundId: null, gameName: null }));
    render();
    await screen.findByTestId('account-record-table');
    fireEvent.click(within(screen.getByTestId('records-pager')).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ pageNo: '2' }));
    fireEvent.change(screen.getByTestId('account-record-group'), { target: { value: 'transfers' } });
    await waitFor(() => expect(shownIds()).toEqual(['99']));
    expect(asked().at(-1)).toEqual({ from: '2026-11-20', to: '2026-11-20', group: 'transfers', language: 'en' });
    fireEvent.click(screen.getByTestId('records-range-last7'));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ from: '2026-11-14', to: '2026-11-20', group: 'transfers' }));
    fireEvent.click(screen.getByTestId('records-range-last30'));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ from: '2026-10-22', to: '2026-11-20' }));
    fireEvent.change(screen.getByTestId('account-record-group'), { target: { value: 'cashier' } });
    expect(await screen.findByText('No money moved in these dates.')).toBeTruthy();
  });

  it('pages through 20 movements at a time, the totals covering every page', async () => {
    rows = Array.from({ length: 45 }, (_, index) => movementRow(index + 1));
    render();
    await screen.findByTestId('account-record-table');
    expect(screen.getAllByTestId('account-record-row')).toHaveLength(20);
    fireEvent.click(within(screen.getByTestId('records-pager')).getByRole('button', { name: /3/ }));
    await waitFor(() => expect(shownIds()).toEqual(['41', '42', '43', '44', '45']));
    expect(screen.getByTestId('account-record-summary-movements').textContent).toBe('45');
  });

  it('checks a custom range before asking', async () => {
    render();
    await screen.findByTestId('account-record-table');
    fireEvent.click(screen.getByTestId('records-range-custom'));
    const count = asked().length;
    fireEvent.change(screen.getByTestId('records-from'), { target: { value: '2026-01-01' } });
    expect(await screen.findByText('Choose at most 90 days.')).toBeTruthy();
    expect(asked()).toHaveLength(count);
  });

  it('says so when the record cannot load, and tries again', async () => {
    platform.answer(getAccountRecord, () => ({ failure: { code: 'FORBIDDEN', message: 'no' } }));
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('Your account record could not be loaded. Something went wrong. Please try again.');
    platform.answer(getAccountRecord, () => ({ value: accountPageOf([movementRow(1)]) }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('account-record-table')).toBeTruthy();
  });

  it('speaks Bengali with Bengali digits', async () => {
    render('bn');
    await screen.findByTestId('account-record-table');
    expect(screen.getByRole('heading', { name: 'অ্যাকাউন্ট রেকর্ড' })).toBeTruthy();
    expect(screen.getByTestId('account-record-summary-in').textContent).toBe('৳৮২৫.০০');
    expect(screen.getAllByTestId('account-record-wallet')[2]?.textContent).toBe('প্রধান ওয়ালেট');
    // The server's note is a code and parameters, worded here in Bengali; only the typed reference stays as it was.
    const [, deposit] = screen.getAllByTestId('account-record-description');
    expect(deposit?.textContent).toBe('ডিপোজিট নং ৭, bKash-এর মাধ্যমে · রেফারেন্স TX123');
    expect(deposit?.querySelector('[translate="no"]')?.textContent).toBe('TX123');
  });

  it('writes an in-house round number in Bengali digits and keeps a provider round id as a code', async () => {
    rows = [
      movementRow(2, { kind: 'BET', amountMinor: -100, roundId: '1024', gameName: 'ডাইস' }),
      movementRow(1, { kind: 'WIN', amountMinor: 100, roundId: 'r9', gameName: 'Lucky 7' }),
    ];
    render('bn');
    await screen.findByTestId('account-record-table');
    const [dice, slot] = screen.getAllByTestId('account-record-description');
    expect(dice?.textContent).toBe('ডাইস · রাউন্ড ১০২৪');
    expect(slot?.textContent).toBe('Lucky 7 · রাউন্ড r9');
  });
});
