import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { getProfitRecord, type ProfitRecordPage } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import type { DayRange } from '@croupier/domain';
import { BETTING_RECORD_STALE_MS } from '../record/use-betting-record';

/** One page of days of profit and loss; the previous page stays on screen while the next one loads. */
export function useProfitRecord(range: DayRange, pageNo: number, enabled: boolean): UseQueryResult<ProfitRecordPage, Error> {
  const query = { from: range.from, to: range.to, ...(pageNo > 1 ? { pageNo: String(pageNo) } : {}) };
  // Read from the rounds of the betting record, so as fresh as it.
  return useCallQuery(getProfitRecord, query, { enabled, placeholderData: keepPreviousData, staleTime: BETTING_RECORD_STALE_MS });
}
