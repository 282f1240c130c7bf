import type { PromotionCategory, PromotionFrequency, PromotionKind, PromotionSegment } from '@croupier/contract';
import { GAME_TYPES, readTypedAmount, type GameType, type Language } from '@croupier/domain';
import { multiplierHundredthsOf } from '../bonuses/credit-draft';
import { instantOfBrandTime } from './brand-clock';
import { percentBpsOf } from './promotion-check';
import { paysBonus, paysFixedAmount, type PromotionForm, type PromotionTexts } from './promotion-form';
import { readPrizes, type ReadPrize } from './raffle-prizes';

/**
 * What the member preview shows, read from the form as it is typed: every figure that reads, null for
 * one that does not yet, so the preview follows the operator's typing without waiting for a valid form.
 */
export interface PreviewFacts {
  kind: PromotionKind;
  category: PromotionCategory;
  segment: PromotionSegment;
  frequency: PromotionFrequency;
  startsMs: number | null;
  endsMs: number | null;
  bonus: boolean;
  amountMinor: number | null;
  percentBps: number | null;
  capMinor: number | null;
  minDepositMinor: number | null;
  bothBase: boolean;
  multiplierHundredths: number | null;
  lifetimeDays: number | null;
  maxBetMinor: number | null;
  maxCashoutMinor: number | null;
  /** the game types that count, with their percent, in the contract's order */
  counting: { gameType: GameType; percent: number }[];
  signInMinor: (number | null)[];
  prizes: ReadPrize[];
  texts: Record<Language, PromotionTexts>;
}

function amountOrNull(typed: string, scale: number): number | null {
  const read = readTypedAmount(typed, scale);
  return read.ok ? read.amountMinor : null;
}

export function previewFacts(form: PromotionForm, scale: number, timeZone: string): PreviewFacts {
  const days = /^\s*\d{1,3}\s*$/.test(form.lifetimeDays) ? Number(form.lifetimeDays.trim()) : null;
  return {
    kind: form.kind,
    category: form.category,
    segment: form.segment,
    frequency: form.kind === 'SIGN_IN' ? 'DAILY' : form.frequency,
    startsMs: instantOfBrandTime(form.startsAt, timeZone),
    endsMs: instantOfBrandTime(form.endsAt, timeZone),
    bonus: paysBonus(form),
    amountMinor: paysFixedAmount(form.kind) ? amountOrNull(form.amount, scale) : null,
    percentBps: percentBpsOf(form.percent),
    capMinor: amountOrNull(form.cap, scale),
    minDepositMinor: amountOrNull(form.minDeposit, scale),
    bothBase: form.kind === 'DEPOSIT_BONUS' && form.wageringBase === 'BONUS_AND_DEPOSIT',
    multiplierHundredths: multiplierHundredthsOf(form.multiplier),
    lifetimeDays: days !== null && days >= 1 ? days : null,
    maxBetMinor: amountOrNull(form.maxBet, scale),
    maxCashoutMinor: amountOrNull(form.maxCashout, scale),
    counting: GAME_TYPES.map((gameType) => ({ gameType, percent: Number(form.contributions[gameType]) }))
      .filter((each) => Number.isInteger(each.percent) && each.percent > 0 && each.percent <= 100)
      .sort((a, b) => b.percent - a.percent),
    signInMinor: form.signInDays.map((typed) => amountOrNull(typed, scale)),
    prizes: readPrizes(form.prizes, scale),
    texts: form.texts,
  };
}
