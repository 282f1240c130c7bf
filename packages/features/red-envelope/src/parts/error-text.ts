import { isApiError } from '@croupier/api-client';

/** Codes the page words itself; anything else reads as the unknown error. */
export const RED_ENVELOPE_MESSAGE_CODES = [
  'RED_ENVELOPE_NOT_FOUND',
  'RED_ENVELOPE_NOT_STARTED',
  'RED_ENVELOPE_ENDED',
  'RED_ENVELOPE_ALREADY_GRABBED',
  'RED_ENVELOPE_EMPTY',
  'RED_ENVELOPE_NOT_ELIGIBLE',
  'TRIAL_RESTRICTED',
  'NOT_LOGGED_IN',
] as const;

export function grabErrorKey(error: unknown): string {
  if (isApiError(error) && (RED_ENVELOPE_MESSAGE_CODES as readonly string[]).includes(error.code)) return `redEnvelope:errors.${error.code}`;
  return 'redEnvelope:errors.unknown';
}
