import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getBetRound, getBettingRecord, type BetRecord } from '@croupier/contract';
import { inHouseRow, pageOf, providerRow, roundOf, roundPath } from '../../testing/fixtures';
import { renderRecords } from '../../testing/render-records';
import { BettingRecordScreen } from './betting-record-screen';

// 20 November 2026, 12:00 in Dhaka.
const NOW_MS = Date.parse('2026-11-20T06:00:00Z');
const now = () => NOW_MS;

let platform: StubPlatform;
let rows: BetRecord[];
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  rows = [providerRow(1), inHouseRow(2)];
  platform.answer(getBettingRecord, (request) => {
    const type = request.query.get('gameType');
    const pageNo = Number(request.query.get('pageNo') ?? '1');
    return { value: pageOf(type ? rows.filter((row) => row.gameType === type) : rows, pageNo) };
  });
});

const asked = () => platform.requestsFor(getBettingRecord).map((request) => Object.fromEntries(request.query));
const rowTexts = () => screen.getAllByTestId('records-row').map((row) => row.dataset.recordId);

describe('betting record page', () => {
  it("asks for today's rounds in the brand's time zone and shows them with formatted money and the totals", async () => {
    renderRecords(<BettingRecordScreen timeZone="Asia/Dhaka" nowMs={now} />, { platform });
    await screen.findByTestId('records-table');
    expect(asked()[0]).toEqual({ from: '2026-11-20', to: '2026-11-20', language: 'en' });
    expect(rowTexts()).toEqual(['p~DEMO~r1', 'h~2']);
    const [first] = screen.getAllByTestId('records-row');
    expect(within(first!).getByTestId('records-row-stake').textContent).toBe('৳10.00');
    expect(within(first!).getByTestId('records-row-payout').textContent).toBe('৳25.00');
    expect(within(first!).getByTestId('records-row-net').textContent).toBe('+৳15.00');
    expect(screen.getByTestId('records-summary-stake').textContent).toBe('৳15.00');
    expect(screen.getByTestId('records-summary-payout').textContent).toBe('৳25.00');
    expect(screen.getByTestId('records-summary-net').textContent).toBe('+৳10.00');
    expect(screen.getByTestId('records-summary-rounds').textContent).toBe('2');
  });

  it('changes the dates with the presets, and checks a custom range before asking', async () => {
    renderRecords(<BettingRecordScreen timeZone="Asia/Dhaka" nowMs={now} />, { platform });
    await screen.findByTestId('records-table');
    fireEvent.click(screen.getByTestId('records-range-last7'));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ from: '2026-11-14', to: '2026-11-20' }));
    fireEvent.click(screen.getByTestId('records-range-last30'));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ from: '2026-10-22', to: '2026-11-20' }));
    fireEvent.click(screen.getByTestId('records-range-custom'));
    const count = asked().length;
    fireEvent.change(screen.getByTestId('records-from'), { target: { value: '2026-11-21' } });
    expect(await screen.findByText('The end date must be on or after the start date.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('records-from'), { target: { value: '2026-01-01' } });
    expect(await screen.findByText('Choose at most 90 days.')).toBeTruthy();
    expect(asked()).toHaveLength(count);
    fireEvent.change(screen.getByTestId('records-from'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ from: '2026-11-01', to: '2026-11-20' }));
  });

  it('filters by game type', async () => {
    renderRecords(<BettingRecordScreen timeZone="Asia/Dhaka" nowMs={now} />, { platform });
    await screen.findByTestId('records-table');
    fireEvent.change(screen.getByTestId('records-game-type'), { target: { value: 'BGS' } });
    await waitFor(() => expect(rowTexts()).toEqual(['h~2']));
    expect(asked().at(-1)).toMatchObject({ gameType: 'BGS' });
    fireEvent.change(screen.getByTestId('records-game-type'), { target: { value: 'LIVE' } });
    expect(await screen.findByText('No bets in these dates.')).toBeTruthy();
  });

  it('pages through 20 rounds at a time', async () => {
    rows = Array.from({ length: 45 }, (_, index) => providerRow(index + 1));
    renderRecords(<BettingRecordScreen timeZone="Asia/Dhaka" nowMs={now} />, { platform });
    await screen.findByTestId('records-table');
    expect(screen.getAllByTestId('records-row')).toHaveLength(20);
    const pager = screen.getByTestId('records-pager');
    fireEvent.click(within(pager).getByRole('button', { name: /3/ }));
    await waitFor(() => expect(rowTexts()).toEqual(['p~DEMO~r41', 'p~DEMO~r42', 'p~DEMO~r43', 'p~DEMO~r44', 'p~DEMO~r45']));
    expect(asked().at(-1)).toMatchObject({ pageNo: '3' });
    // The totals are the whole range's, whichever page is shown.
    expect(screen.getByTestId('records-summary-rounds').textContent).toBe('45');
  });

  it("opens a round's transactions, with the verifier link for an in-house round", async () => {
    const dice = inHouseRow(2, { payoutMinor: 990, netMinor: 490 });
    rows = [providerRow(1), dice];
    platform.answer({ ...getBetRound, path: roundPath(dice.recordId) }, () => ({ value: roundOf(dice) }));
    platform.answer({ ...getBetRound, path: roundPath('p~DEMO~r1') }, () => ({ value: roundOf(providerRow(1)) }));
    renderRecords(<BettingRecordScreen timeZone="Asia/Dhaka" nowMs={now} />, { platform });
    await screen.findByTestId('records-table');
    fireEvent.click(within(screen.getAllByTestId('records-row')[1]!).getByTestId('records-row-open'));
    const round = await screen.findByTestId('records-round');
    expect(round.dataset.recordId).toBe('h~2');
    expect(within(round).getAllByTestId('records-round-transaction').map((row) => row.dataset.kind)).toEqual(['bet', 'win']);
    expect(within(round).getByTestId('records-round-verify').getAttribute('href')).toBe('/bgs/verify?round=2');
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByTestId('records-round')).toBeNull());
    fireEvent.click(within(screen.getAllByTestId('records-row')[0]!).getByTestId('records-row-open'));
    expect(within(await screen.findByTestId('records-round')).queryByTestId('records-round-verify')).toBeNull();
  });

  it('says so when the record cannot load, and tries again', async () => {
    platform.answer(getBettingRecord, () => ({ failure: { code: 'FORBIDDEN', message: 'no' } }));
    renderRecords(<BettingRecordScreen timeZone="Asia/Dhaka" nowMs={now} />, { platform });
    expect((await screen.findByRole('alert')).textContent).toBe('Your betting record could not be loaded. Something went wrong. Please try again.');
    platform.answer(getBettingRecord, () => ({ value: pageOf([providerRow(1)]) }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('records-table')).toBeTruthy();
  });

  it('speaks Bengali with Bengali digits', async () => {
    renderRecords(<BettingRecordScreen timeZone="Asia/Dhaka" nowMs={now} />, { platform, language: 'bn' });
    await screen.findByTestId('records-table');
    expect(screen.getByRole('heading', { name: 'বেটিং রেকর্ড' })).toBeTruthy();
    expect(screen.getByTestId('records-summary-stake').textContent).toBe('৳১৫.০০');
  });
});
