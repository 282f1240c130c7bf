import {
  PROMOTION_MAX_WINDOW_MS,
  type PromotionDraft,
  type PromotionKind,
  type PromotionReward,
} from '@croupier/contract';
import { ApiError } from '../../http/api-error';
import { cleanBodyHtml } from './body-html';
import type { PromotionFields } from './repository';
import { smallestRewardOf } from './states';

/** The most a deposit bonus may give: 500 % of the deposit. */
const MAX_PERCENT_BPS = 50_000;
const MAX_MULTIPLIER_HUNDREDTHS = 10_000;
const MAX_LIFETIME_DAYS = 90;

type Problem = { field: string; message: string };

const CASH_ONLY: readonly PromotionKind[] = ['SIGN_IN', 'RAFFLE'];

function rewardProblems(kind: PromotionKind, reward: PromotionReward): Problem[] {
  const problems: Problem[] = [];
  const add = (field: string, message: string) => problems.push({ field: `reward.${field}`, message });
  if (kind === 'DEPOSIT_BONUS') {
    if (reward.form !== 'BONUS') add('form', 'a deposit bonus is a bonus with wagering');
    if (reward.percentBps < 1 || reward.percentBps > MAX_PERCENT_BPS) add('percentBps', `is 0.01 % to ${MAX_PERCENT_BPS / 100} % of the deposit`);
    if (reward.capMinor < 1) add('capMinor', 'must be above zero');
    if (reward.minDepositMinor < 0) add('minDepositMinor', 'must not be below zero');
    if (reward.amountMinor !== 0) add('amountMinor', 'a deposit bonus has no fixed amount: it is a percent of the deposit');
  } else if (CASH_ONLY.includes(kind)) {
    if (reward.form !== 'CASH') add('form', 'sign-in rewards and raffle prizes are paid as cash');
  } else if (reward.amountMinor < 1) {
    add('amountMinor', 'must be above zero');
  }
  if (reward.form === 'BONUS') {
    if (reward.multiplierHundredths < 0 || reward.multiplierHundredths > MAX_MULTIPLIER_HUNDREDTHS) add('multiplierHundredths', `is 0x to ${MAX_MULTIPLIER_HUNDREDTHS / 100}x`);
    if (reward.lifetimeDays < 1 || reward.lifetimeDays > MAX_LIFETIME_DAYS) add('lifetimeDays', `is 1 to ${MAX_LIFETIME_DAYS} days`);
    if (reward.maxBetMinor !== null && reward.maxBetMinor < 1) add('maxBetMinor', 'must be above zero, or left empty');
    if (reward.maxCashoutMinor !== null && reward.maxCashoutMinor < 1) add('maxCashoutMinor', 'must be above zero, or left empty');
    const types = reward.contributions.map((line) => line.gameType);
    if (new Set(types).size !== types.length) add('contributions', 'names a game type twice');
  }
  return problems;
}

function kindProblems(draft: PromotionDraft): Problem[] {
  const problems: Problem[] = [];
  if (draft.kind === 'SIGN_IN') {
    if (draft.signInAmountsMinor.length === 0) problems.push({ field: 'signInAmountsMinor', message: 'a sign-in promotion needs the reward of day 1 at least' });
    if (draft.frequency !== 'DAILY') problems.push({ field: 'frequency', message: 'a sign-in is once a day' });
  } else if (draft.signInAmountsMinor.length > 0) {
    problems.push({ field: 'signInAmountsMinor', message: 'only a sign-in promotion has a ladder' });
  }
  if (draft.kind === 'RAFFLE') {
    if (draft.rafflePrizes.length === 0) problems.push({ field: 'rafflePrizes', message: 'a raffle needs prizes' });
    else if (!draft.rafflePrizes.some((prize) => prize.amountMinor > 0)) problems.push({ field: 'rafflePrizes', message: 'at least one prize must pay something' });
    if (draft.rafflePrizes.some((prize) => prize.amountMinor < 0)) problems.push({ field: 'rafflePrizes', message: 'a prize is not below zero' });
  } else if (draft.rafflePrizes.length > 0) {
    problems.push({ field: 'rafflePrizes', message: 'only a raffle has prizes' });
  }
  return problems;
}

/**
 * An operator's draft checked and cleaned into what is stored: every problem at once, each on its
 * field (VALIDATION_FAILED), and the pages' HTML sanitized.
 */
export function promotionFieldsOf(draft: PromotionDraft, nowMs: number): PromotionFields {
  const startsAtMs = Date.parse(draft.startsAt);
  const endsAtMs = Date.parse(draft.endsAt);
  const problems: Problem[] = [...rewardProblems(draft.kind, draft.reward), ...kindProblems(draft)];
  if (endsAtMs <= startsAtMs) problems.push({ field: 'endsAt', message: 'must be after the start' });
  else if (endsAtMs - startsAtMs > PROMOTION_MAX_WINDOW_MS) problems.push({ field: 'endsAt', message: 'a promotion runs a year at most' });
  if (endsAtMs <= nowMs) problems.push({ field: 'endsAt', message: 'must be in the future' });
  const fields: PromotionFields = {
    merchantCode: draft.merchantCode,
    kind: draft.kind,
    category: draft.category,
    titleEn: draft.titles.en.trim(),
    titleBn: draft.titles.bn.trim(),
    summaryEn: draft.summaries.en.trim(),
    summaryBn: draft.summaries.bn.trim(),
    bodyEn: cleanBodyHtml(draft.bodies.en),
    bodyBn: cleanBodyHtml(draft.bodies.bn),
    startsAtMs,
    endsAtMs,
    segment: draft.segment,
    frequency: draft.frequency,
    budgetMinor: BigInt(draft.budgetMinor),
    reward: draft.reward,
    signInAmountsMinor: draft.signInAmountsMinor,
    rafflePrizes: draft.rafflePrizes,
  };
  if (problems.length === 0 && fields.budgetMinor < smallestRewardOf(fields)) {
    problems.push({ field: 'budgetMinor', message: 'cannot pay a single reward' });
  }
  for (const language of ['en', 'bn'] as const) {
    if ((language === 'en' ? fields.bodyEn : fields.bodyBn) === '') problems.push({ field: `bodies.${language}`, message: 'has no text left once cleaned' });
  }
  if (problems.length > 0) throw new ApiError('VALIDATION_FAILED', `The promotion cannot be saved: ${problems.map((problem) => `${problem.field} ${problem.message}`).join('; ')}`, problems);
  return fields;
}
