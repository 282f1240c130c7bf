import { useQuery } from '@tanstack/react-query';
import { getInHouseRound, roundIdSchema, type InHouseRound } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import { useOriginalsEnvironment } from '../environment/originals-environment';

export function isRoundId(value: string): boolean {
  return roundIdSchema.safeParse(value).success;
}

/** One round's details by id; not asked for until the id is one and a session can ask. */
export function useRound(roundId: string | null) {
  const client = useApiClient();
  const { token } = useOriginalsEnvironment();
  return useQuery<InHouseRound, Error>({
    queryKey: [getInHouseRound.name, token, roundId],
    queryFn: ({ signal }) => client.callApi(getInHouseRound, { params: { roundId: roundId ?? '' }, signal }),
    enabled: token !== null && roundId !== null && isRoundId(roundId),
    // A round changes as it is played and when its seed is revealed: read it afresh on each visit.
    staleTime: 0,
    retry: retryTransient,
  });
}
