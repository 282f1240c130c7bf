import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getBalance, type BalanceValue } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import { balanceQueryKey } from '../environment/balance-query-key';
import { useWalletEnvironment } from '../environment/wallet-environment';

/** Games move money all the time; a balance older than this is asked for again on the next look. */
export const BALANCE_STALE_MS = 5_000;
/** How often an open page asks for the balance while the tab is visible (hidden tabs do not ask). */
export const BALANCE_REFETCH_INTERVAL_MS = 30_000;

/** SPEC §7 getBalanceV2 for the session's token: the header and the wallet page share this one query. */
export function useBalance(): UseQueryResult<BalanceValue, Error> {
  const { token } = useWalletEnvironment();
  const client = useApiClient();
  return useQuery<BalanceValue, Error>({
    queryKey: balanceQueryKey(token),
    queryFn: ({ signal }) => client.callApi(getBalance, { signal }),
    enabled: token !== null,
    staleTime: BALANCE_STALE_MS,
    // A player back from a game in another tab sees what the game left, without pressing refresh.
    refetchOnWindowFocus: true,
    refetchInterval: BALANCE_REFETCH_INTERVAL_MS,
    refetchIntervalInBackground: false,
    retry: retryTransient,
  });
}
