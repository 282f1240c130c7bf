import { isApiError, isRetryableError, type ApiErrorCode } from '@croupier/api-client';

/**
 * Codes with a message of their own in the wallet dictionary: the money codes a member's transfer
 * can meet, and the general ones any member call can. Provider-only codes (signatures, launch tokens)
 * never reach a player and read as the unknown error.
 */
export const WALLET_ERROR_CODES = [
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_CONFLICT',
  'WALLET_NOT_FOUND',
  'FEATURE_DISABLED',
  'TRIAL_RESTRICTED',
  'NOT_LOGGED_IN',
  'VALIDATION_FAILED',
  'RATE_LIMITED',
  'MAINTENANCE',
] as const satisfies readonly ApiErrorCode[];
export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[number];

/**
 * `uncertain`: no answer, or the server failed mid-way, so the money may or may not have moved. The
 * same request id sent again settles it without moving the money twice.
 */
export type WalletErrorKey = `wallet:errors.${WalletErrorCode | 'uncertain' | 'unknown'}`;

function isWalletErrorCode(code: string): code is WalletErrorCode {
  return (WALLET_ERROR_CODES as readonly string[]).includes(code);
}

/** True when a failure leaves the outcome unknown: the same attempt (and request id) must be sent again. */
export function outcomeUnknown(error: unknown): boolean {
  return isRetryableError(error) && !(isApiError(error) && isWalletErrorCode(error.code));
}

/** The dictionary entry for a failed wallet call. */
export function walletErrorKey(error: unknown): WalletErrorKey {
  if (isApiError(error) && isWalletErrorCode(error.code)) return `wallet:errors.${error.code}`;
  if (outcomeUnknown(error)) return 'wallet:errors.uncertain';
  return 'wallet:errors.unknown';
}
