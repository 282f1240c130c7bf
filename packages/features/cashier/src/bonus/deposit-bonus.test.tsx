import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { createDeposit, getPromotions, type MemberPromotion, type PromotionReward } from '@croupier/contract';
import { createI18n } from '@croupier/i18n';
import { answerCashier, BDT, ZONE } from '../../testing/fixtures';
import { renderCashier } from '../../testing/render-cashier';
import { DepositScreen } from '../deposit/deposit-screen';
import { DEPOSIT_BONUS_REFUSALS } from '../errors/cashier-error';

const reward: PromotionReward = {
  form: 'BONUS',
  amountMinor: 0,
  percentBps: 10_000,
  capMinor: 500_000,
  minDepositMinor: 50_000,
  wageringBase: 'BONUS_AND_DEPOSIT',
  multiplierHundredths: 2_000,
  contributions: [],
  maxBetMinor: null,
  maxCashoutMinor: null,
  lifetimeDays: 7,
};

const bonus = (overrides: Partial<MemberPromotion> = {}): MemberPromotion => ({
  promotionId: '51',
  kind: 'DEPOSIT_BONUS',
  category: 'DEPOSIT',
  title: 'First deposit 100%',
  summary: '',
  bodyHtml: '',
  bannerUrl: null,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-31T00:00:00.000Z',
  segment: 'ALL_MEMBERS',
  frequency: 'ONCE',
  reward,
  signIn: null,
  raffle: null,
  state: 'JOIN',
  blockedReason: null,
  signedIn: true,
  entry: null,
  ...overrides,
});

const joined = () =>
  bonus({
    promotionId: '52',
    title: 'Reload 50%',
    reward: { ...reward, percentBps: 5_000, capMinor: 200_000, minDepositMinor: 20_000 },
    state: 'JOINED',
    entry: { entryId: '9', status: 'JOINED', holdUntil: new Date(Date.now() + 25 * 60_000).toISOString(), paidMinor: 0, remark: null, imageCount: 0, rejectReason: null, createdAt: '2026-11-29T05:00:00.000Z', decidedAt: null },
  });

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerCashier(platform);
});

const answerBonuses = (promotions: MemberPromotion[]) => platform.answer(getPromotions, () => ({ value: { promotions, currency: BDT } }));
const sent = () => platform.requestsFor(createDeposit).map((request) => request.body as { promotionId?: string | null; amountMinor: number });

async function openForm(language: 'en' | 'bn' = 'en') {
  renderCashier(<DepositScreen currency={BDT} timeZone={ZONE} />, { platform, language });
  await screen.findByTestId('deposit-form');
  return screen.findByTestId('deposit-bonus');
}

function fill(amount: string) {
  fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('deposit-reference'), { target: { value: '8N7A6D5C4B' } });
}

describe('the deposit form’s bonus', () => {
  it('lists the deposit bonuses open to join or joined, with no bonus chosen first, and sends none', async () => {
    answerBonuses([bonus(), bonus({ promotionId: '53', state: 'CLAIMED' }), bonus({ promotionId: '54', kind: 'SIGN_IN', state: 'CLAIM' })]);
    const choice = await openForm();
    expect(within(choice).getAllByTestId('deposit-bonus-option').map((option) => option.dataset.promotionId)).toEqual(['51']);
    expect(choice.dataset.chosen).toBe('none');
    fill('1000');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).not.toHaveProperty('promotionId');
  });

  it('shows what the amount would bring: the percent up to the cap, nothing under the minimum', async () => {
    answerBonuses([bonus()]);
    const choice = await openForm();
    fireEvent.click(within(choice).getByTestId('deposit-bonus-option').querySelector('input') as HTMLInputElement);
    expect(screen.getByTestId('deposit-bonus-preview').textContent).toBe('Enter the amount to see your bonus.');
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '1200.50' } });
    expect(screen.getByTestId('deposit-bonus-preview').dataset.bonusMinor).toBe('120050');
    expect(screen.getByTestId('deposit-bonus-preview').textContent).toBe('This deposit gets you a bonus of ৳1,200.50.');
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '9000' } });
    expect(screen.getByTestId('deposit-bonus-preview').textContent).toBe('This deposit gets you a bonus of ৳5,000.00, the most this bonus gives.');
    fireEvent.change(screen.getByTestId('deposit-amount'), { target: { value: '499' } });
    expect(screen.getByTestId('deposit-bonus-preview').textContent).toBe('Deposit at least ৳500.00 to get this bonus.');
  });

  it('has the joined bonus chosen, with its hold counting down, and sends it with the deposit', async () => {
    answerBonuses([bonus(), joined()]);
    const choice = await openForm();
    await waitFor(() => expect(choice.dataset.chosen).toBe('52'));
    expect(within(choice).getByTestId('deposit-bonus-held').textContent).toMatch(/Joined · (24|25):\d\d left to deposit/);
    fill('1000');
    expect(screen.getByTestId('deposit-bonus-preview').textContent).toBe('This deposit gets you a bonus of ৳500.00.');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.promotionId).toBe('52');
  });

  it('lets a joined bonus go when no bonus is chosen, and says so first', async () => {
    answerBonuses([joined()]);
    const choice = await openForm();
    await waitFor(() => expect(choice.dataset.chosen).toBe('52'));
    fireEvent.click(within(choice).getByTestId('deposit-bonus-none').querySelector('input') as HTMLInputElement);
    expect(choice.dataset.chosen).toBe('none');
    expect(screen.getByTestId('deposit-bonus-joined-note').textContent).toContain('Reload 50%');
    fill('1000');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]?.promotionId).toBeNull();
  });

  it('says why a deposit with a bonus was refused, in the player’s language', async () => {
    answerBonuses([bonus()]);
    platform.answer(createDeposit, () => ({ failure: { code: 'BONUS_ALREADY_ACTIVE', message: 'active bonus' } }));
    const choice = await openForm('bn');
    fireEvent.click(within(choice).getByTestId('deposit-bonus-option').querySelector('input') as HTMLInputElement);
    fill('1000');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-refusal')).textContent).toBe('আপনার একটি বোনাস এখনো চালু আছে। সেটির ওয়েজারিং পূর্ণ হলে, শেষ হলে বা মেয়াদ ফুরোলে নতুন বোনাস শুরু করা যাবে।');
  });

  it('has words for every refusal of a deposit’s bonus, in both languages', async () => {
    for (const language of ['bn', 'en'] as const) {
      const i18n = createI18n(language, language);
      await i18n.loadNamespaces(['cashier', 'promotions']);
      for (const code of DEPOSIT_BONUS_REFUSALS) expect(i18n.exists(`promotions:errors.${code}`), `${language} ${code}`).toBe(true);
    }
  });
});
