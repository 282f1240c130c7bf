import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import {
  getMyPromotionEntries,
  getPromotion,
  getPromotions,
  getPromotionSummary,
  getRebateSummary,
  getRedEnvelopePools,
  type MemberPromotion,
  type PromotionReward,
} from '@croupier/contract';
import { callQueryKey } from '@croupier/api-client/react';
import { SUMMARY_QUERY_ROOT } from '@croupier/feature-promotions/badge';
import { answerStartCalls, loadTestBrand, renderApp } from '../../testing/render-app';

const BDT = { code: 'BDT', symbol: '৳', scale: 2 };
const reward: PromotionReward = {
  form: 'CASH',
  amountMinor: 5_000,
  percentBps: 0,
  capMinor: 0,
  minDepositMinor: 0,
  wageringBase: 'BONUS',
  multiplierHundredths: 0,
  contributions: [],
  maxBetMinor: null,
  maxCashoutMinor: null,
  lifetimeDays: 7,
};

const promotion = (overrides: Partial<MemberPromotion> = {}): MemberPromotion => ({
  promotionId: '7',
  kind: 'JOIN_BONUS',
  category: 'WELCOME',
  title: 'Welcome gift',
  summary: 'A gift for joining us.',
  bodyHtml: '<p>Terms apply.</p>',
  bannerUrl: null,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  segment: 'ALL_MEMBERS',
  frequency: 'ONCE',
  reward,
  signIn: null,
  raffle: null,
  state: 'CLAIM',
  blockedReason: null,
  signedIn: true,
  entry: null,
  ...overrides,
});

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
  // The promotions' pages load on demand; load them once up front so no test pays for their first transform.
  await import('@croupier/feature-promotions');
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerStartCalls(platform);
  // the summary and the history before the promotion's own path, which would match them too
  platform.answer(getPromotionSummary, () => ({ value: { availablePromoCount: 2, claimableCount: 1, availablePromo: [] } }));
  platform.answer(getMyPromotionEntries, () => ({ value: { entries: [], page: 1, totalPages: 0 } }));
  platform.answer(getPromotions, () => ({ value: { promotions: [promotion()], currency: BDT } }));
  platform.answer(getPromotion, () => ({ value: { promotion: promotion(), currency: BDT } }));
  platform.answer(getRedEnvelopePools, () => ({ value: { pools: [] } }));
  platform.answer(getRebateSummary, () => ({ failure: { code: 'FEATURE_DISABLED', message: 'off' } }));
});

const screenOf = (element: HTMLElement) => element.closest('[data-screen]')?.getAttribute('data-screen');

describe('the promotions pages', () => {
  it('shows /promotions to a guest, whose claim opens the login popup, and asks for no member count', async () => {
    renderApp('/promotions', { platform });
    const card = await screen.findByTestId('promotion-card');
    expect(screenOf(card)).toBe('promotions');
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    fireEvent.click(within(card).getByTestId('promotion-claim'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('[data-testid="popup-login"]')).not.toBeNull();
    expect(platform.requestsFor(getPromotionSummary)).toHaveLength(0);
  });

  it('opens a promotion’s own page from its card, and back', async () => {
    const { router } = renderApp('/promotions', { platform });
    fireEvent.click(within(await screen.findByTestId('promotion-card')).getByTestId('promotion-link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions/7'));
    const page = await screen.findByTestId('promotion-detail');
    expect(screenOf(page)).toBe('promotionDetail');
    expect(screen.getByTestId('promotion-body').textContent).toBe('Terms apply.');
    fireEvent.click(screen.getByTestId('promotion-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
  });

  it('shows the not-found page for an address that cannot be a promotion', async () => {
    renderApp('/promotions/abc', { platform });
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(platform.requestsFor(getPromotion)).toHaveLength(0);
  });

  it('opens the reward centre from the account menu, whose entry carries the count of rewards to claim', async () => {
    const { router } = renderApp('/', { platform, search: '?token=tok' });
    fireEvent.click(await screen.findByTestId('header-account-menu'));
    const count = await screen.findByTestId('header-menu-reward-count');
    expect(count.dataset.count).toBe('1');
    fireEvent.click(screen.getByTestId('header-menu-rewardCentre'));
    await waitFor(() => expect(router.state.location.search).toBe('?page=rewardCenter'));
    const page = await screen.findByTestId('reward-centre');
    expect(screenOf(page)).toBe('member.rewardCenter');
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    expect((await screen.findAllByTestId('reward-claim-row')).map((row) => row.dataset.key)).toEqual(['promotion:7']);
    // the brand reads Bengali: the count in Bengali digits
    expect(screen.getByTestId('member-nav-rewardCenter').querySelector('[data-badge]')?.textContent).toContain('১');
  });

  it('shows members the side menu’s reward centre banner with its count, and guests none', async () => {
    const guest = renderApp('/', { platform, brand: loadTestBrand('northstar') });
    await screen.findByTestId('side-menu-games');
    expect(screen.queryByTestId('side-menu-reward-centre')).toBeNull();
    guest.unmount();
    renderApp('/', { platform, search: '?token=tok' });
    const banner = await screen.findByTestId('side-menu-reward-centre');
    expect(banner.getAttribute('href')).toBe('/member?page=rewardCenter');
    await waitFor(() => expect(banner.dataset.count).toBe('1'));
    expect(platform.requestsFor(getPromotionSummary).length).toBeGreaterThan(0);
  });

  it('shares the badges’ cache entry with the pages, so a claim there updates the count', () => {
    expect(SUMMARY_QUERY_ROOT).toBe(getPromotionSummary.name);
    expect(callQueryKey(getPromotionSummary, {})).toEqual([SUMMARY_QUERY_ROOT, {}]);
  });
});
