import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { PROMOTION_IMAGE_MAX_BYTES, boCreatePromotion, boGetPromotion, boSetPromotionBanner, boUpdatePromotion, type ConsolePromotion, type PromotionDraft } from '@croupier/contract';
import { GAME_TYPES } from '@croupier/domain';
import { PHOTO_BYTES, operator } from '../../testing/fixtures';
import { promotionOf } from '../../testing/promotion-fixtures';
import { answerSession, renderConsole } from '../../testing/render-console';

const supervisor = operator({ id: '2', username: 'supervisor1', displayName: 'Supervisor One', role: 'SUPERVISOR' });

let platform: StubPlatform;
let saved: ConsolePromotion | null;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerSession(platform, supervisor);
  saved = null;
  platform.answer(boCreatePromotion, (request) => {
    saved = promotionOf({ ...(request.body as PromotionDraft), promotionId: '77', createdBy: 'supervisor1' });
    return { value: { promotion: saved } };
  });
  platform.answer(boGetPromotion, () => (saved ? { value: { promotion: saved } } : { failure: { code: 'PROMOTION_NOT_FOUND', message: 'no such promotion' } }));
});

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });
const invalid = (testId: string) => field(testId).getAttribute('aria-invalid') === 'true';
const pickKind = (kind: string) => fireEvent.click(within(screen.getByTestId(`promotion-kind-${kind}`)).getByRole('radio'));

async function openNewBuilder(): Promise<HTMLElement> {
  renderConsole(platform, '/shonali/promotions/new', supervisor);
  return screen.findByTestId('promotion-builder');
}

/** A deposit bonus whose every field reads, in 2099 so that no clock makes it past. */
function fillDepositBonus(): void {
  type('promotion-starts', '2099-01-01T00:00');
  type('promotion-ends', '2099-01-31T12:00');
  type('promotion-budget-input', '50,000');
  type('promotion-cap', '5000');
  type('promotion-min-deposit', '500');
  type('promotion-max-bet', '50');
  type('promotion-title-en', 'Double your deposit');
  type('promotion-summary-en', '100% up to ৳5,000 on a deposit of ৳500 or more.');
  type('promotion-body-en', '<p>Join, then deposit within 30 minutes.</p>');
  fireEvent.click(screen.getByTestId('promotion-texts-bn'));
  type('promotion-title-bn', 'ডিপোজিট দ্বিগুণ করুন');
  type('promotion-summary-bn', '৳৫০০ বা তার বেশি ডিপোজিটে ৳৫,০০০ পর্যন্ত ১০০%।');
  type('promotion-body-bn', '<p>যোগ দিন, তারপর ৩০ মিনিটের মধ্যে ডিপোজিট করুন।</p>');
}

describe('the promotion builder', () => {
  it('checks every field before sending, then sends minor units and the brand’s times, and opens the saved draft', async () => {
    const builder = await openNewBuilder();
    type('promotion-cap', '12.345');
    type('promotion-percent', '0');
    fireEvent.click(screen.getByTestId('promotion-save'));
    expect(screen.getByTestId('promotion-problems').textContent).toBe('10 fields need attention before the draft is saved.');
    expect(invalid('promotion-budget-input')).toBe(true);
    expect(invalid('promotion-cap')).toBe(true);
    expect(invalid('promotion-title-en')).toBe(true);
    expect(builder.textContent).toContain('At most 2 decimals.');
    expect(builder.textContent).toContain('A percent above 0 and at most 500, like 100 or 12.5.');
    expect(builder.textContent).toContain('Needed: members read this.');
    // the other language's missing texts are named on its switch
    expect(screen.getByTestId('promotion-texts-bn').textContent).toBe('বাংলা (3 to fix)');
    expect(platform.requestsFor(boCreatePromotion)).toHaveLength(0);

    type('promotion-percent', '100');
    fillDepositBonus();
    expect(screen.getByTestId('promotion-deposit-example').dataset.bonusMinor).toBe('50000');
    expect(screen.getByTestId('promotion-deposit-example').textContent).toContain('A deposit of ৳500.00 gets ৳500.00 and must wager ৳20,000.00');
    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(platform.requestsFor(boCreatePromotion)).toHaveLength(1));
    const sent = platform.requestsFor(boCreatePromotion)[0]?.body as PromotionDraft;
    expect(sent).toMatchObject({
      merchantCode: 'SHONALI',
      kind: 'DEPOSIT_BONUS',
      category: 'DEPOSIT',
      segment: 'ALL_MEMBERS',
      frequency: 'ONCE',
      // midnight in Dhaka (GMT+6) is six in the evening before in UTC
      startsAt: '2098-12-31T18:00:00.000Z',
      endsAt: '2099-01-31T06:00:00.000Z',
      budgetMinor: 5_000_000,
      titles: { en: 'Double your deposit', bn: 'ডিপোজিট দ্বিগুণ করুন' },
      signInAmountsMinor: [],
      rafflePrizes: [],
    });
    expect(sent.reward).toMatchObject({ form: 'BONUS', amountMinor: 0, percentBps: 10_000, capMinor: 500_000, minDepositMinor: 50_000, wageringBase: 'BONUS_AND_DEPOSIT', multiplierHundredths: 2_000, maxBetMinor: 5_000, maxCashoutMinor: null, lifetimeDays: 7 });
    expect(sent.reward.contributions).toHaveLength(GAME_TYPES.length);
    expect(sent.reward.contributions.find((each) => each.gameType === 'LIVE')?.percent).toBe(10);
    expect(sent.reward.contributions.find((each) => each.gameType === 'SPORTS')?.percent).toBe(0);

    expect((await screen.findByTestId('promotion-notice')).textContent).toContain('Draft created.');
    expect(screen.getByTestId('promotion-screen').dataset.status).toBe('DRAFT');
    expect(field('promotion-cap').value).toBe('5000.00');
    expect(screen.getByTestId('promotion-submit')).toHaveProperty('disabled', false);
  });

  it('switches kinds, showing each kind’s reward and keeping what was typed for the others', async () => {
    await openNewBuilder();
    type('promotion-percent', '150');
    pickKind('RAFFLE');
    expect(screen.queryByTestId('promotion-percent')).toBeNull();
    expect(screen.queryByTestId('promotion-wagering')).toBeNull();
    expect(field('promotion-category').value).toBe('OTHER');
    const amounts = screen.getAllByTestId('promotion-prize-amount');
    const weights = screen.getAllByTestId('promotion-prize-weight');
    fireEvent.change(amounts[0] as HTMLElement, { target: { value: '1000' } });
    fireEvent.change(amounts[1] as HTMLElement, { target: { value: '0' } });
    fireEvent.change(weights[1] as HTMLElement, { target: { value: '3' } });
    fireEvent.change(amounts[2] as HTMLElement, { target: { value: '10' } });
    fireEvent.change(weights[2] as HTMLElement, { target: { value: '4' } });
    expect(screen.getAllByTestId('promotion-prize-chance').map((each) => each.textContent)).toEqual(['12.50 %', '37.50 %', '50.00 %']);
    expect(screen.getByTestId('promotion-raffle-mean').textContent).toContain('One draw pays ৳130.00 on average');
    fireEvent.click(screen.getByTestId('promotion-prize-add'));
    expect(screen.getAllByTestId('promotion-prize')).toHaveLength(4);

    pickKind('SIGN_IN');
    expect(field('promotion-frequency').value).toBe('DAILY');
    expect(field('promotion-frequency').disabled).toBe(true);
    expect(field('promotion-category').value).toBe('DAILY');
    for (let day = 1; day <= 7; day += 1) type(`promotion-sign-in-day-${day}`, String(day * 10));
    expect(screen.getByTestId('promotion-sign-in-total').textContent).toBe('A full streak of 7 days pays ৳280.00, then the ladder starts again.');
    expect(screen.getByTestId('promotion-sign-in-add')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('promotion-sign-in-remove'));
    expect(screen.queryByTestId('promotion-sign-in-day-7')).toBeNull();

    pickKind('JOIN_BONUS');
    expect(field('promotion-category').value).toBe('WELCOME');
    expect(screen.getByTestId('promotion-wagering')).toBeTruthy();
    fireEvent.click(screen.getByTestId('promotion-form-CASH'));
    expect(screen.queryByTestId('promotion-wagering')).toBeNull();
    type('promotion-amount', '25');
    type('promotion-budget-input', '10');
    fireEvent.click(screen.getByTestId('promotion-save'));
    expect(screen.getByTestId('promotion-builder').textContent).toContain('The budget cannot pay even one reward of ৳25.00.');

    pickKind('DEPOSIT_BONUS');
    expect(field('promotion-percent').value).toBe('150');
    expect(field('promotion-category').value).toBe('DEPOSIT');
    expect(screen.getByTestId('promotion-wagering-base')).toBeTruthy();
  });

  it('previews the card and the page in Bengali as a member reads them, the page’s HTML sanitized', async () => {
    await openNewBuilder();
    type('promotion-cap', '5000');
    type('promotion-min-deposit', '500');
    fireEvent.click(screen.getByTestId('promotion-preview-bn'));
    await waitFor(() => expect(screen.getByTestId('promotion-preview').dataset.language).toBe('bn'));
    // the texts' language follows the preview's
    type('promotion-title-bn', 'ডিপোজিট দ্বিগুণ করুন');
    type('promotion-body-bn', '<h3>নিয়ম</h3><p onclick="steal()">খেলুন</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">');
    const card = screen.getByTestId('preview-card');
    expect(within(card).getByTestId('preview-card-title').textContent).toBe('ডিপোজিট দ্বিগুণ করুন');
    expect(within(card).getByTestId('preview-card-headline').textContent).toBe('৳৫,০০০.০০ পর্যন্ত ১০০% বোনাস');
    // the window starts at the next full hour: the card says it is coming, the page names the step
    expect(card.textContent).toContain('শীঘ্রই আসছে');
    expect(screen.getByTestId('preview-page').textContent).toContain('যোগ দিন');
    const terms = screen.getByTestId('preview-terms').textContent ?? '';
    expect(terms).toContain('সব সদস্যের জন্য');
    expect(terms).toContain('সর্বনিম্ন ডিপোজিট ৳৫০০.০০');
    expect(terms).toContain('বোনাস ছাড়ার আগে বোনাস ও ডিপোজিটের ২০ গুণ বাজি ধরুন');
    expect(terms).toContain('স্লট ১০০%');
    const body = screen.getByTestId('preview-body');
    expect(body.textContent).toContain('নিয়ম');
    expect(body.innerHTML).not.toMatch(/script|onerror|onclick/);

    fireEvent.click(screen.getByTestId('promotion-preview-en'));
    await waitFor(() => expect(screen.getByTestId('preview-card-headline').textContent).toBe('100% bonus up to ৳5,000.00'));
    expect(screen.getByTestId('preview-card-title').textContent).toBe('(No title yet)');
  });

  it('files the platform’s field refusals under their fields, and says when the draft can no longer be changed', async () => {
    platform.answer(boCreatePromotion, () => ({
      failure: {
        code: 'VALIDATION_FAILED',
        message: 'The request body has invalid fields: titles.bn, reward.contributions.0.percent',
        fields: [
          { field: 'titles.bn', message: 'is at most 80 characters' },
          { field: 'reward.contributions.0.percent', message: 'is at most 100' },
        ],
      },
    }));
    await openNewBuilder();
    fillDepositBonus();
    fireEvent.click(screen.getByTestId('promotion-save'));
    expect((await screen.findByTestId('promotion-refusal')).textContent).toBe('The platform refused some fields; each one says why.');
    expect(invalid('promotion-title-bn')).toBe(true);
    expect(screen.getByTestId('promotion-builder').textContent).toContain('The platform refused this: is at most 80 characters.');
    // the contributions go in GAME_TYPES' order: index 0 is live casino
    expect(invalid(`promotion-percent-${GAME_TYPES[0]}`)).toBe(true);
    type('promotion-title-bn', 'ছোট শিরোনাম');
    expect(invalid('promotion-title-bn')).toBe(false);
  });

  it('edits a saved draft in place, and says in words when it was submitted meanwhile', async () => {
    saved = promotionOf({ kind: 'RAFFLE', category: 'OTHER', reward: { ...promotionOf().reward, form: 'CASH', percentBps: 0, capMinor: 0, minDepositMinor: 0, multiplierHundredths: 0, contributions: [] }, rafflePrizes: [{ amountMinor: 10_000, weight: 1 }, { amountMinor: 0, weight: 9 }] });
    platform.answer(boUpdatePromotion, () => ({ failure: { code: 'PROMOTION_NOT_EDITABLE', message: 'submitted' } }));
    renderConsole(platform, '/shonali/promotions/77', supervisor);
    await screen.findByTestId('promotion-builder');
    expect(screen.getAllByTestId('promotion-prize-amount').map((each) => (each as HTMLInputElement).value)).toEqual(['100.00', '0']);
    expect(screen.getAllByTestId('promotion-prize-chance').map((each) => each.textContent)).toEqual(['10.00 %', '90.00 %']);
    type('promotion-budget-input', '60000');
    expect(screen.getByTestId('promotion-unsaved')).toBeTruthy();
    expect(screen.getByTestId('promotion-submit')).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('promotion-save'));
    expect((await screen.findByTestId('promotion-refusal')).textContent).toContain('only a draft can be changed');
    const sent = platform.requestsFor(boUpdatePromotion)[0];
    expect(sent?.params).toEqual({ promotionId: '77' });
    expect(sent?.body).toMatchObject({ kind: 'RAFFLE', budgetMinor: 6_000_000, rafflePrizes: [{ amountMinor: 10_000, weight: 1 }, { amountMinor: 0, weight: 9 }] });
  });

  it('takes a PNG or JPEG banner of at most 5 MB, shows it at once and sends it with the save', async () => {
    platform.answer(boSetPromotionBanner, () => {
      saved = { ...(saved as ConsolePromotion), bannerUrl: '/wps/promotions/77/banner?v=1' };
      return { value: { promotion: saved } };
    });
    await openNewBuilder();
    const input = screen.getByTestId('promotion-banner-input');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'spin.gif', { type: 'image/gif' })] } });
    await waitFor(() => expect(screen.getByTestId('promotion-banner').textContent).toContain('Only a PNG or JPEG picture can be a banner.'));
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(PROMOTION_IMAGE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByTestId('promotion-banner').textContent).toContain('A banner is at most 5.0 MB.'));
    fireEvent.change(input, { target: { files: [new File([PHOTO_BYTES], 'eid.png', { type: 'image/png' })] } });
    const shown = await screen.findByTestId('promotion-banner-preview');
    expect(shown.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    // the member preview shows it too
    expect(screen.getByTestId('preview-card').querySelector('img')?.getAttribute('src')).toBe(shown.getAttribute('src'));

    fillDepositBonus();
    fireEvent.click(screen.getByTestId('promotion-save'));
    await waitFor(() => expect(platform.requestsFor(boSetPromotionBanner)).toHaveLength(1));
    const banner = platform.requestsFor(boSetPromotionBanner)[0];
    expect(banner?.params).toEqual({ promotionId: '77' });
    expect(banner?.body).toEqual({ contentType: 'image/png', dataBase64: Buffer.from(PHOTO_BYTES).toString('base64') });
    expect(await screen.findByTestId('promotion-notice')).toBeTruthy();
  });
});
