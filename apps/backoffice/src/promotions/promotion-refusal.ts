import type { TFunction } from 'i18next';
import { isApiError } from '@croupier/api-client/errors';
import { GAME_TYPES } from '@croupier/domain';
import { refusalText } from '../parts/refusal';
import type { Problems } from './promotion-check';
import { paysBonus, type PromotionForm } from './promotion-form';

/** Refusals only promotion calls make, in the promotion words; every other in the console's own. */
const PROMOTION_CODES = new Set([
  'PROMOTION_NOT_FOUND',
  'PROMOTION_NOT_EDITABLE',
  'PROMOTION_IMAGE_INVALID',
  'PROMOTION_ENDED',
  'PROMOTION_NOT_STARTED',
  'PROMOTION_BUDGET_SPENT',
  'PROMOTION_NOT_ELIGIBLE',
  'PROMOTION_ALREADY_TAKEN',
  'PROMOTION_WRONG_ACTION',
  'SECOND_APPROVER_REQUIRED',
  'ALREADY_DECIDED',
  'BONUS_ALREADY_ACTIVE',
]);

export function promotionRefusal(t: TFunction<'promotionConsole'>, consoleText: TFunction<'backoffice'>, error: unknown): string {
  if (isApiError(error) && PROMOTION_CODES.has(error.code)) return t(`refusals.${error.code}` as 'refusals.PROMOTION_NOT_FOUND');
  return refusalText(consoleText, error);
}

/**
 * The platform's field refusals (VALIDATION_FAILED) filed under the builder's paths, each with the
 * platform's own words. The contributions are sent in GAME_TYPES' order, so an index names a game type.
 */
export function serverProblemsOf(error: unknown): Problems {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return {};
  const problems: Problems = {};
  for (const field of error.fields) {
    const contribution = /^reward\.contributions\.(\d+)(?:\.percent)?$/.exec(field.field);
    const type = contribution ? GAME_TYPES[Number(contribution[1])] : undefined;
    const path = type ? `reward.contributions.${type}` : field.field;
    problems[path] ??= { code: 'server', values: { message: field.message } };
  }
  return problems;
}

const ALWAYS_SHOWN = /^(?:startsAt|endsAt|budgetMinor|(?:titles|summaries|bodies)\.(?:en|bn))$/;
const REWARD_SHOWN = /^reward\.(?:amountMinor|percentBps|capMinor|minDepositMinor)$/;
const WAGERING_SHOWN = /^reward\.(?:multiplierHundredths|lifetimeDays|maxBetMinor|maxCashoutMinor|contributions(?:\.[A-Z]+)?)$/;

/** Whether the builder shows a problem of this path on a field of the form as it is; any other is said in the refusal itself. */
export function shownOnForm(path: string, form: PromotionForm): boolean {
  if (ALWAYS_SHOWN.test(path) || REWARD_SHOWN.test(path)) return true;
  if (WAGERING_SHOWN.test(path)) return paysBonus(form);
  if (/^signInAmountsMinor(?:\.\d+)?$/.test(path)) return form.kind === 'SIGN_IN';
  if (/^rafflePrizes(?:\.\d+\.(?:amountMinor|weight))?$/.test(path)) return form.kind === 'RAFFLE';
  return false;
}
