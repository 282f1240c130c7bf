import { isApiError, isRetryableError, type ApiErrorCode } from '@croupier/api-client';

/**
 * Codes with a message of their own for a claim: the day's refusal, the brand's and the account's,
 * and the general ones any member call can meet. The rest read as the unknown error.
 */
export const CLAIM_MESSAGE_CODES = ['NOT_FOUND', 'FEATURE_DISABLED', 'TRIAL_RESTRICTED', 'NOT_LOGGED_IN', 'VALIDATION_FAILED', 'RATE_LIMITED', 'MAINTENANCE'] as const satisfies readonly ApiErrorCode[];
export type ClaimMessageCode = (typeof CLAIM_MESSAGE_CODES)[number];

export type ClaimErrorKey = `rebates:errors.${ClaimMessageCode | 'uncertain' | 'unknown'}`;

const hasClaimMessage = (code: string): code is ClaimMessageCode => (CLAIM_MESSAGE_CODES as readonly string[]).includes(code);

/**
 * The dictionary entry for a failed claim. With no answer, or a server that failed mid-way, the claim
 * may or may not have been paid: claiming again is safe, as a day is paid once whatever is sent.
 */
export function claimErrorKey(error: unknown): ClaimErrorKey {
  if (isApiError(error) && hasClaimMessage(error.code)) return `rebates:errors.${error.code}`;
  if (isRetryableError(error)) return 'rebates:errors.uncertain';
  return 'rebates:errors.unknown';
}
