import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { getPromotion, type MemberPromotion } from '@croupier/contract';
import { BDT, promotion } from '../../testing/fixtures';
import { renderPromotions } from '../../testing/render-promotions';
import { PromotionDetailScreen } from './promotion-detail-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
});

const showPromotion = (shown: MemberPromotion, language: 'en' | 'bn' = 'en') => {
  platform.answer(getPromotion, () => ({ value: { promotion: shown, currency: BDT } }));
  return renderPromotions(<PromotionDetailScreen promotionId={shown.promotionId} />, { platform, language, path: `/promotions/${shown.promotionId}` });
};

describe('a promotion’s page', () => {
  it('shows the terms as sanitized rich text and the reward’s rules in words', async () => {
    showPromotion(promotion());
    const body = await screen.findByTestId('promotion-body');
    expect(body.querySelector('strong')?.textContent).toBe('terms');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    const rule = (key: string) => screen.getByTestId(`promotion-rule-${key}`).textContent;
    expect(rule('percent')).toBe('100% of your deposit, up to ৳10,000.00');
    expect(rule('minDeposit')).toBe('৳500.00');
    expect(rule('wagering')).toBe('20× the bonus and the deposit');
    expect(rule('contributions')).toBe('Slots 100%, Live Casino 10%');
    expect(rule('maxBet')).toBe('৳500.00');
    expect(rule('lifetime')).toBe('7 days');
    expect(screen.queryByTestId('promotion-rule-maxCashout')).toBeNull();
    expect(screen.getByTestId('promotion-join')).toBeTruthy();
  });

  it('reads its rules in Bengali digits and words', async () => {
    showPromotion(promotion(), 'bn');
    expect((await screen.findByTestId('promotion-rule-percent')).textContent).toBe('আপনার ডিপোজিটের ১০০%, সর্বোচ্চ ৳১০,০০০.০০');
    expect(screen.getByTestId('promotion-rule-wagering').textContent).toBe('বোনাস ও ডিপোজিটের ২০ গুণ');
  });

  it('shows a sign-in’s ladder with the streak done and today marked', async () => {
    showPromotion(promotion({ kind: 'SIGN_IN', category: 'DAILY', state: 'CLAIM' }));
    const days = await screen.findAllByTestId('promotion-ladder-day');
    expect(days.map((day) => day.dataset.dayState)).toEqual(['done', 'done', 'today', 'ahead', 'ahead', 'ahead', 'ahead']);
    expect(days[2]?.getAttribute('aria-current')).toBe('date');
    expect(days[2]?.textContent).toContain('Today');
    expect(screen.getByTestId('promotion-streak').textContent).toBe('Your streak: 2 days');
    // today's reward is the third day's, named on the claim
    expect(screen.getByTestId('promotion-claim').textContent).toBe('Claim ৳20.00');
  });

  it('marks today as done once signed, and starts the ladder again after its last day', async () => {
    const first = showPromotion(promotion({ kind: 'SIGN_IN', state: 'SIGNED', signIn: { amountsMinor: [100, 200, 300], streakDays: 3, signedToday: true } }));
    const days = await screen.findAllByTestId('promotion-ladder-day');
    expect(days.map((day) => day.dataset.dayState)).toEqual(['todayDone', 'ahead', 'ahead']);
    expect(screen.getByTestId('promotion-streak').dataset.streak).toBe('4');
    first.unmount();
  });

  it('shows a raffle’s prizes with their chances and the seed’s hash, and the seed once revealed', async () => {
    const first = showPromotion(promotion({ kind: 'RAFFLE', category: 'OTHER', state: 'CLAIM' }));
    const prizes = await screen.findAllByTestId('promotion-raffle-prize');
    expect(prizes.map((row) => row.textContent)).toEqual(['৳1,000.00' + '1%', '৳10.00' + '99%']);
    expect(screen.getByTestId('promotion-raffle-hash').textContent).toBe('c'.repeat(64));
    expect(screen.getByTestId('promotion-raffle-seed-hidden')).toBeTruthy();
    expect(screen.getByTestId('promotion-claim').textContent).toBe('Draw my prize');
    first.unmount();
    showPromotion(promotion({ kind: 'RAFFLE', state: 'CLOSED', blockedReason: 'ENDED', raffle: { prizes: [{ amountMinor: 500, weight: 1 }], seedSha256: 'c'.repeat(64), seed: 'd'.repeat(64) } }));
    expect((await screen.findByTestId('promotion-raffle-seed')).textContent).toBe('d'.repeat(64));
    expect(within(screen.getByTestId('promotion-action-panel')).getByTestId('promotion-closed').textContent).toBe('This promotion has ended.');
  });

  it('says a promotion that does not exist is not available', async () => {
    platform.answer(getPromotion, () => ({ failure: { code: 'PROMOTION_NOT_FOUND', message: 'no such promotion' } }));
    renderPromotions(<PromotionDetailScreen promotionId="404" />, { platform });
    expect((await screen.findByTestId('promotion-not-found')).textContent).toContain('This promotion is not available');
  });
});
