import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Pagination } from '@croupier/ui';

export const PAGE_PARAM = 'page';

const Pager = styled.div`
  margin-top: 24px;
`;

/** The page of a list, from the address (`?page=`), so Back, a reload and a shared link keep it. */
export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function usePageParam(): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const setPage = useCallback(
    (next: number, { replace = false }: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete(PAGE_PARAM);
          else updated.set(PAGE_PARAM, String(next));
          return updated;
        },
        { replace },
      ),
    [setParams],
  );
  return [page, setPage];
}

/** SPEC §9 page control: five pages around the current one and one at each end. */
export function GamePager({ page, totalPages, onPageChange }: { page: number; totalPages: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation('games');
  if (totalPages <= 1) return null;
  return (
    <Pager data-testid="game-list-pager">
      <Pagination
        page={page}
        totalPages={totalPages}
        label={t('games:pages')}
        onPageChange={(next) => {
          onPageChange(next);
          // The new page starts at its top, not where the pager was.
          window.scrollTo?.({ top: 0 });
        }}
      />
    </Pager>
  );
}
