import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { searchGames } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { PAGE_SIZE_GAMES } from '@croupier/domain';
import { formatInteger } from '@croupier/i18n';
import { Button, EmptyState } from '@croupier/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { GameGrid } from '../cards/game-grid';
import { useGameActions } from '../cards/use-game-actions';
import { useArtHost } from '../data/use-art-host';
import { GamePager, usePageParam } from '../parts/game-pager';
import { SearchEmblem } from '../parts/emblems';
import { GridSkeleton } from '../parts/grid-skeleton';
import { LoadError } from '../parts/load-error';
import { useContentLanguage } from '../parts/use-content-language';

const Results = styled.section`
  display: grid;
  /* One column no wider than the page: a row that scrolls sideways must not stretch it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  & h2 {
    margin: 0;
    font-size: 19px;
    color: var(--color-text);
  }
`;

/** The games whose name matches the search, a page of 20 at a time (SPEC §9), with the pager. */
export function SearchResults({ term, onClear }: { term: string; onClear: () => void }) {
  const { t } = useTranslation('games');
  const language = useContentLanguage();
  const [page, setPage] = usePageParam();
  const actions = useGameActions();
  const results = useCallQuery(
    searchGames,
    { q: term, pageNo: String(page), pageSize: String(PAGE_SIZE_GAMES), language },
    { placeholderData: keepPreviousData, select: useArtHost() },
  );
  const data = results.data;
  return (
    <Results data-testid="search-results" aria-label={t('games:search.resultsFor', { term })} aria-busy={results.isFetching ? true : undefined}>
      <h2>{t('games:search.resultsFor', { term })}</h2>
      {results.isError ? (
        <LoadError error={results.error} onRetry={() => void results.refetch()} testId="search-error" />
      ) : !data ? (
        <GridSkeleton />
      ) : data.total === 0 ? (
        <EmptyState
          data-testid="search-empty"
          emblem={<SearchEmblem />}
          title={t('games:search.emptyTitle', { term })}
          action={
            <Button variant="secondary" onClick={onClear} data-testid="search-clear">
              {t('games:search.clear')}
            </Button>
          }
        >
          {t('games:search.emptyText')}
        </EmptyState>
      ) : (
        <>
          <p data-testid="search-count">{t('games:search.count', { count: data.total, countText: formatInteger(data.total, language) })}</p>
          <GameGrid cards={data.games} actions={actions} testId="search-list" />
          <GamePager page={page} totalPages={data.totalPages} onPageChange={setPage} />
        </>
      )}
    </Results>
  );
}
