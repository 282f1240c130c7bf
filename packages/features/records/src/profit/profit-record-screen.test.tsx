import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getProfitRecord, type ProfitDay } from '@croupier/contract';
import { profitDay, profitPageOf } from '../../testing/fixtures';
import { renderRecords } from '../../testing/render-records';
import { ProfitRecordScreen } from './profit-record-screen';

// 20 November 2026, 12:00 in Dhaka.
const NOW_MS = Date.parse('2026-11-20T06:00:00Z');
const now = () => NOW_MS;

let platform: StubPlatform;
let days: ProfitDay[];
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  days = [profitDay('2026-11-20', [2, 1_000, 2_500], [1, 500, 0]), profitDay('2026-11-17', [1, 700, 0])];
  platform.answer(getProfitRecord, (request) => ({ value: profitPageOf(days, Number(request.query.get('pageNo') ?? '1')) }));
});

const asked = () => platform.requestsFor(getProfitRecord).map((request) => Object.fromEntries(request.query));
const render = (language: 'en' | 'bn' = 'en') => renderRecords(<ProfitRecordScreen timeZone="Asia/Dhaka" nowMs={now} />, { platform, language });
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('profit and loss page', () => {
  it('shows the totals, each game type and each day with its types beneath', async () => {
    render();
    await screen.findByTestId('profit-record-days');
    expect(asked()[0]).toEqual({ from: '2026-11-20', to: '2026-11-20' });
    expect(screen.getByRole('heading', { name: 'Profit and loss' })).toBeTruthy();
    expect(screen.getByTestId('profit-record-summary-stake').textContent).toBe('৳22.00');
    expect(screen.getByTestId('profit-record-summary-payout').textContent).toBe('৳25.00');
    expect(screen.getByTestId('profit-record-summary-net').textContent).toBe('+৳3.00');
    expect(screen.getAllByTestId('profit-record-type').map(cellsOf)).toEqual([
      ['Slots', '3', '৳17.00', '৳25.00', '+৳8.00'],
      ['In-house Games', '1', '৳5.00', '৳0.00', '-৳5.00'],
    ]);
    const [today, earlier] = screen.getAllByTestId('profit-record-day');
    expect(cellsOf(today!)).toEqual(['Nov 20, 2026', '3', '৳15.00', '৳25.00', '+৳10.00']);
    expect(cellsOf(earlier!)).toEqual(['Nov 17, 2026', '1', '৳7.00', '৳0.00', '-৳7.00']);
    expect(screen.getAllByTestId('profit-record-day-type').map((row) => row.dataset.gameType)).toEqual(['RNG', 'BGS', 'RNG']);
  });

  it('changes the dates with the presets and pages by day', async () => {
    days = Array.from({ length: 25 }, (_, index) => profitDay(`2026-10-${String(30 - index).padStart(2, '0')}`, [1, 100, 0]));
    render();
    await screen.findByTestId('profit-record-days');
    fireEvent.click(screen.getByTestId('records-range-last30'));
    await waitFor(() => expect(asked().at(-1)).toEqual({ from: '2026-10-22', to: '2026-11-20' }));
    expect(screen.getAllByTestId('profit-record-day')).toHaveLength(20);
    fireEvent.click(within(screen.getByTestId('records-pager')).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(screen.getAllByTestId('profit-record-day').map((row) => row.dataset.day)).toEqual(['2026-10-10', '2026-10-09', '2026-10-08', '2026-10-07', '2026-10-06']));
    expect(asked().at(-1)).toEqual({ from: '2026-10-22', to: '2026-11-20', pageNo: '2' });
    fireEvent.click(screen.getByTestId('records-range-last7'));
    await waitFor(() => expect(asked().at(-1)).toEqual({ from: '2026-11-14', to: '2026-11-20' }));
  });

  it('says there was no play when the range has none', async () => {
    days = [];
    render();
    expect(await screen.findByText('No play in these dates.')).toBeTruthy();
    expect(screen.queryByTestId('profit-record-types')).toBeNull();
    expect(screen.getByTestId('profit-record-summary-net').textContent).toBe('৳0.00');
  });

  it('says so when it cannot load, and tries again', async () => {
    platform.answer(getProfitRecord, () => ({ failure: { code: 'FORBIDDEN', message: 'no' } }));
    render();
    expect((await screen.findByRole('alert')).textContent).toBe('Your profit and loss could not be loaded. Something went wrong. Please try again.');
    platform.answer(getProfitRecord, () => ({ value: profitPageOf(days) }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('profit-record-days')).toBeTruthy();
  });

  it('speaks Bengali, days and money in Bengali digits', async () => {
    render('bn');
    await screen.findByTestId('profit-record-days');
    expect(screen.getByRole('heading', { name: 'লাভ ও ক্ষতি' })).toBeTruthy();
    const [today] = screen.getAllByTestId('profit-record-day');
    expect(today?.querySelector('th')?.textContent).toMatch(/২০/);
    expect(screen.getByTestId('profit-record-summary-stake').textContent).toBe('৳২২.০০');
  });
});
