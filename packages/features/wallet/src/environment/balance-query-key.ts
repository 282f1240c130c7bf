import type { QueryClient } from '@tanstack/react-query';

/**
 * First part of the balance query key: the call's name, written out so the shell can drop or refresh
 * the balance without loading the wallet calls (a test holds it to getBalance.name). Another feature,
 * which may not import this one, refreshes the balance after a bet with the same root taken from the
 * contract: `queryClient.invalidateQueries({ queryKey: [getBalance.name] })`.
 */
export const BALANCE_QUERY_ROOT = 'getBalance';

/** The token is part of the key: another login is another member's money. */
export function balanceQueryKey(token: string | null) {
  return [BALANCE_QUERY_ROOT, token] as const;
}

/** Asks again for every balance on screen, after anything that moved money (a transfer, a bet, a deposit). */
export function invalidateBalance(queryClient: Pick<QueryClient, 'invalidateQueries'>): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [BALANCE_QUERY_ROOT] });
}
