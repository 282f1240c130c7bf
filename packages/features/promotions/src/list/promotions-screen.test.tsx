import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { claimPromotion, getPromotions, joinPromotion, PROMOTION_CATEGORIES, PROMOTION_STATES, type MemberPromotion } from '@croupier/contract';
import { createI18n } from '@croupier/i18n';
import { BDT, entry, everyState, promotion } from '../../testing/fixtures';
import { renderPromotions } from '../../testing/render-promotions';
import { PROMOTION_MESSAGE_CODES } from '../parts/error-text';
import { PromotionsScreen } from './promotions-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
});

const answerList = (promotions: MemberPromotion[]) => platform.answer(getPromotions, () => ({ value: { promotions, currency: BDT } }));
const cardOf = async (promotionId: string) => (await screen.findAllByTestId('promotion-card')).find((card) => card.dataset.promotionId === promotionId) as HTMLElement;

describe('the promotions page', () => {
  it('shows a card for every state, each with its chip and what the member can do', async () => {
    answerList(everyState());
    renderPromotions(<PromotionsScreen />, { platform });
    const cards = await screen.findAllByTestId('promotion-card');
    expect(cards.map((card) => card.dataset.state)).toEqual([...PROMOTION_STATES]);
    const card = (id: string) => cards.find((each) => each.dataset.promotionId === id) as HTMLElement;
    for (const each of cards) expect(within(each).getByTestId('promotion-state').textContent).not.toBe('');

    expect(within(card('1')).getByTestId('promotion-starts').textContent).toContain('Starts');
    expect(within(card('2')).getByTestId('promotion-closed').textContent).toBe('All the rewards of this promotion have been given out.');
    expect(within(card('3')).getByTestId('promotion-join').textContent).toBe('Join');
    const hold = within(card('4')).getByTestId('promotion-hold');
    expect(Number(hold.dataset.secondsLeft)).toBeGreaterThan(19 * 60);
    expect(hold.textContent).toMatch(/Deposit within\s*(19|20):\d\d/);
    expect(within(card('4')).getByTestId('promotion-deposit').getAttribute('href')).toBe('/member?page=depositv2');
    expect(within(card('5')).getByTestId('promotion-processing')).toBeTruthy();
    expect(within(card('6')).getByTestId('promotion-paid').textContent).toBe('Paid: ৳1,000.00');
    expect(within(card('6')).getByTestId('promotion-bonus-link').getAttribute('href')).toBe('/member?page=bonusDetails');
    expect(within(card('7')).getByTestId('promotion-claim').textContent).toBe('Claim ৳50.00');
    expect(within(card('8')).getByTestId('promotion-paid').textContent).toBe('Your prize: ৳10.00');
    expect(within(card('9')).getByTestId('promotion-paid').textContent).toContain('৳20.00');
    expect(within(card('10')).getByTestId('promotion-applying').textContent).toContain('being reviewed');
    expect(within(card('11')).getByTestId('promotion-rejected').textContent).toBe('Not approved: The screenshot is unreadable');
    expect(within(card('11')).getByTestId('promotion-apply').getAttribute('href')).toBe('/promotions/11#apply');
    expect(within(card('11')).getByTestId('promotion-apply').textContent).toBe('Apply again');
    // the one reward waiting to be taken is counted, with the way to the reward centre
    expect(screen.getByTestId('promotions-ready').dataset.count).toBe('1');
  });

  it('has a tab for all and for each category present, in the contract’s order, and filters by it', async () => {
    answerList(everyState());
    renderPromotions(<PromotionsScreen />, { platform });
    await screen.findAllByTestId('promotion-card');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.querySelector('[data-testid]')?.getAttribute('data-testid'));
    const present = PROMOTION_CATEGORIES.filter((category) => everyState().some((each) => each.category === category));
    expect(tabs).toEqual(['promotions-tab-ALL', ...present.map((category) => `promotions-tab-${category}`)]);
    fireEvent.click(screen.getByTestId('promotions-tab-DAILY'));
    await waitFor(() => expect(screen.getAllByTestId('promotion-card').map((card) => card.dataset.promotionId)).toEqual(['9']));
  });

  it('draws a banner from the category when there is no picture, and when the picture fails to load', async () => {
    answerList([promotion({ promotionId: '1' }), promotion({ promotionId: '2', bannerUrl: '/wps/promotions/2/banner' })]);
    renderPromotions(<PromotionsScreen />, { platform });
    const drawn = within(await cardOf('1')).getByTestId('promotion-banner');
    expect(drawn.dataset.drawn).toBe('true');
    expect(drawn.querySelector('img')).toBeNull();
    expect(drawn.textContent).toContain('100% bonus');
    const pictured = within(await cardOf('2')).getByTestId('promotion-banner');
    expect(pictured.dataset.drawn).toBe('false');
    fireEvent.error(pictured.querySelector('img') as HTMLImageElement);
    await waitFor(() => expect(pictured.dataset.drawn).toBe('true'));
    expect(pictured.querySelector('img')).toBeNull();
  });

  it('asks a guest to log in instead of joining or claiming', async () => {
    answerList([promotion({ promotionId: '3', signedIn: false }), promotion({ promotionId: '7', kind: 'JOIN_BONUS', state: 'CLAIM', signedIn: false })]);
    let logins = 0;
    renderPromotions(<PromotionsScreen />, { platform, role: 'guest', openLogin: () => (logins += 1) });
    fireEvent.click(within(await cardOf('3')).getByTestId('promotion-join'));
    fireEvent.click(within(await cardOf('7')).getByTestId('promotion-claim'));
    expect(logins).toBe(2);
    expect(platform.requestsFor(joinPromotion)).toHaveLength(0);
    expect(platform.requestsFor(claimPromotion)).toHaveLength(0);
    expect(screen.getByText(/Log in to join/)).toBeTruthy();
  });

  it('joins a deposit bonus: the card then counts down the hold and leads to the deposit page', async () => {
    const open = promotion({ promotionId: '3' });
    let listed = [open];
    platform.answer(getPromotions, () => ({ value: { promotions: listed, currency: BDT } }));
    platform.answer(joinPromotion, () => {
      const joined = { ...open, state: 'JOINED' as const, entry: entry({ holdUntil: new Date(Date.now() + 30 * 60_000).toISOString() }) };
      listed = [joined];
      return { value: { promotion: joined } };
    });
    renderPromotions(<PromotionsScreen />, { platform });
    fireEvent.click(within(await cardOf('3')).getByTestId('promotion-join'));
    const card = await cardOf('3');
    expect((await within(card).findByTestId('promotion-joined')).textContent).toContain('within 30 minutes');
    expect(within(card).getByTestId('promotion-hold').textContent).toMatch(/(29|30):\d\d/);
    expect(within(card).getByTestId('promotion-deposit')).toBeTruthy();
    expect(platform.requestsFor(joinPromotion).map((request) => request.params.promotionId)).toEqual(['3']);
  });

  it('claims a ready reward and shows what was paid', async () => {
    const ready = promotion({ promotionId: '7', kind: 'JOIN_BONUS', state: 'CLAIM' });
    answerList([ready]);
    platform.answer(claimPromotion, () => ({ value: { promotion: { ...ready, state: 'CLAIMED' as const, entry: entry({ status: 'CLAIMED', paidMinor: 5_000 }) }, paidMinor: 5_000 } }));
    renderPromotions(<PromotionsScreen />, { platform });
    fireEvent.click(within(await cardOf('7')).getByTestId('promotion-claim'));
    const claimed = await screen.findByTestId('promotion-claimed');
    expect(claimed.textContent).toBe('You got ৳50.00!');
    expect(claimed.dataset.amountMinor).toBe('5000');
    expect(platform.requestsFor(claimPromotion)).toHaveLength(1);
  });

  it('says why a claim was refused, in the member’s language', async () => {
    answerList([promotion({ promotionId: '7', kind: 'JOIN_BONUS', state: 'CLAIM' })]);
    platform.answer(claimPromotion, () => ({ failure: { code: 'PROMOTION_ALREADY_TAKEN', message: 'taken' } }));
    renderPromotions(<PromotionsScreen />, { platform, language: 'bn' });
    fireEvent.click(within(await cardOf('7')).getByTestId('promotion-claim'));
    expect((await screen.findByTestId('promotion-error')).textContent).toBe('এই প্রোমোশনে আপনি এই সময়ের জন্য ইতিমধ্যে অংশ নিয়েছেন।');
  });

  it('says so when there are no promotions, and when they cannot be loaded', async () => {
    answerList([]);
    const first = renderPromotions(<PromotionsScreen />, { platform });
    expect(await screen.findByTestId('promotions-empty')).toBeTruthy();
    first.unmount();
    platform.answer(getPromotions, () => ({ failure: { code: 'INTERNAL', message: 'down', status: 500 } }));
    renderPromotions(<PromotionsScreen />, { platform });
    expect(await screen.findByTestId('promotions-load-error', {}, { timeout: 15_000 })).toBeTruthy();
  });

  it('has words for every refusal it names and every state, in both languages', async () => {
    for (const language of ['bn', 'en'] as const) {
      const i18n = createI18n(language, language);
      await i18n.loadNamespaces('promotions');
      for (const code of [...PROMOTION_MESSAGE_CODES, 'imageNamed', 'uncertain', 'unknown']) expect(i18n.exists(`promotions:errors.${code}`), `${language} ${code}`).toBe(true);
      for (const state of PROMOTION_STATES) expect(i18n.exists(`promotions:state.${state}`), `${language} ${state}`).toBe(true);
      for (const category of PROMOTION_CATEGORIES) expect(i18n.exists(`promotions:category.${category}`), `${language} ${category}`).toBe(true);
    }
  });
});
