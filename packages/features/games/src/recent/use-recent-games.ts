import { useQuery } from '@tanstack/react-query';
import { getRecentGames, type GameCard } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import { PAGE_SIZE_RECENT } from '@croupier/domain';
import { holdsGameLists, useGamesEnvironment } from '../environment/games-environment';
import { RECENT_QUERY_ROOT } from '../environment/member-query-roots';
import { useArtHost } from '../data/use-art-host';
import { useContentLanguage } from '../parts/use-content-language';

/** SPEC §7 getRecentGameList: the member's last 20 games, latest first; a ready launch refreshes it. */
export function useRecentGames() {
  const environment = useGamesEnvironment();
  const client = useApiClient();
  const language = useContentLanguage();
  return useQuery<{ list: GameCard[] }, Error>({
    queryKey: [RECENT_QUERY_ROOT, environment.token, language],
    queryFn: ({ signal }) => client.callApi(getRecentGames, { query: { page: '1', pageSize: String(PAGE_SIZE_RECENT), language, clientType: '3' }, signal }),
    enabled: holdsGameLists(environment),
    retry: retryTransient,
    select: useArtHost(),
  });
}
