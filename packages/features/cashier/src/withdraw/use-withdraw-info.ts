import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import { getBalance, getWithdrawals, getWithdrawInfo, type CallValue } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';

export type WithdrawInfo = CallValue<typeof getWithdrawInfo>;
export type WithdrawChannel = WithdrawInfo['channels'][number];

/**
 * What the withdraw page starts from: channels with what is left today, bound accounts, the payee
 * name, whether a payment password is set, the main wallet and the turnover. Asked afresh each time
 * the page opens and dropped when it closes: it is one member's, and a later login on the same tab
 * must not see it.
 */
export function useWithdrawInfo(): UseQueryResult<WithdrawInfo, Error> {
  return useCallQuery(getWithdrawInfo, {}, { staleTime: 0, gcTime: 0 });
}

/**
 * After money was held or given back: the page's figures, its list and every balance on screen (the
 * header's, through the contract's call name, which is its query key in every feature).
 */
export function refreshAfterWithdrawal(queryClient: Pick<QueryClient, 'invalidateQueries'>): Promise<unknown> {
  return Promise.all([getWithdrawInfo.name, getWithdrawals.name, getBalance.name].map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
}
