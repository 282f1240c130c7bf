import { useState } from 'react';

/**
 * The page of a list whose filter is `filterKey`: a new filter (dates, a search, a type) starts again
 * at the first page, without an effect that would first ask for the old page under the new filter.
 */
export function usePaging(filterKey: string): { pageNo: number; choosePage: (pageNo: number) => void } {
  const [paging, setPaging] = useState({ filterKey, pageNo: 1 });
  const pageNo = paging.filterKey === filterKey ? paging.pageNo : 1;
  return { pageNo, choosePage: (next) => setPaging({ filterKey, pageNo: next }) };
}
