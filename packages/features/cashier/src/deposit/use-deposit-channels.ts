import type { UseQueryResult } from '@tanstack/react-query';
import { getDepositChannels, type CallValue } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';

export type DepositChannelsValue = CallValue<typeof getDepositChannels>;

/**
 * The brand's deposit channels with what this member may still deposit today. Dropped from the cache
 * as soon as the page is left (gcTime 0): what is left today is one member's, and the next visit,
 * perhaps another member's, asks again.
 */
export function useDepositChannels(): UseQueryResult<DepositChannelsValue, Error> {
  return useCallQuery(getDepositChannels, {}, { gcTime: 0 });
}
