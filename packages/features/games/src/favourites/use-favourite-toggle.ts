import { useCallback } from 'react';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addFavouriteGame, removeFavouriteGame, type GameCard } from '@croupier/contract';
import { isApiError } from '@croupier/api-client';
import { useApiClient } from '@croupier/api-client/react';
import { PAGE_SIZE_FAVOURITES } from '@croupier/domain';
import { formatInteger } from '@croupier/i18n';
import { holdsGameLists, useGamesEnvironment } from '../environment/games-environment';
import { useContentLanguage } from '../parts/use-content-language';
import { favouriteIdsOf, withFavourite, withoutFavourite, type FavouritePage } from './favourite-list';
import { takeFavouriteTurn } from './favourite-throttle';
import { favouritesQueryRoot } from './use-favourites';

function isFavouriteNow(queryClient: QueryClient, root: QueryKey, nodeId: string): boolean {
  return queryClient.getQueriesData<FavouritePage>({ queryKey: root }).some(([, page]) => favouriteIdsOf(page).has(nodeId));
}

/**
 * Applies the change to every cached favourites list of the session at once and returns how to take
 * it back: the card goes back where it was, so a failed removal does not reorder the list.
 */
function changeFavourites(queryClient: QueryClient, root: QueryKey, card: GameCard, favourite: boolean): () => void {
  const undo: (() => void)[] = [];
  for (const [key, page] of queryClient.getQueriesData<FavouritePage>({ queryKey: root })) {
    if (!page) continue;
    const index = page.content.findIndex((kept) => kept.nodeId === card.nodeId);
    queryClient.setQueryData<FavouritePage>(key, favourite ? withFavourite(page, card) : withoutFavourite(page, card.nodeId));
    undo.push(() =>
      queryClient.setQueryData<FavouritePage>(key, (current) => {
        if (!current) return current;
        if (favourite) return withoutFavourite(current, card.nodeId);
        const kept = index >= 0 ? page.content[index] : undefined;
        return kept ? withFavourite(current, kept, index) : current;
      }),
    );
  }
  return () => undo.forEach((step) => step());
}

/**
 * SPEC §4 favourite toggle: a guest gets the login popup and a trial player the true-account notice;
 * for a member the heart and the lists change at once, the server is told, and a failure puts the
 * lists back and says why. One toggle per game per second (SPEC §9).
 */
export function useFavouriteToggle(): (card: GameCard) => void {
  const environment = useGamesEnvironment();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  const { t } = useTranslation('games');

  return useCallback(
    (card: GameCard) => {
      if (!environment.token) {
        environment.openLogin();
        return;
      }
      if (!holdsGameLists(environment)) {
        environment.warnTrial();
        return;
      }
      if (!takeFavouriteTurn(queryClient, card.nodeId)) return;
      const root = favouritesQueryRoot(environment.token);
      const favourite = !isFavouriteNow(queryClient, root, card.nodeId);
      // A list still on its way would land on top of the change and undo it on screen.
      void queryClient.cancelQueries({ queryKey: root });
      const undo = changeFavourites(queryClient, root, card, favourite);
      const body = { nodeId: card.nodeId, vendor: card.vassalage, gameType: card.gameType };
      client.callApi(favourite ? addFavouriteGame : removeFavouriteGame, { body }).then(
        (state) => {
          // The server answers the game's state; if it differs, the server is right.
          if (state.favourite !== favourite) undo();
        },
        (error: unknown) => {
          undo();
          const code = isApiError(error) ? error.code : null;
          if (code === 'NOT_LOGGED_IN') environment.openLogin();
          else if (code === 'TRIAL_RESTRICTED') environment.warnTrial();
          else if (code === 'FAVOURITES_FULL') environment.showNotice(t('games:favourites.full', { max: formatInteger(PAGE_SIZE_FAVOURITES, language) }));
          else if (code === 'NETWORK') environment.showNotice(t('common:errors.network'));
          else environment.showNotice(t(favourite ? 'games:favourites.addFailed' : 'games:favourites.removeFailed', { name: card.displayName || card.gameName }));
        },
      );
    },
    [environment, client, queryClient, language, t],
  );
}
