import { isApiError, isRetryableError, type ApiErrorCode } from '@croupier/api-client';

/**
 * What the withdraw page was doing when a call failed. A code can mean another thing in each:
 * WRONG_PASSWORD is the payment password for a withdrawal, the login password when one is being set.
 */
export type WithdrawAction = 'withdraw' | 'bind' | 'password' | 'receipt';

/**
 * Codes with words of their own on the withdraw page: the cashier's codes a member's withdrawal,
 * payout account or receipt can meet, the payment password's, the money codes, and the general ones
 * any member call or upload can meet. Operator-only codes never reach a player and read as unknown.
 */
export const WITHDRAW_MESSAGE_CODES = [
  'CASHIER_LIMIT',
  'CHANNEL_NOT_FOUND',
  'TURNOVER_REQUIRED',
  'BONUS_FORFEIT_REQUIRED',
  'PAYMENT_PASSWORD_REQUIRED',
  'PAYOUT_ACCOUNT_NOT_FOUND',
  'PAYEE_NAME_REQUIRED',
  'WITHDRAWAL_NOT_FOUND',
  'ALREADY_DECIDED',
  'PROOF_INVALID',
  'WRONG_PASSWORD',
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TRIAL_RESTRICTED',
  'NOT_LOGGED_IN',
  'VALIDATION_FAILED',
  'RATE_LIMITED',
  'MAINTENANCE',
] as const satisfies readonly ApiErrorCode[];
export type WithdrawMessageCode = (typeof WITHDRAW_MESSAGE_CODES)[number];

/**
 * `uncertain`: a withdrawal got no answer, or the server failed mid-way, so the money may or may not
 * be held; the same request id sent again settles it. `noAnswer`: the same for the page's other calls,
 * each of which is safe to send again. `WRONG_LOGIN_PASSWORD`: WRONG_PASSWORD while setting the
 * payment password.
 */
export type WithdrawErrorKey = `cashier:withdraw.errors.${WithdrawMessageCode | 'WRONG_LOGIN_PASSWORD' | 'uncertain' | 'noAnswer' | 'unknown'}`;

function hasMessage(code: string): code is WithdrawMessageCode {
  return (WITHDRAW_MESSAGE_CODES as readonly string[]).includes(code);
}

/** True when a failure leaves the outcome unknown: the same attempt (and request id) must be sent again. */
export function withdrawOutcomeUnknown(error: unknown): boolean {
  return isRetryableError(error) && !(isApiError(error) && hasMessage(error.code));
}

/** The dictionary entry for a failed call of the withdraw page. */
export function withdrawErrorKey(error: unknown, action: WithdrawAction): WithdrawErrorKey {
  if (isApiError(error) && hasMessage(error.code)) {
    return action === 'password' && error.code === 'WRONG_PASSWORD' ? 'cashier:withdraw.errors.WRONG_LOGIN_PASSWORD' : `cashier:withdraw.errors.${error.code}`;
  }
  if (withdrawOutcomeUnknown(error)) return action === 'withdraw' ? 'cashier:withdraw.errors.uncertain' : 'cashier:withdraw.errors.noAnswer';
  return 'cashier:withdraw.errors.unknown';
}
