import { isApiError, isRetryableError, type ApiErrorCode } from '@croupier/api-client';

/**
 * Codes with a message of their own for a transfer: the tree's refusals, the payment password's, the
 * money codes, and the general ones any member call can meet. The rest read as the unknown error.
 */
export const TRANSFER_MESSAGE_CODES = [
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_CONFLICT',
  'WRONG_PASSWORD',
  'PAYMENT_PASSWORD_REQUIRED',
  'NO_UPLINE',
  'NOT_IN_DOWNLINE',
  'NON_AGENT',
  'FORBIDDEN',
  'TRIAL_RESTRICTED',
  'NOT_LOGGED_IN',
  'VALIDATION_FAILED',
  'RATE_LIMITED',
  'MAINTENANCE',
] as const satisfies readonly ApiErrorCode[];
export type TransferMessageCode = (typeof TRANSFER_MESSAGE_CODES)[number];

/** Codes with a message of their own when the payment password is being set. */
export const PASSWORD_MESSAGE_CODES = ['WRONG_PASSWORD', 'VALIDATION_FAILED', 'TRIAL_RESTRICTED', 'NOT_LOGGED_IN', 'RATE_LIMITED', 'MAINTENANCE'] as const satisfies readonly ApiErrorCode[];
export type PasswordMessageCode = (typeof PASSWORD_MESSAGE_CODES)[number];

/**
 * `uncertain`: no answer, or the server failed mid-way, so the money may or may not have moved. The
 * same request id sent again settles it without moving the money twice.
 */
export type TransferErrorKey = `transfers:errors.${TransferMessageCode | 'uncertain' | 'unknown'}`;
export type PasswordErrorKey = `transfers:passwordSetup.errors.${PasswordMessageCode | 'unknown'}`;

const isOneOf =
  <Code extends string>(codes: readonly Code[]) =>
  (code: string): code is Code =>
    (codes as readonly string[]).includes(code);
const hasTransferMessage = isOneOf(TRANSFER_MESSAGE_CODES);
const hasPasswordMessage = isOneOf(PASSWORD_MESSAGE_CODES);

/** True when a failure leaves the outcome unknown: the same attempt (and request id) must be sent again. */
export function outcomeUnknown(error: unknown): boolean {
  return isRetryableError(error) && !(isApiError(error) && hasTransferMessage(error.code));
}

/** The dictionary entry for a failed transfer. */
export function transferErrorKey(error: unknown): TransferErrorKey {
  if (isApiError(error) && hasTransferMessage(error.code)) return `transfers:errors.${error.code}`;
  if (outcomeUnknown(error)) return 'transfers:errors.uncertain';
  return 'transfers:errors.unknown';
}

/** The dictionary entry for a payment password that could not be set; WRONG_PASSWORD there is the login password. */
export function passwordErrorKey(error: unknown): PasswordErrorKey {
  if (isApiError(error) && hasPasswordMessage(error.code)) return `transfers:passwordSetup.errors.${error.code}`;
  return 'transfers:passwordSetup.errors.unknown';
}
