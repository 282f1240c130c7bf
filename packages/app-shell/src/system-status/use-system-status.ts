import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallValue } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import { loadStartCalls, START_CALL_NAMES, type StartCalls } from '../api/start-calls';
import { useContentLanguage } from '../navigation/use-content-language';

export const SYSTEM_STATUS_REFRESH_MS = 30_000;

/** SPEC §4 system status, checked at start, every 30 s and whenever the window regains focus. */
export function useSystemStatus() {
  const language = useContentLanguage();
  const client = useApiClient();
  const query = { lang: language };
  return useQuery<CallValue<StartCalls['getSystemStatus']>, Error>({
    queryKey: [START_CALL_NAMES.systemStatus, query],
    queryFn: ({ signal }) => loadStartCalls().then(({ getSystemStatus }) => client.callApi(getSystemStatus, { query, signal })),
    retry: retryTransient,
    refetchInterval: SYSTEM_STATUS_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
    // A language switch asks again, but keeps showing the last answer meanwhile.
    placeholderData: keepPreviousData,
  });
}
