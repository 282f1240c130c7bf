import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { claimRebate, getBalance, getRebateHistory, getRebateSummary, type RebateClaim, type RebateHistoryPage, type RebateSummary } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';

/** How often an open page asks again: today's accrual grows while the member plays in another tab. */
export const SUMMARY_REFRESH_MS = 60_000;

/**
 * The page's figures: today's accrual and the claimable days. Asked afresh whenever the page opens and
 * dropped when it closes, so a later login on the same tab never sees the previous member's rebate.
 */
export function useRebateSummary(): UseQueryResult<RebateSummary, Error> {
  const client = useApiClient();
  return useQuery<RebateSummary, Error>({
    queryKey: [getRebateSummary.name],
    queryFn: ({ signal }) => client.callApi(getRebateSummary, { signal }),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: SUMMARY_REFRESH_MS,
    retry: retryTransient,
  });
}

export function useRebateHistory(pageNo: number): UseQueryResult<RebateHistoryPage, Error> {
  const client = useApiClient();
  return useQuery<RebateHistoryPage, Error>({
    queryKey: [getRebateHistory.name, pageNo],
    queryFn: ({ signal }) => client.callApi(getRebateHistory, { query: { pageNo: String(pageNo) }, signal }),
    staleTime: 0,
    gcTime: 0,
    placeholderData: (previous) => previous,
    retry: retryTransient,
  });
}

/**
 * Claims a finished day. Safe to send again, by itself or by the member: the server pays a day once and
 * answers a repeat with the first payout. Afterwards the page's figures, the history and every balance
 * on screen (through the balance call's name, its query key in every feature) are asked for again.
 */
export function useClaimRebate() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<RebateClaim, Error, string>({
    mutationFn: (day) => client.callApi(claimRebate, { body: { day } }),
    retry: retryTransient,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [getRebateSummary.name] }),
        queryClient.invalidateQueries({ queryKey: [getRebateHistory.name] }),
        queryClient.invalidateQueries({ queryKey: [getBalance.name] }),
      ]),
  });
}
