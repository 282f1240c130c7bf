import type { UseQueryResult } from '@tanstack/react-query';
import { getDeposits, type CallValue } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';

/** How many of the member's deposits the page lists, newest first. */
export const RECENT_DEPOSITS = 10;

export type RecentDeposits = CallValue<typeof getDeposits>;

/**
 * The member's recent deposits. Always asked afresh (an operator may have decided one since) and
 * dropped from the cache when the page is left, as they are one member's. A part that waits for a
 * decision may ask for them again every `refetchIntervalMs` while it waits.
 */
export function useRecentDeposits(refetchIntervalMs?: (value: RecentDeposits | undefined) => number | false): UseQueryResult<RecentDeposits, Error> {
  return useCallQuery(
    getDeposits,
    { pageSize: String(RECENT_DEPOSITS) },
    { staleTime: 0, gcTime: 0, ...(refetchIntervalMs ? { refetchInterval: (query) => refetchIntervalMs(query.state.data) } : {}) },
  );
}
