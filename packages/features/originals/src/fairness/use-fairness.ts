import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getInHouseFairness, rotateInHouseSeeds } from '@croupier/contract';
import { callQueryKey, useApiClient, useCallQuery } from '@croupier/api-client/react';
import { useOriginalsEnvironment } from '../environment/originals-environment';

const fairnessKey = callQueryKey(getInHouseFairness);

/** The seed pair in use: commitment, client seed and the next nonce (Dice and Mines share it). */
export function useFairness() {
  const { token } = useOriginalsEnvironment();
  return useCallQuery(getInHouseFairness, undefined, { enabled: token !== null });
}

/** After a Dice bet or a Mines start the nonce has moved on: ask for the pair again. */
export function useFairnessMoved(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: fairnessKey }), [queryClient]);
}

/** Rotates the pair: the old server seed is revealed, the new pair starts with the given client seed. */
export function useRotateSeeds() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed: string) => client.callApi(rotateInHouseSeeds, { body: { clientSeed } }),
    onSuccess: (value) => queryClient.setQueryData(fairnessKey, value.current),
  });
}
