import type { ConsolePromotion, PromotionCategory, PromotionFrequency, PromotionKind, PromotionRewardForm, PromotionSegment } from '@croupier/contract';
import { GAME_TYPES, type GameType, type Language } from '@croupier/domain';
import { minorUnitsToDecimal } from '@croupier/i18n';
import { DEFAULT_CONTRIBUTION_PERCENTS, multiplierText } from '../bonuses/credit-draft';
import { brandTimeOf } from './brand-clock';

/**
 * The promotion builder's form as the operator types it: every field a string, amounts in the brand's
 * major units, times on the brand's clock. It holds the fields of every kind at once, so switching the
 * kind back and forth loses nothing typed; only the chosen kind's fields are checked and sent
 * (promotion-check.ts).
 */

export const TEXT_LANGUAGES: readonly Language[] = ['en', 'bn'];

export interface PromotionTexts {
  title: string;
  summary: string;
  /** HTML; the platform sanitizes it when saved and the page again when shown */
  body: string;
}

export interface PrizeRow {
  amount: string;
  weight: string;
}

export type WageringBase = 'BONUS' | 'BONUS_AND_DEPOSIT';

export interface PromotionForm {
  kind: PromotionKind;
  category: PromotionCategory;
  segment: PromotionSegment;
  frequency: PromotionFrequency;
  /** the brand's wall-clock time, yyyy-mm-ddThh:mm */
  startsAt: string;
  endsAt: string;
  budget: string;
  /** a join bonus's or an application's reward: a bonus with wagering, or cash */
  rewardForm: PromotionRewardForm;
  amount: string;
  /** a deposit bonus: percent of the deposit, its cap and the smallest deposit that qualifies */
  percent: string;
  cap: string;
  minDeposit: string;
  wageringBase: WageringBase;
  multiplier: string;
  contributions: Record<GameType, string>;
  maxBet: string;
  maxCashout: string;
  lifetimeDays: string;
  /** a sign-in ladder: day 1 to day n */
  signInDays: string[];
  prizes: PrizeRow[];
  texts: Record<Language, PromotionTexts>;
}

/** The category a kind usually goes under; picking a kind moves an untouched category along with it. */
export const CATEGORY_OF_KIND: Record<PromotionKind, PromotionCategory> = {
  DEPOSIT_BONUS: 'DEPOSIT',
  JOIN_BONUS: 'WELCOME',
  APPLICATION: 'OTHER',
  SIGN_IN: 'DAILY',
  RAFFLE: 'OTHER',
};

/** Kinds whose reward is one fixed amount, paid as a bonus or as cash. */
export function paysFixedAmount(kind: PromotionKind): boolean {
  return kind === 'JOIN_BONUS' || kind === 'APPLICATION';
}

/** Whether the reward of this form is a locked bonus with wagering (and so has the wagering fields). */
export function paysBonus(form: Pick<PromotionForm, 'kind' | 'rewardForm'>): boolean {
  return form.kind === 'DEPOSIT_BONUS' || (paysFixedAmount(form.kind) && form.rewardForm === 'BONUS');
}

export const SIGN_IN_DEFAULT_DAYS = 7;
export const RAFFLE_DEFAULT_PRIZES = 3;
const HOUR_MS = 60 * 60_000;
const DEFAULT_LENGTH_MS = 30 * 24 * HOUR_MS;

export function defaultContributions(): Record<GameType, string> {
  return Object.fromEntries(GAME_TYPES.map((type) => [type, String(DEFAULT_CONTRIBUTION_PERCENTS[type])])) as Record<GameType, string>;
}

const noTexts = (): Record<Language, PromotionTexts> => ({ en: { title: '', summary: '', body: '' }, bn: { title: '', summary: '', body: '' } });

/** A new promotion: the market's usual deposit bonus (100 % with 20× wagering on bonus and deposit), from the next full hour for 30 days. */
export function freshForm(nowMs: number, timeZone: string): PromotionForm {
  const start = Math.ceil(nowMs / HOUR_MS) * HOUR_MS;
  return {
    kind: 'DEPOSIT_BONUS',
    category: CATEGORY_OF_KIND.DEPOSIT_BONUS,
    segment: 'ALL_MEMBERS',
    frequency: 'ONCE',
    startsAt: brandTimeOf(start, timeZone),
    endsAt: brandTimeOf(start + DEFAULT_LENGTH_MS, timeZone),
    budget: '',
    rewardForm: 'BONUS',
    amount: '',
    percent: '100',
    cap: '',
    minDeposit: '',
    wageringBase: 'BONUS_AND_DEPOSIT',
    multiplier: '20',
    contributions: defaultContributions(),
    maxBet: '',
    maxCashout: '',
    lifetimeDays: '7',
    signInDays: Array.from({ length: SIGN_IN_DEFAULT_DAYS }, () => ''),
    prizes: Array.from({ length: RAFFLE_DEFAULT_PRIZES }, () => ({ amount: '', weight: '1' })),
    texts: noTexts(),
  };
}

/** Hundredths as the operator types them: 10000 is "100", 1250 is "12.5" (percent in basis points, multipliers). */
export function hundredthsText(hundredths: number): string {
  return multiplierText(hundredths);
}

/** A saved draft back in the form, to edit it: minor units as major, instants on the brand's clock. */
export function formOfPromotion(promotion: ConsolePromotion, timeZone: string, scale: number): PromotionForm {
  const major = (amountMinor: number) => minorUnitsToDecimal(amountMinor, scale);
  const optional = (amountMinor: number | null) => (amountMinor === null ? '' : major(amountMinor));
  const reward = promotion.reward;
  const fresh = freshForm(Date.parse(promotion.startsAt), timeZone);
  const contributions = defaultContributions();
  for (const each of reward.contributions) contributions[each.gameType] = String(each.percent);
  const bonus = reward.form === 'BONUS';
  return {
    ...fresh,
    kind: promotion.kind,
    category: promotion.category,
    segment: promotion.segment,
    frequency: promotion.frequency,
    startsAt: brandTimeOf(Date.parse(promotion.startsAt), timeZone),
    endsAt: brandTimeOf(Date.parse(promotion.endsAt), timeZone),
    budget: major(promotion.budgetMinor),
    rewardForm: reward.form,
    amount: reward.amountMinor > 0 ? major(reward.amountMinor) : '',
    percent: promotion.kind === 'DEPOSIT_BONUS' ? hundredthsText(reward.percentBps) : fresh.percent,
    cap: reward.capMinor > 0 ? major(reward.capMinor) : '',
    minDeposit: reward.minDepositMinor > 0 ? major(reward.minDepositMinor) : '',
    wageringBase: bonus ? reward.wageringBase : fresh.wageringBase,
    multiplier: bonus ? hundredthsText(reward.multiplierHundredths) : fresh.multiplier,
    contributions: bonus ? contributions : fresh.contributions,
    maxBet: optional(reward.maxBetMinor),
    maxCashout: optional(reward.maxCashoutMinor),
    lifetimeDays: bonus ? String(reward.lifetimeDays) : fresh.lifetimeDays,
    signInDays: promotion.signInAmountsMinor.length > 0 ? promotion.signInAmountsMinor.map(major) : fresh.signInDays,
    prizes: promotion.rafflePrizes.length > 0 ? promotion.rafflePrizes.map((prize) => ({ amount: prize.amountMinor === 0 ? '0' : major(prize.amountMinor), weight: String(prize.weight) })) : fresh.prizes,
    texts: {
      en: { title: promotion.titles.en, summary: promotion.summaries.en, body: promotion.bodies.en },
      bn: { title: promotion.titles.bn, summary: promotion.summaries.bn, body: promotion.bodies.bn },
    },
  };
}
