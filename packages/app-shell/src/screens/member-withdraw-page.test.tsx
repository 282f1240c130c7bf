import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getWithdrawals, getWithdrawInfo } from '@croupier/contract';
import { answerStartCalls, renderApp } from '../../testing/render-app';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
  // The cashier loads on demand; load it once up front so no test pays for its first transform.
  await import('@croupier/feature-cashier');
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerStartCalls(platform);
  platform.answer(getWithdrawInfo, () => ({
    value: {
      channels: [{ code: 'BKASH', method: 'MOBILE_WALLET' as const, name: 'bKash', minMinor: 50_000, maxMinor: 2_500_000, dailyMaxMinor: 5_000_000, remainingTodayMinor: 5_000_000 }],
      payoutAccounts: [{ payoutAccountId: '11', channelCode: 'BKASH', accountNumber: '01712345678', holderName: 'Rahim Uddin', bankName: null }],
      payeeName: 'Rahim Uddin',
      hasPaymentPassword: true,
      availableMinor: 1_025_050,
      turnover: { requiredMinor: 0, doneMinor: 0, remainingMinor: 0 },
      activeBonus: null,
      currency: 'BDT',
      scale: 2,
    },
  }));
  platform.answer(getWithdrawals, () => ({ value: { withdrawals: [], page: 1, totalPages: 1 } }));
});

const screenOf = (element: HTMLElement) => element.closest('[data-screen]')?.getAttribute('data-screen');

describe('the withdraw member page', () => {
  it('opens from the header\'s withdraw button, loaded on demand, in the brand\'s currency and language', async () => {
    const { router } = renderApp('/', { platform, search: '?token=tok' });
    fireEvent.click(await screen.findByTestId('header-withdraw'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=withdraw'));
    const page = await screen.findByTestId('withdraw-page');
    expect(screenOf(page)).toBe('member.withdraw');
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect(screen.getByTestId('withdraw-available').textContent).toBe('৳১০,২৫০.৫০');
    expect(screen.getByTestId('withdraw-form')).toBeTruthy();
    await waitFor(() => expect(platform.requestsFor(getWithdrawInfo)[0]?.headers.authorization).toBe('Bearer tok'));
  });

  it('is reached from the member centre\'s page strip on any member page, which marks the page open', async () => {
    const { router } = renderApp('/member', { platform, search: '?token=tok' });
    const nav = await screen.findByTestId('member-centre-nav');
    expect(screen.getByTestId('member-nav-securityCenter').getAttribute('aria-current')).toBe('page');
    // Every member page of the brand, those still coming included.
    expect(nav.querySelectorAll('a')).toHaveLength(14);
    fireEvent.click(screen.getByTestId('member-nav-withdraw'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=withdraw'));
    expect(screenOf(await screen.findByTestId('withdraw-page'))).toBe('member.withdraw');
    expect(screen.getByTestId('member-nav-withdraw').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('member-nav-securityCenter').getAttribute('aria-current')).toBeNull();
  });
});
