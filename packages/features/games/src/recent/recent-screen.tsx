import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_RECENT } from '@croupier/domain';
import { formatInteger } from '@croupier/i18n';
import { EmptyState } from '@croupier/ui';
import { ActionLink } from '../parts/action-link';
import { GameGrid } from '../cards/game-grid';
import { useGameActions } from '../cards/use-game-actions';
import { HistoryEmblem } from '../parts/emblems';
import { GridSkeleton } from '../parts/grid-skeleton';
import { ListPage } from '../parts/list-page';
import { LoadError } from '../parts/load-error';
import { useContentLanguage } from '../parts/use-content-language';
import { useRecentGames } from './use-recent-games';

/** SPEC §2 /recent: the games the member launched last, latest first. */
export function RecentScreen() {
  const { t } = useTranslation('games');
  const language = useContentLanguage();
  const recent = useRecentGames();
  const actions = useGameActions();
  const games = recent.data?.list;
  return (
    <ListPage testId="recent-page" title={t('games:recent.title')} note={t('games:recent.note', { countText: formatInteger(PAGE_SIZE_RECENT, language) })}>
      {recent.isError ? (
        <LoadError error={recent.error} onRetry={() => void recent.refetch()} testId="recent-error" />
      ) : !games ? (
        <GridSkeleton count={10} testId="recent-loading" />
      ) : games.length === 0 ? (
        <EmptyState
          data-testid="recent-empty"
          emblem={<HistoryEmblem />}
          title={t('games:recent.emptyTitle')}
          action={
            <ActionLink to="/" data-testid="browse-games">
              {t('games:browseGames')}
            </ActionLink>
          }
        >
          {t('games:recent.emptyText')}
        </EmptyState>
      ) : (
        <GameGrid cards={games} actions={actions} testId="recent-list" />
      )}
    </ListPage>
  );
}
