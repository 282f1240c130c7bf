import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getBonusRecord, type AccountMovement } from '@croupier/contract';
import { bonusPageOf, movementRow } from '../../testing/fixtures';
import { renderRecords } from '../../testing/render-records';
import { BonusRecordScreen } from './bonus-record-screen';

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
  rows = [];
  platform.answer(getBonusRecord, (request) => ({ value: bonusPageOf(rows, Number(request.query.get('pageNo') ?? '1')) }));
});

const asked = () => platform.requestsFor(getBonusRecord).map((request) => Object.fromEntries(request.query));
const render = (language: 'en' | 'bn' = 'en') => renderRecords(<BonusRecordScreen timeZone="Asia/Dhaka" nowMs={now} />, { platform, language });

describe('bonus details page', () => {
  it('says plainly that there are no bonuses, with zero totals, and asks again for other dates', async () => {
    render();
    expect(await screen.findByText('No bonuses in these dates.')).toBeTruthy();
    expect(screen.getByText('Bonuses from promotions and the reward centre show here once they are credited.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bonus details' })).toBeTruthy();
    expect(screen.getByTestId('bonus-record-summary-credits').textContent).toBe('0');
    expect(screen.getByTestId('bonus-record-summary-amount').textContent).toBe('৳0.00');
    expect(screen.queryByTestId('bonus-record-table')).toBeNull();
    expect(asked()[0]).toEqual({ from: '2026-11-20', to: '2026-11-20', language: 'en' });
    fireEvent.click(screen.getByTestId('records-range-last30'));
    await waitFor(() => expect(asked().at(-1)).toEqual({ from: '2026-10-22', to: '2026-11-20', language: 'en' }));
  });

  it('lists credited bonuses with their sum once there are some', async () => {
    rows = [movementRow(1, { kind: 'ADJUSTMENT', amountMinor: 5_000, roundId: null, gameName: null, note: { code: 'openingBalance', params: {} } })];
    render();
    await screen.findByTestId('bonus-record-table');
    expect(screen.getByTestId('account-record-description').textContent).toBe('Opening balance of the demo account');
    expect(screen.getByTestId('bonus-record-summary-amount').textContent).toBe('৳50.00');
  });

  it('names the locked bonus wallet in the reader’s words, never by its code', async () => {
    rows = [movementRow(1, { kind: 'BONUS', wallet: 'BONUS', walletName: 'BONUS', amountMinor: 1_000, roundId: null, gameName: null, note: null })];
    render('bn');
    await screen.findByTestId('bonus-record-table');
    expect(screen.getByTestId('account-record-wallet').textContent).toBe('বোনাস ওয়ালেট');
  });

  it('speaks Bengali', async () => {
    render('bn');
    expect(await screen.findByText('এই তারিখগুলোতে কোনো বোনাস নেই।')).toBeTruthy();
    expect(screen.getByTestId('bonus-record-summary-credits').textContent).toBe('০');
  });
});
