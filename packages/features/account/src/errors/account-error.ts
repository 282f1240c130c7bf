import { isApiError, type ApiErrorCode } from '@croupier/api-client';
import { ACCOUNT_ERROR_CODES as CONTRACT_ACCOUNT_ERROR_CODES } from '@croupier/contract';
import { SMS_LOCKOUT_MS } from '@croupier/domain';

/**
 * Codes with a message of their own in the account dictionary (SPEC §8 plus the account codes of the
 * contract). Any other failure reads as the unknown error: the server's own wording is for logs.
 */
export const ACCOUNT_ERROR_CODES = [
  ...CONTRACT_ACCOUNT_ERROR_CODES,
  'RATE_LIMITED',
  'NOT_LOGGED_IN',
  'VALIDATION_FAILED',
  'NETWORK',
] as const satisfies readonly ApiErrorCode[];
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

export interface AccountErrorText {
  key: `account:errors.${AccountErrorCode | 'unknown'}`;
  values: { seconds: number; minutes: number };
}

function isAccountErrorCode(code: string): code is AccountErrorCode {
  return (ACCOUNT_ERROR_CODES as readonly string[]).includes(code);
}

/** The dictionary entry for a failure, with the numbers its message may name. */
export function accountErrorText(error: unknown): AccountErrorText {
  const code = isApiError(error) && isAccountErrorCode(error.code) ? error.code : 'unknown';
  const seconds = isApiError(error) && error.retryAfterSeconds !== null ? error.retryAfterSeconds : 0;
  // SPEC §9: the too-many-requests lockout is 5 minutes when the server names no other time.
  const minutes = seconds > 0 ? Math.ceil(seconds / 60) : SMS_LOCKOUT_MS / 60_000;
  return { key: `account:errors.${code}`, values: { seconds, minutes } };
}
