import { isApiError, isRetryableError, type ApiErrorCode } from '@croupier/api-client';

/**
 * Codes with a message of their own in the cashier dictionary: the cashier's codes a member's deposit
 * can meet, the money code of a reused request id, and the general ones any member call or upload can
 * meet. Operator-only codes (a second approver) never reach a player and read as the unknown error.
 */
export const CASHIER_MESSAGE_CODES = [
  'CASHIER_LIMIT',
  'CHANNEL_NOT_FOUND',
  'DEPOSIT_NOT_FOUND',
  'ALREADY_DECIDED',
  'PROOF_INVALID',
  'IDEMPOTENCY_CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TRIAL_RESTRICTED',
  'NOT_LOGGED_IN',
  'VALIDATION_FAILED',
  'RATE_LIMITED',
  'MAINTENANCE',
] as const satisfies readonly ApiErrorCode[];
export type CashierMessageCode = (typeof CASHIER_MESSAGE_CODES)[number];

/**
 * `uncertain`: no answer, or the server failed mid-way, so the deposit may or may not have been
 * recorded. The same request id sent again settles it without asking twice.
 */
export type CashierErrorKey = `cashier:errors.${CashierMessageCode | 'uncertain' | 'unknown'}` | `promotions:errors.${DepositBonusRefusal}`;

/**
 * A deposit that carries a bonus is refused as joining it is (decision 0047): those refusals read in the
 * promotions dictionary's words, which the deposit form loads with its own.
 */
export const DEPOSIT_BONUS_REFUSALS = [
  'PROMOTION_NOT_FOUND',
  'PROMOTION_NOT_STARTED',
  'PROMOTION_ENDED',
  'PROMOTION_BUDGET_SPENT',
  'PROMOTION_NOT_ELIGIBLE',
  'PROMOTION_ALREADY_TAKEN',
  'PROMOTION_WRONG_ACTION',
  'BONUS_ALREADY_ACTIVE',
] as const satisfies readonly ApiErrorCode[];
export type DepositBonusRefusal = (typeof DEPOSIT_BONUS_REFUSALS)[number];

function isBonusRefusal(code: string): code is DepositBonusRefusal {
  return (DEPOSIT_BONUS_REFUSALS as readonly string[]).includes(code);
}

function hasMessage(code: string): code is CashierMessageCode {
  return (CASHIER_MESSAGE_CODES as readonly string[]).includes(code);
}

/** True when a failure leaves the outcome unknown: the same attempt (and request id) must be sent again. */
export function outcomeUnknown(error: unknown): boolean {
  return isRetryableError(error) && !(isApiError(error) && hasMessage(error.code));
}

/** The dictionary entry for a failed cashier call. */
export function cashierErrorKey(error: unknown): CashierErrorKey {
  if (isApiError(error) && hasMessage(error.code)) return `cashier:errors.${error.code}`;
  if (isApiError(error) && isBonusRefusal(error.code)) return `promotions:errors.${error.code}`;
  if (outcomeUnknown(error)) return 'cashier:errors.uncertain';
  return 'cashier:errors.unknown';
}
