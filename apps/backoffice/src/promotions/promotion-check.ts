import {
  BONUS_CREDIT_MAX_LIFETIME_DAYS,
  BONUS_CREDIT_MAX_MULTIPLIER_HUNDREDTHS,
  PROMOTION_BODY_MAX_CHARS,
  PROMOTION_MAX_WINDOW_MS,
  PROMOTION_RAFFLE_MAX_PRIZES,
  PROMOTION_SIGN_IN_MAX_DAYS,
  type PromotionDraft,
  type PromotionReward,
} from '@croupier/contract';
import { GAME_TYPES, readTypedAmount, type GameType } from '@croupier/domain';
import { multiplierHundredthsOf } from '../bonuses/credit-draft';
import { instantOfBrandTime } from './brand-clock';
import { TEXT_LANGUAGES, paysBonus, paysFixedAmount, type PromotionForm } from './promotion-form';

/**
 * The builder's checks, said per field before anything is sent, and the draft the platform is sent
 * once there are none. A problem is filed under the field's path in the contract's body
 * ("reward.capMinor", "titles.bn", "rafflePrizes.2.weight"), the same path the platform names in a
 * VALIDATION_FAILED answer, so the platform's refusals land on the same fields as these.
 */

export type ProblemCode =
  | 'required'
  | 'amount'
  | 'decimals'
  | 'tooLarge'
  | 'depositPercent'
  | 'multiplier'
  | 'days'
  | 'percent'
  | 'noneCount'
  | 'cashoutBelowBonus'
  | 'weight'
  | 'noPrize'
  | 'budgetBelowReward'
  | 'time'
  | 'endBeforeStart'
  | 'windowTooLong'
  | 'endsInPast'
  | 'textNeeded'
  | 'textTooLong'
  | 'server';

export interface Problem {
  code: ProblemCode;
  values?: Record<string, string | number>;
}

export type Problems = Record<string, Problem>;

export interface CheckedForm {
  problems: Problems;
  /** the body to send, once there is no problem */
  draft: PromotionDraft | null;
}

export const TEXT_MAX_CHARS = { title: 80, summary: 200, body: PROMOTION_BODY_MAX_CHARS } as const;
const TEXT_PATHS = { title: 'titles', summary: 'summaries', body: 'bodies' } as const;
/** A deposit bonus gives at most five times the deposit, as the platform allows. */
const MAX_PERCENT_BPS = 50_000;
const MAX_WEIGHT = 1_000_000;

/** "100", "12.5" or "12.25" percent, as basis points; null when it is not such a number. */
export function percentBpsOf(typed: string): number | null {
  const match = /^\s*(\d{1,4})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(typed);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function wholeOf(typed: string, min: number, max: number): number | null {
  if (!/^\s*\d{1,7}\s*$/.test(typed)) return null;
  const value = Number(typed.trim());
  return value >= min && value <= max ? value : null;
}

/** Reads the form's figures, filing each problem under its path as it goes. */
class Reader {
  readonly problems: Problems = {};
  constructor(private readonly scale: number) {}

  file(path: string, code: ProblemCode, values?: Problem['values']): null {
    this.problems[path] ??= values ? { code, values } : { code };
    return null;
  }

  /** A positive amount in major units, as minor units. */
  amount(typed: string, path: string): number | null {
    const read = readTypedAmount(typed, this.scale);
    if (read.ok) return read.amountMinor;
    if (read.problem === 'empty') return this.file(path, 'required');
    if (read.problem === 'step') return this.file(path, 'decimals', { scale: this.scale });
    if (read.problem === 'tooLarge') return this.file(path, 'tooLarge');
    return this.file(path, 'amount');
  }

  /** An amount that may be left empty (no limit). */
  optionalAmount(typed: string, path: string): number | null {
    return typed.trim() === '' ? null : this.amount(typed, path);
  }

  /** An amount that may be 0: a raffle's "better luck next time", a deposit bonus's minimum of none. */
  amountOrZero(typed: string, path: string): number | null {
    if (/^\s*0*(?:\.0*)?\s*$/.test(typed) && typed.trim() !== '') return 0;
    return this.amount(typed, path);
  }

  whole(typed: string, path: string, min: number, max: number, code: ProblemCode): number | null {
    return wholeOf(typed, min, max) ?? this.file(path, code, { min, max });
  }
}

function checkWindow(form: PromotionForm, reader: Reader, timeZone: string, nowMs: number): { startsAt: string; endsAt: string } | null {
  const starts = instantOfBrandTime(form.startsAt, timeZone);
  const ends = instantOfBrandTime(form.endsAt, timeZone);
  if (starts === null) reader.file('startsAt', 'time');
  if (ends === null) reader.file('endsAt', 'time');
  if (starts === null || ends === null) return null;
  if (ends <= starts) return reader.file('endsAt', 'endBeforeStart');
  if (ends - starts > PROMOTION_MAX_WINDOW_MS) return reader.file('endsAt', 'windowTooLong');
  if (ends <= nowMs) return reader.file('endsAt', 'endsInPast');
  return { startsAt: new Date(starts).toISOString(), endsAt: new Date(ends).toISOString() };
}

/** A bonus's wagering terms, shared by the deposit bonus and a fixed bonus. */
function checkWagering(form: PromotionForm, reader: Reader) {
  const multiplier = multiplierHundredthsOf(form.multiplier);
  if (multiplier === null || multiplier < 100 || multiplier > BONUS_CREDIT_MAX_MULTIPLIER_HUNDREDTHS) reader.file('reward.multiplierHundredths', 'multiplier', { max: BONUS_CREDIT_MAX_MULTIPLIER_HUNDREDTHS / 100 });
  const contributions = GAME_TYPES.map((gameType: GameType) => ({ gameType, percent: reader.whole(form.contributions[gameType], `reward.contributions.${gameType}`, 0, 100, 'percent') ?? 0 }));
  const unreadable = GAME_TYPES.some((type) => reader.problems[`reward.contributions.${type}`]);
  if (!unreadable && contributions.every((each) => each.percent === 0)) reader.file('reward.contributions', 'noneCount');
  return {
    multiplierHundredths: multiplier ?? 0,
    contributions,
    maxBetMinor: reader.optionalAmount(form.maxBet, 'reward.maxBetMinor'),
    maxCashoutMinor: reader.optionalAmount(form.maxCashout, 'reward.maxCashoutMinor'),
    lifetimeDays: reader.whole(form.lifetimeDays, 'reward.lifetimeDays', 1, BONUS_CREDIT_MAX_LIFETIME_DAYS, 'days') ?? 1,
  };
}

/** What a cash reward (or a kind whose amounts are its own tables) carries in the reward's wagering fields: nothing. */
function cashReward(amountMinor: number): PromotionReward {
  return { form: 'CASH', amountMinor, percentBps: 0, capMinor: 0, minDepositMinor: 0, wageringBase: 'BONUS', multiplierHundredths: 0, contributions: [], maxBetMinor: null, maxCashoutMinor: null, lifetimeDays: 1 };
}

interface RewardParts {
  reward: PromotionReward;
  signInAmountsMinor: number[];
  rafflePrizes: { amountMinor: number; weight: number }[];
  /**
   * The reward the budget must pay at least once, as the platform counts it: a deposit bonus at its
   * smallest deposit, a sign-in's smallest day, a raffle's largest prize, a fixed amount.
   */
  leastRewardMinor: number;
}

function checkReward(form: PromotionForm, reader: Reader): RewardParts {
  const none = { signInAmountsMinor: [], rafflePrizes: [] };
  if (form.kind === 'DEPOSIT_BONUS') {
    const percentBps = percentBpsOf(form.percent);
    if (percentBps === null || percentBps <= 0 || percentBps > MAX_PERCENT_BPS) reader.file('reward.percentBps', 'depositPercent', { max: MAX_PERCENT_BPS / 100 });
    const capMinor = reader.amount(form.cap, 'reward.capMinor') ?? 0;
    const minDepositMinor = reader.amountOrZero(form.minDeposit, 'reward.minDepositMinor') ?? 0;
    const wagering = checkWagering(form, reader);
    const reward: PromotionReward = { form: 'BONUS', amountMinor: 0, percentBps: percentBps ?? 0, capMinor, minDepositMinor, wageringBase: form.wageringBase, ...wagering };
    const atMinimum = Number((BigInt(minDepositMinor) * BigInt(percentBps ?? 0)) / 10_000n);
    return { ...none, reward, leastRewardMinor: Math.max(1, Math.min(atMinimum, capMinor)) };
  }
  if (paysFixedAmount(form.kind)) {
    const amountMinor = reader.amount(form.amount, 'reward.amountMinor') ?? 0;
    if (!paysBonus(form)) return { ...none, reward: cashReward(amountMinor), leastRewardMinor: amountMinor };
    const wagering = checkWagering(form, reader);
    if (wagering.maxCashoutMinor !== null && amountMinor > 0 && wagering.maxCashoutMinor < amountMinor) reader.file('reward.maxCashoutMinor', 'cashoutBelowBonus');
    const reward: PromotionReward = { form: 'BONUS', amountMinor, percentBps: 0, capMinor: 0, minDepositMinor: 0, wageringBase: 'BONUS', ...wagering };
    return { ...none, reward, leastRewardMinor: amountMinor };
  }
  if (form.kind === 'SIGN_IN') {
    if (form.signInDays.length < 1 || form.signInDays.length > PROMOTION_SIGN_IN_MAX_DAYS) reader.file('signInAmountsMinor', 'required');
    const signInAmountsMinor = form.signInDays.map((typed, day) => reader.amount(typed, `signInAmountsMinor.${day}`) ?? 0);
    return { ...none, reward: cashReward(0), signInAmountsMinor, leastRewardMinor: Math.min(...signInAmountsMinor) };
  }
  if (form.prizes.length < 1 || form.prizes.length > PROMOTION_RAFFLE_MAX_PRIZES) reader.file('rafflePrizes', 'required');
  const rafflePrizes = form.prizes.map((prize, index) => ({
    amountMinor: reader.amountOrZero(prize.amount, `rafflePrizes.${index}.amountMinor`) ?? 0,
    weight: reader.whole(prize.weight, `rafflePrizes.${index}.weight`, 1, MAX_WEIGHT, 'weight') ?? 1,
  }));
  const unreadable = Object.keys(reader.problems).some((path) => path.startsWith('rafflePrizes.'));
  if (!unreadable && rafflePrizes.every((prize) => prize.amountMinor === 0)) reader.file('rafflePrizes', 'noPrize');
  return { ...none, reward: cashReward(0), rafflePrizes, leastRewardMinor: Math.max(0, ...rafflePrizes.map((prize) => prize.amountMinor)) };
}

function checkTexts(form: PromotionForm, reader: Reader): Pick<PromotionDraft, 'titles' | 'summaries' | 'bodies'> {
  const texts = { titles: { en: '', bn: '' }, summaries: { en: '', bn: '' }, bodies: { en: '', bn: '' } };
  for (const language of TEXT_LANGUAGES) {
    for (const part of ['title', 'summary', 'body'] as const) {
      const text = form.texts[language][part].trim();
      const path = `${TEXT_PATHS[part]}.${language}`;
      if (text === '') reader.file(path, 'textNeeded');
      else if (text.length > TEXT_MAX_CHARS[part]) reader.file(path, 'textTooLong', { max: TEXT_MAX_CHARS[part] });
      texts[TEXT_PATHS[part]][language] = text;
    }
  }
  return texts;
}

export interface CheckContext {
  merchantCode: string;
  scale: number;
  timeZone: string;
  nowMs: number;
}

/** Every field's problem, and the draft when there is none. */
export function checkForm(form: PromotionForm, context: CheckContext): CheckedForm {
  const reader = new Reader(context.scale);
  const window = checkWindow(form, reader, context.timeZone, context.nowMs);
  const budgetMinor = reader.amount(form.budget, 'budgetMinor');
  const parts = checkReward(form, reader);
  if (budgetMinor !== null && parts.leastRewardMinor > budgetMinor) reader.file('budgetMinor', 'budgetBelowReward', { rewardMinor: parts.leastRewardMinor });
  const texts = checkTexts(form, reader);
  if (Object.keys(reader.problems).length > 0 || !window || budgetMinor === null) return { problems: reader.problems, draft: null };
  return {
    problems: reader.problems,
    draft: {
      merchantCode: context.merchantCode,
      kind: form.kind,
      category: form.category,
      ...texts,
      ...window,
      segment: form.segment,
      frequency: form.kind === 'SIGN_IN' ? 'DAILY' : form.frequency,
      budgetMinor,
      reward: parts.reward,
      signInAmountsMinor: parts.signInAmountsMinor,
      rafflePrizes: parts.rafflePrizes,
    },
  };
}
