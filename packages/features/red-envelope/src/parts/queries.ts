import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { getBalance, getMyRedEnvelopeGrabs, getRedEnvelopeFairness, getRedEnvelopePools, grabRedEnvelope, type CallValue } from '@croupier/contract';
import { useApiClient, useCallQuery } from '@croupier/api-client/react';

export type PoolsValue = CallValue<typeof getRedEnvelopePools>;
export type FairnessValue = CallValue<typeof getRedEnvelopeFairness>;
export type GrabValue = CallValue<typeof grabRedEnvelope>;

/** The pools the member may see, read again each half minute while the page is open: others grab too. */
export function useRedEnvelopePools(): UseQueryResult<PoolsValue, Error> {
  return useCallQuery(getRedEnvelopePools, {}, { refetchInterval: 30_000, staleTime: 10_000 });
}

export function useMyGrabs(): UseQueryResult<CallValue<typeof getMyRedEnvelopeGrabs>, Error> {
  return useCallQuery(getMyRedEnvelopeGrabs, { pageSize: '10' });
}

/** The public check of a pool, asked for when the member wants it. */
export function useFairness(poolId: string, enabled: boolean): UseQueryResult<FairnessValue, Error> {
  const client = useApiClient();
  return useQuery({
    queryKey: [getRedEnvelopeFairness.name, poolId],
    queryFn: ({ signal }) => client.callApi(getRedEnvelopeFairness, { params: { poolId }, signal }),
    enabled,
    retry: false,
  });
}

/**
 * Opens an envelope. Not retried on its own: the server pays one envelope per member and pool, so a
 * repeat could only answer "already grabbed", and the member's press is the one that counts. The
 * pools, the member's grabs and the balance are read again afterwards, whatever the answer.
 */
export function useGrab() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (poolId: string) => client.callApi(grabRedEnvelope, { params: { poolId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [getRedEnvelopePools.name] });
      void queryClient.invalidateQueries({ queryKey: [getMyRedEnvelopeGrabs.name] });
      void queryClient.invalidateQueries({ queryKey: [getBalance.name] });
    },
  });
}
