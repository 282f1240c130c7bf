import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { getAccountRecord, type AccountRecordPage } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import type { AccountMovementGroup, DayRange } from '@croupier/domain';
import { useLanguage } from '../parts/use-language';
import { BETTING_RECORD_STALE_MS } from '../record/use-betting-record';

export interface AccountRecordFilter {
  range: DayRange;
  group: AccountMovementGroup;
  pageNo: number;
}

/** One page of the account record; the previous page stays on screen while the next one loads. */
export function useAccountRecord(filter: AccountRecordFilter, enabled: boolean): UseQueryResult<AccountRecordPage, Error> {
  const language = useLanguage();
  const query = {
    from: filter.range.from,
    to: filter.range.to,
    ...(filter.group === 'all' ? {} : { group: filter.group }),
    ...(filter.pageNo > 1 ? { pageNo: String(filter.pageNo) } : {}),
    language,
  };
  // Money keeps moving while a player plays in another tab, as bets do: the same freshness as the betting record.
  return useCallQuery(getAccountRecord, query, { enabled, placeholderData: keepPreviousData, staleTime: BETTING_RECORD_STALE_MS });
}
