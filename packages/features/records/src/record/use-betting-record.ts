import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { getBettingRecord, type BettingRecordPage } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import type { DayRange, GameType } from '@croupier/domain';
import { useLanguage } from '../parts/use-language';

/** Bets keep arriving while a player plays in another tab; a page older than this is asked for again on the next look. */
export const BETTING_RECORD_STALE_MS = 15_000;

export interface RecordFilter {
  range: DayRange;
  gameType: GameType | null;
  pageNo: number;
}

/** One page of the betting record; the previous page stays on screen while the next one loads, so the list does not jump. */
export function useBettingRecord(filter: RecordFilter, enabled: boolean): UseQueryResult<BettingRecordPage, Error> {
  const language = useLanguage();
  const query = {
    from: filter.range.from,
    to: filter.range.to,
    ...(filter.gameType ? { gameType: filter.gameType } : {}),
    ...(filter.pageNo > 1 ? { pageNo: String(filter.pageNo) } : {}),
    language,
  };
  return useCallQuery(getBettingRecord, query, { enabled, placeholderData: keepPreviousData, staleTime: BETTING_RECORD_STALE_MS });
}
