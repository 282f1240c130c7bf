import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getFavouriteGames } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import { PAGE_SIZE_FAVOURITES } from '@croupier/domain';
import { holdsGameLists, useGamesEnvironment } from '../environment/games-environment';
import { FAVOURITES_QUERY_ROOT } from '../environment/member-query-roots';
import { useArtHost } from '../data/use-art-host';
import { useContentLanguage } from '../parts/use-content-language';
import { favouriteIdsOf, type FavouritePage } from './favourite-list';

/** Every favourites list of one session, whatever its language: a toggle updates them all at once. */
export function favouritesQueryRoot(token: string | null) {
  return [FAVOURITES_QUERY_ROOT, token] as const;
}

/**
 * SPEC §7 getFavGameList: the member's favourites in one page of 999. The token is part of the key,
 * so a new session never sees the last one's list; guests and trial players never ask.
 */
export function useFavourites() {
  const environment = useGamesEnvironment();
  const client = useApiClient();
  const language = useContentLanguage();
  return useQuery<FavouritePage, Error>({
    queryKey: [...favouritesQueryRoot(environment.token), language],
    queryFn: ({ signal }) =>
      client.callApi(getFavouriteGames, { query: { clientType: '3', pageNo: '1', pageSize: String(PAGE_SIZE_FAVOURITES), language }, signal }),
    enabled: holdsGameLists(environment),
    retry: retryTransient,
    select: useArtHost(),
  });
}

/** The node ids of the member's favourites; empty for guests and trial players. */
export function useFavouriteIds(): ReadonlySet<string> {
  const favourites = useFavourites();
  return useMemo(() => favouriteIdsOf(favourites.data), [favourites.data]);
}
