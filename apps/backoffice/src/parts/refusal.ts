import type { TFunction } from 'i18next';
// The errors' own module: the client's index would bring the contract's schemas into the login page.
import { isApiError } from '@croupier/api-client/errors';

/** Codes the console has words of its own for; any other is named in the general sentence. */
const WORDED = new Set([
  'ALREADY_DECIDED',
  'SECOND_APPROVER_REQUIRED',
  'DEPOSIT_NOT_FOUND',
  'WITHDRAWAL_NOT_FOUND',
  'FORBIDDEN',
  'NOT_FOUND',
  'NOT_LOGGED_IN',
  'LOGIN_FAILED',
  'ACCOUNT_LOCKED',
  'RATE_LIMITED',
  'VALIDATION_FAILED',
  'INSUFFICIENT_FUNDS',
  'NETWORK',
]);

/** Why the platform refused, in the console's words: every refusal is shown as a sentence, never as a code alone. */
export function refusalText(t: TFunction<'backoffice'>, error: unknown): string {
  if (!isApiError(error)) return t('errors.unknown', { code: error instanceof Error ? error.message : String(error) });
  if (!WORDED.has(error.code)) return t('errors.unknown', { code: error.code });
  if (error.code === 'VALIDATION_FAILED') {
    const details = error.fields.length > 0 ? error.fields.map((field) => `${field.field} ${field.message}`).join('; ') : error.message;
    return t('errors.VALIDATION_FAILED', { details });
  }
  if (error.code === 'ACCOUNT_LOCKED') return t('errors.ACCOUNT_LOCKED', { minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60)) });
  return t(`errors.${error.code}` as 'errors.unknown', { code: error.code });
}
