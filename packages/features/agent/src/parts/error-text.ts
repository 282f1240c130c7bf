import { useTranslation } from 'react-i18next';
import { isApiError } from '@croupier/api-client';

/** Codes the back office words itself; any other refusal shows the server's own message. */
const WORDED_CODES = new Set([
  'NOT_IN_DOWNLINE',
  'NON_AGENT',
  'TRIAL_RESTRICTED',
  'USERNAME_TAKEN',
  'VALIDATION_FAILED',
  'INSUFFICIENT_FUNDS',
  'CONTRACT_NOT_HELD',
  'CONTRACT_RATE_ABOVE_OWN',
  'CONTRACT_RATE_CONFLICT',
  'CONTRACT_DIRECT_DOWNLINE_ONLY',
  'CONTRACT_TO_SELF',
  'CONTRACT_HOLDER_NOT_AGENT',
  'CONTRACT_NOT_FOUND',
  'CONTRACT_ENDED',
  'CONTRACT_REQUEST_NOT_FOUND',
  'CONTRACT_REQUEST_CLOSED',
  'CONTRACT_REQUEST_PENDING',
  'CONTRACT_WRONG_SIDE',
  'CONTRACT_PLATFORM_ONLY',
  'FEATURE_DISABLED',
  'RATE_LIMITED',
]);

/**
 * A failure in the reader's words: SPEC §8's network and unknown errors, the back office's own words
 * for the codes it knows, and the server's message (already in the reader's language) for the rest.
 */
export function useErrorText(): (error: unknown, values?: Record<string, string>) => string {
  const { t } = useTranslation('agent');
  return (error, values = {}) => {
    if (!isApiError(error)) return t('common:errors.unknown');
    if (error.code === 'NETWORK') return t('common:errors.network');
    if (error.code === 'BAD_RESPONSE' || error.code === 'INTERNAL') return t('common:errors.unknown');
    if (WORDED_CODES.has(error.code)) return t(`errors.${error.code}`, values);
    return error.message || t('common:errors.unknown');
  };
}
