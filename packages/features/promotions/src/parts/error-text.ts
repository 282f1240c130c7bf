import { isApiError, isRetryableError, type ApiErrorCode } from '@croupier/api-client';

/**
 * Codes with a message of their own in the promotions dictionary: the refusals of a join, claim or
 * application, an active bonus in the way, those of the reward centre's red envelopes and rebate, and
 * the general ones any member call can meet. Anything else reads as the unknown error.
 */
export const PROMOTION_MESSAGE_CODES = [
  'PROMOTION_NOT_FOUND',
  'PROMOTION_NOT_STARTED',
  'PROMOTION_ENDED',
  'PROMOTION_BUDGET_SPENT',
  'PROMOTION_NOT_ELIGIBLE',
  'PROMOTION_ALREADY_TAKEN',
  'PROMOTION_WRONG_ACTION',
  'PROMOTION_IMAGE_INVALID',
  'PROMOTION_NOT_EDITABLE',
  'BONUS_ALREADY_ACTIVE',
  // the reward centre's envelopes and rebate
  'RED_ENVELOPE_NOT_FOUND',
  'RED_ENVELOPE_NOT_STARTED',
  'RED_ENVELOPE_ENDED',
  'RED_ENVELOPE_ALREADY_GRABBED',
  'RED_ENVELOPE_EMPTY',
  'RED_ENVELOPE_NOT_ELIGIBLE',
  'NOT_FOUND',
  'FEATURE_DISABLED',
  'TRIAL_RESTRICTED',
  'NOT_LOGGED_IN',
  'VALIDATION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'IDEMPOTENCY_CONFLICT',
  'RATE_LIMITED',
  'MAINTENANCE',
] as const satisfies readonly ApiErrorCode[];
export type PromotionMessageCode = (typeof PROMOTION_MESSAGE_CODES)[number];

const hasMessage = (code: string): code is PromotionMessageCode => (PROMOTION_MESSAGE_CODES as readonly string[]).includes(code);

/** The image an application's refusal names, from its field ("images.1"), counted from one; null when it names none. */
function refusedImageNumber(error: unknown): number | null {
  if (!isApiError(error)) return null;
  for (const field of error.fields) {
    const match = /images?\D*(\d+)/.exec(field.field);
    if (match) return Number(match[1]) + 1;
  }
  return null;
}

export interface PromotionErrorText {
  key: `promotions:errors.${PromotionMessageCode | 'imageNamed' | 'uncertain' | 'unknown'}`;
  values: Record<string, number>;
}

/**
 * The words for a failed promotion call. With no answer, or a server that failed mid-way, the action
 * may or may not have happened: sending it again is safe (joins and claims are once per period, an
 * application once per request id).
 */
export function promotionErrorText(error: unknown): PromotionErrorText {
  if (isApiError(error) && error.code === 'PROMOTION_IMAGE_INVALID') {
    const number = refusedImageNumber(error);
    if (number !== null) return { key: 'promotions:errors.imageNamed', values: { number } };
  }
  if (isApiError(error) && hasMessage(error.code)) return { key: `promotions:errors.${error.code}`, values: {} };
  if (isRetryableError(error)) return { key: 'promotions:errors.uncertain', values: {} };
  return { key: 'promotions:errors.unknown', values: {} };
}

/** True when a failure leaves the outcome unknown: the same attempt (and request id) is sent again. */
export function outcomeUnknown(error: unknown): boolean {
  return isRetryableError(error);
}
