import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getAccountRecord, getBonusRecord, getProfitRecord } from '@croupier/contract';
import { answerStartCalls, renderApp } from '../../testing/render-app';

const CURRENCY = { code: 'BDT', symbol: '৳', scale: 2 };
const emptyPage = { pageNo: 1, pageSize: 20, total: 0, totalPages: 0, currency: CURRENCY, timeZone: 'Asia/Dhaka' };

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
  // The records load on demand; load them once up front so no test pays for their first transform.
  await import('@croupier/feature-records');
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerStartCalls(platform);
  platform.answer(getAccountRecord, () => ({ value: { rows: [], summary: { movements: 0, inMinor: 0, outMinor: 0, netMinor: 0 }, ...emptyPage } }));
  platform.answer(getProfitRecord, () => ({ value: { days: [], byType: [], summary: { rounds: 0, stakeMinor: 0, payoutMinor: 0, netMinor: 0 }, ...emptyPage } }));
  platform.answer(getBonusRecord, () => ({ value: { rows: [], summary: { credits: 0, amountMinor: 0 }, ...emptyPage } }));
});

async function openFromAccountMenu(entry: string) {
  fireEvent.click(await screen.findByTestId('header-account-menu'));
  fireEvent.click(within(screen.getByTestId('header-account-menu-panel')).getByTestId(`header-menu-${entry}`));
}

const screenOf = (element: HTMLElement) => element.closest('[data-screen]')?.getAttribute('data-screen');

describe('the member records', () => {
  it('opens the account record and profit and loss from the account menu, each loaded on demand', async () => {
    const { router } = renderApp('/', { platform, search: '?token=tok' });
    await openFromAccountMenu('accountRecord');
    await waitFor(() => expect(router.state.location.search).toBe('?page=transactionHistory'));
    expect(screenOf(await screen.findByTestId('account-record-page'))).toBe('member.transactionHistory');
    await waitFor(() => expect(platform.requestsFor(getAccountRecord)).toHaveLength(1));

    await openFromAccountMenu('personalProfit');
    await waitFor(() => expect(router.state.location.search).toBe('?page=personalProfit'));
    expect(screenOf(await screen.findByTestId('profit-record-page'))).toBe('member.personalProfit');
    await waitFor(() => expect(platform.requestsFor(getProfitRecord)).toHaveLength(1));
    expect(platform.requestsFor(getProfitRecord)[0]?.headers.authorization).toBe('Bearer tok');
  });

  it('shows bonus details at its member-centre page', async () => {
    renderApp('/member', { platform, search: '?token=tok&page=bonusDetails' });
    const page = await screen.findByTestId('bonus-record-page');
    expect(screenOf(page)).toBe('member.bonusDetails');
    expect(await within(page).findByRole('status')).toBeTruthy();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });
});
