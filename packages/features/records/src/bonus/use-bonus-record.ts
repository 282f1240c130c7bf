import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { getBonusRecord, type BonusRecordPage } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import type { DayRange } from '@croupier/domain';
import { useLanguage } from '../parts/use-language';
import { BETTING_RECORD_STALE_MS } from '../record/use-betting-record';

/** One page of bonus credits; the previous page stays on screen while the next one loads. */
export function useBonusRecord(range: DayRange, pageNo: number, enabled: boolean): UseQueryResult<BonusRecordPage, Error> {
  const language = useLanguage();
  const query = { from: range.from, to: range.to, ...(pageNo > 1 ? { pageNo: String(pageNo) } : {}), language };
  return useCallQuery(getBonusRecord, query, { enabled, placeholderData: keepPreviousData, staleTime: BETTING_RECORD_STALE_MS });
}
