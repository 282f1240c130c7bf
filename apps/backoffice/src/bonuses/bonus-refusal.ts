import type { TFunction } from 'i18next';
import { isApiError } from '@croupier/api-client/errors';
import { refusalText } from '../parts/refusal';

/** Refusals only bonus calls make, in the bonus words; every other in the console's own. */
const BONUS_CODES = new Set(['BONUS_ALREADY_ACTIVE', 'BONUS_NOT_FOUND', 'IDEMPOTENCY_CONFLICT', 'TRIAL_RESTRICTED']);

export function bonusRefusal(t: TFunction<'bonusConsole'>, consoleText: TFunction<'backoffice'>, error: unknown): string {
  if (isApiError(error) && BONUS_CODES.has(error.code)) return t(`errors.${error.code}` as 'errors.BONUS_NOT_FOUND');
  return refusalText(consoleText, error);
}
