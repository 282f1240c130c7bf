import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CallValue, SystemStatusValue } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import { loadStartCalls, START_CALL_NAMES, type StartCalls } from '../api/start-calls';
import { useContentLanguage } from '../navigation/use-content-language';

export const SYSTEM_STATUS_REFRESH_MS = 30_000;

/**
 * SPEC §4 system status, checked at start, every 30 s and whenever the window regains focus; the live
 * socket (decision 0020) brings a change as soon as an operator makes it, and the checks remain the
 * fallback for a page whose socket is down.
 */
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

/**
 * Applies a status the live socket brought, in every language's copy. A check already on its way may
 * have been answered before the change, so it is called off first rather than let it land after.
 */
export async function applySystemStatus(queryClient: QueryClient, status: SystemStatusValue): Promise<void> {
  const filters = { queryKey: [START_CALL_NAMES.systemStatus] };
  await queryClient.cancelQueries(filters);
  queryClient.setQueriesData<SystemStatusValue>(filters, status);
}
