import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SearchField } from '@croupier/ui';
import { formatInteger } from '@croupier/i18n';
import { useContentLanguage } from '../parts/use-content-language';
import { Skeleton } from '../parts/skeleton';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from './search-term';
import { useSearchTerm } from './use-search-term';

// The results and their pager load with the first search, not with the page.
const SearchResults = lazy(() => import('./search-results').then((module) => ({ default: module.SearchResults })));

const Box = styled.div`
  max-width: 520px;
`;

/**
 * Search by game name across the catalogue, in either language (SPEC §1). While a search is on, its
 * results take the place of the page's own content; clearing the box brings the content back.
 */
export function GameSearch({ children }: { children: ReactNode }) {
  const { t } = useTranslation('games');
  const language = useContentLanguage();
  const { text, setText, term, tooShort, pending } = useSearchTerm();
  return (
    <>
      <Box role="search">
        <SearchField
          label={t('games:search.label')}
          placeholder={t('games:search.placeholder')}
          value={text}
          onChange={setText}
          maxLength={SEARCH_MAX_CHARS}
          busy={pending}
          hint={tooShort ? t('games:search.tooShort', { count: SEARCH_MIN_CHARS, countText: formatInteger(SEARCH_MIN_CHARS, language) }) : undefined}
          data-testid="search-input"
        />
      </Box>
      {term ? (
        <Suspense fallback={<Skeleton $height="320px" $radius="var(--radius-large)" />}>
          <SearchResults term={term} onClear={() => setText('')} />
        </Suspense>
      ) : (
        children
      )}
    </>
  );
}
