import { PAGER_MARGIN_PAGES, PAGER_VISIBLE_PAGES } from './constants';

/** One cell of a page control: a page number or a gap between runs of pages. */
export type PagerItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string };

/**
 * Page control of SPEC §9: up to `visible` pages around the current one, plus `margin` pages at each
 * end, with gaps where pages are left out. Pages are 1-based.
 */
export function pagerItems(
  currentPage: number,
  totalPages: number,
  visible: number = PAGER_VISIBLE_PAGES,
  margin: number = PAGER_MARGIN_PAGES,
): PagerItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(currentPage)), totalPages);
  let start = Math.max(1, current - Math.floor(visible / 2));
  const end = Math.min(totalPages, start + visible - 1);
  start = Math.max(1, end - visible + 1);

  const pages = new Set<number>();
  for (let page = 1; page <= Math.min(margin, totalPages); page += 1) pages.add(page);
  for (let page = start; page <= end; page += 1) pages.add(page);
  for (let page = Math.max(1, totalPages - margin + 1); page <= totalPages; page += 1) pages.add(page);

  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of [...pages].sort((a, b) => a - b)) {
    if (page - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}-${page}` });
    items.push({ kind: 'page', page, current: page === current });
    previous = page;
  }
  return items;
}

export function totalPagesOf(totalItems: number, pageSize: number): number {
  if (pageSize <= 0) throw new RangeError('pageSize must be positive');
  return Math.max(1, Math.ceil(totalItems / pageSize));
}
