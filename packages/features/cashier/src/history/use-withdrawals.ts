import type { UseQueryResult } from '@tanstack/react-query';
import { getWithdrawals, type CallValue } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';

/** How many of the member's withdrawals the page lists, newest first. */
export const RECENT_WITHDRAWALS = 10;

export type RecentWithdrawals = CallValue<typeof getWithdrawals>;

/**
 * The member's recent withdrawals. Always asked afresh (an operator may have paid or turned one down
 * since) and dropped from the cache when the page is left, as they are one member's.
 */
export function useRecentWithdrawals(): UseQueryResult<RecentWithdrawals, Error> {
  return useCallQuery(getWithdrawals, { pageSize: String(RECENT_WITHDRAWALS) }, { staleTime: 0, gcTime: 0 });
}
