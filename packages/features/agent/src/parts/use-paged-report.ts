import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import type { CallDefinition, CallQuery, CallValue } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { REPORT_STALE_MS } from './report-stale';
import { usePaging } from './use-paging';

export interface PagedReport<Value> {
  result: UseQueryResult<Value, Error>;
  /** false while the dates cannot be asked for: nothing is asked, nothing is shown */
  enabled: boolean;
  choosePage: (pageNo: number) => void;
}

/**
 * The page of a report the agent is on, under `filter` (the same filter its CSV export is sent). A
 * new filter starts at the first page; the page shown stays while the next one loads.
 */
export function usePagedReport<C extends CallDefinition>(call: C, filter: CallQuery<C>, enabled: boolean): PagedReport<CallValue<C>> {
  const { pageNo, choosePage } = usePaging(JSON.stringify(filter));
  const query = { ...(filter as object), ...(pageNo > 1 ? { pageNo: String(pageNo) } : {}) } as CallQuery<C>;
  const result = useCallQuery(call, query, { enabled, placeholderData: keepPreviousData, staleTime: REPORT_STALE_MS });
  return { result, enabled, choosePage };
}
