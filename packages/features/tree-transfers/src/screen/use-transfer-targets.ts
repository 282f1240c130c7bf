import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { getTransferTargets, type TransferTargets } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';

export const TRANSFER_TARGETS_QUERY_KEY = [getTransferTargets.name] as const;

/**
 * The page's start: the upline or the agent role, the main wallet and whether a payment password is
 * set. Asked afresh each time the page opens and dropped when it closes, so a later login on the same
 * tab never sees the previous member's upline or balance.
 */
export function useTransferTargets(): UseQueryResult<TransferTargets, Error> {
  const client = useApiClient();
  return useQuery<TransferTargets, Error>({
    queryKey: TRANSFER_TARGETS_QUERY_KEY,
    queryFn: ({ signal }) => client.callApi(getTransferTargets, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: retryTransient,
  });
}

export function invalidateTransferTargets(queryClient: Pick<QueryClient, 'invalidateQueries'>): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: TRANSFER_TARGETS_QUERY_KEY });
}
