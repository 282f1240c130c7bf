import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getBetRound, type BetRound } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import { useLanguage } from '../parts/use-language';

/** One round's details, asked for when its row is opened. */
export function useBetRound(recordId: string | null): UseQueryResult<BetRound, Error> {
  const client = useApiClient();
  const language = useLanguage();
  return useQuery<BetRound, Error>({
    queryKey: [getBetRound.name, recordId, language],
    queryFn: ({ signal }) => client.callApi(getBetRound, { params: { recordId: recordId ?? '' }, query: { language }, signal }),
    enabled: recordId !== null,
    retry: retryTransient,
  });
}
