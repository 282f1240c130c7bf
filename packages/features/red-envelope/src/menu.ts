import { useQuery } from '@tanstack/react-query';
import type { CallValue, getRedEnvelopePools } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';

/** The pools call's name, its cache key's root as `useCallQuery` keys it (a test holds it to the call's name). */
export const POOLS_QUERY_ROOT = 'getRedEnvelopePools';

/**
 * What the shell's menu shows of red envelopes (decision 0043): whether to show the entry at all (a
 * pool is open or due) and how many pools the member can open now. The menu is on every page, the first
 * one too, so this file names the call by type only and loads its definition (and the schema library)
 * when it first asks, as the shell's own first calls do; it shares the page's cache entry, so a grab
 * on the page updates the badge.
 */
export function useRedEnvelopeMenu(enabled: boolean): { visible: boolean; openCount: number } {
  const client = useApiClient();
  const pools = useQuery<CallValue<typeof getRedEnvelopePools>, Error>({
    queryKey: [POOLS_QUERY_ROOT, {}],
    queryFn: ({ signal }) => import('@croupier/contract').then((contract) => client.callApi(contract.getRedEnvelopePools, { signal })),
    enabled,
    refetchInterval: 60_000,
    staleTime: 30_000,
    retry: retryTransient,
  });
  const listed = enabled ? (pools.data?.pools ?? []) : [];
  return {
    visible: listed.some((pool) => pool.phase !== 'OVER'),
    openCount: listed.filter((pool) => pool.phase === 'OPEN' && pool.eligible && pool.myGrab === null).length,
  };
}
