import { useTranslation } from 'react-i18next';
import { formatInteger } from '@croupier/i18n';
import { EmptyState } from '@croupier/ui';
import { ActionLink } from '../parts/action-link';
import { GameGrid } from '../cards/game-grid';
import { useGameActions } from '../cards/use-game-actions';
import { HeartEmblem } from '../parts/emblems';
import { GridSkeleton } from '../parts/grid-skeleton';
import { ListPage } from '../parts/list-page';
import { LoadError } from '../parts/load-error';
import { useContentLanguage } from '../parts/use-content-language';
import { useFavourites } from './use-favourites';

/** SPEC §2 /favorite: the member's favourite games, newest first, in one list (SPEC §9: up to 999). */
export function FavouritesScreen() {
  const { t } = useTranslation('games');
  const language = useContentLanguage();
  const favourites = useFavourites();
  const actions = useGameActions();
  const games = favourites.data?.content;
  return (
    <ListPage
      testId="favourites-page"
      title={t('games:favourites.title')}
      note={games && games.length > 0 ? t('games:gameCount', { count: games.length, countText: formatInteger(games.length, language) }) : null}
    >
      {favourites.isError ? (
        <LoadError error={favourites.error} onRetry={() => void favourites.refetch()} testId="favourites-error" />
      ) : !games ? (
        <GridSkeleton count={10} testId="favourites-loading" />
      ) : games.length === 0 ? (
        <EmptyState
          data-testid="favourites-empty"
          emblem={<HeartEmblem />}
          title={t('games:favourites.emptyTitle')}
          action={
            <ActionLink to="/" data-testid="browse-games">
              {t('games:browseGames')}
            </ActionLink>
          }
        >
          {t('games:favourites.emptyText')}
        </EmptyState>
      ) : (
        <GameGrid cards={games} actions={actions} testId="favourites-list" />
      )}
    </ListPage>
  );
}
