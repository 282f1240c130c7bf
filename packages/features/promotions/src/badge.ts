import { useQuery } from '@tanstack/react-query';
import type { CallValue, getPromotionSummary } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';

/** The summary call's name, its cache key's root as the promotion pages key it (a test holds it to the call's name). */
export const SUMMARY_QUERY_ROOT = 'getPromotionSummary';

/**
 * The reward centre's red count (SPEC §2 "red count badges on ... rewards"): the promotions whose
 * reward waits to be taken. The menus that show it sit on every page, so this file names the call by
 * type only and loads its definition (and the schema library) when it first asks, as the red-envelope
 * badge does; a claim on a promotion page reads it again through the same key. The count is dropped
 * as soon as no menu shows it (gcTime 0): once the session ends, the next member on the tab asks afresh.
 */
export function useRewardCentreCount(enabled: boolean): number {
  const client = useApiClient();
  const summary = useQuery<CallValue<typeof getPromotionSummary>, Error>({
    queryKey: [SUMMARY_QUERY_ROOT, {}],
    queryFn: ({ signal }) => import('@croupier/contract').then((contract) => client.callApi(contract.getPromotionSummary, { signal })),
    enabled,
    refetchInterval: 60_000,
    staleTime: 30_000,
    gcTime: 0,
    retry: retryTransient,
  });
  return enabled ? (summary.data?.claimableCount ?? 0) : 0;
}
