import { useQuery } from '@tanstack/react-query';
import type { CallValue, getPromotionSummary } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import { SUMMARY_QUERY_ROOT } from './query-roots';

export { SUMMARY_QUERY_ROOT };

/**
 * The reward centre's red count (SPEC §2 "red count badges on ... rewards"): the promotions whose
 * reward waits to be taken. The menus that show it sit on every page, so this file names the call by
 * type only and loads its definition (and the schema library) when it first asks, as the red-envelope
 * badge does; a claim on a promotion page reads it again through the same key.
 */
export function useRewardCentreCount(enabled: boolean): number {
  const client = useApiClient();
  const summary = useQuery<CallValue<typeof getPromotionSummary>, Error>({
    queryKey: [SUMMARY_QUERY_ROOT, {}],
    queryFn: ({ signal }) => import('@croupier/contract').then((contract) => client.callApi(contract.getPromotionSummary, { signal })),
    enabled,
    refetchInterval: 60_000,
    staleTime: 30_000,
    retry: retryTransient,
  });
  return enabled ? (summary.data?.claimableCount ?? 0) : 0;
}
