import { isApiError } from '@croupier/api-client';

/** SPEC §8 words for a failed load: the network's, or the unknown error's. */
export function loadErrorKey(error: Error): string {
  return isApiError(error) && error.code === 'NETWORK' ? 'common:errors.network' : 'common:errors.unknown';
}
