import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getRebateHistory, getRebateSummary } from '@croupier/contract';
import { GAME_TYPES } from '@croupier/domain';
import { answerStartCalls, loadTestBrand, renderApp } from '../../testing/render-app';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
  // The rebate page loads on demand; load it once up front so no test pays for its first transform.
  await import('@croupier/feature-rebates');
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerStartCalls(platform);
  const currency = { code: 'BDT', symbol: '৳', scale: 2 };
  platform.answer(getRebateSummary, () => ({
    value: {
      mode: 'MANUAL' as const,
      currency,
      timeZone: 'Asia/Dhaka',
      today: '2026-11-29',
      dailyCapMinor: 1_688_800,
      payHour: 12,
      claimDays: 7,
      rates: GAME_TYPES.map((gameType) => ({ gameType, ratePpm: 4_000 })),
      accrual: { day: '2026-11-29', validBetMinor: 25_000, rebateMinor: 100, amountMinor: 100, capped: false, lines: [{ gameType: 'BGS' as const, validBetMinor: 25_000, ratePpm: 4_000, rebateMinor: 100 }] },
      claimable: [],
      nextPayAt: null,
    },
  }));
  platform.answer(getRebateHistory, () => ({ value: { payouts: [], pageNo: 1, pageSize: 10, total: 0, totalPages: 0, totalPaidMinor: 0, currency, timeZone: 'Asia/Dhaka' } }));
});

const screenOf = (element: HTMLElement) => element.closest('[data-screen]')?.getAttribute('data-screen');

describe('the manual rebate member page', () => {
  it('opens from the account menu on a brand with manual rebate, loaded on demand, in the brand’s language', async () => {
    const { router } = renderApp('/', { platform, search: '?token=tok' });
    fireEvent.click(await screen.findByTestId('header-account-menu'));
    fireEvent.click(await screen.findByTestId('header-menu-manualRebate'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=manualRebate'));
    const page = await screen.findByTestId('rebates-page');
    expect(screenOf(page)).toBe('member.manualRebate');
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(screen.getByTestId('rebates-today-amount').textContent).toBe('৳১.০০');
    expect(screen.getByTestId('member-nav-manualRebate').getAttribute('aria-current')).toBe('page');
  });

  it('is not offered on a brand without manual rebate', async () => {
    renderApp('/member', { platform, brand: loadTestBrand('northstar'), search: '?token=tok' });
    await screen.findByTestId('member-centre-nav');
    expect(screen.queryByTestId('member-nav-manualRebate')).toBeNull();
    fireEvent.click(await screen.findByTestId('header-account-menu'));
    await screen.findByTestId('header-account-menu-panel');
    expect(screen.queryByTestId('header-menu-manualRebate')).toBeNull();
  });
});
