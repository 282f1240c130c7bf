import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import {
  claimRebate,
  getBalance,
  getMyRedEnvelopeGrabs,
  getRebateHistory,
  getRebateSummary,
  getRedEnvelopePools,
  grabRedEnvelope,
  type CallValue,
  type MemberRedEnvelopePool,
  type RebateSummary,
} from '@croupier/contract';
import { retryTransient, useApiClient, useCallQuery } from '@croupier/api-client/react';

/**
 * The reward centre's other areas, each through its own calls (decision 0047): the red-envelope pools
 * (the same cache entry as the side menu's badge and the red-envelope page) and the manual rebate.
 */
export function useRedEnvelopePools(): UseQueryResult<CallValue<typeof getRedEnvelopePools>, Error> {
  return useCallQuery(getRedEnvelopePools, {}, { refetchInterval: 30_000, staleTime: 10_000 });
}

/** A pool the member can open now: open, theirs to take, and not yet opened. */
export function isOpenForMe(pool: MemberRedEnvelopePool): boolean {
  return pool.phase === 'OPEN' && pool.eligible && pool.myGrab === null && pool.remainingCount > 0;
}

/** Opens an envelope. Not retried by itself: one envelope per member and pool, so a repeat could only answer "already grabbed". */
export function useGrabEnvelope() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (poolId: string) => client.callApi(grabRedEnvelope, { params: { poolId } }),
    onSettled: () =>
      Promise.all([getRedEnvelopePools.name, getMyRedEnvelopeGrabs.name, getBalance.name].map((root) => queryClient.invalidateQueries({ queryKey: [root] }))),
  });
}

/** The rebate's figures, read only where the brand has the manual rebate. */
export function useRebateSummary(enabled: boolean): UseQueryResult<RebateSummary, Error> {
  const client = useApiClient();
  return useQuery<RebateSummary, Error>({
    queryKey: [getRebateSummary.name],
    queryFn: ({ signal }) => client.callApi(getRebateSummary, { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    retry: retryTransient,
  });
}

/** Claims a finished day. Safe to send again: a day is paid once, a repeat answers the first payout. */
export function useClaimRebateDay() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string) => client.callApi(claimRebate, { body: { day } }),
    retry: retryTransient,
    onSettled: () =>
      Promise.all([getRebateSummary.name, getRebateHistory.name, getBalance.name].map((root) => queryClient.invalidateQueries({ queryKey: [root] }))),
  });
}
