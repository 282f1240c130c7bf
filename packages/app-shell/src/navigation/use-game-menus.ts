import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CallQuery, CallValue } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import type { ApiClient } from '@croupier/api-client';
import { useGamesEnvironment, withArtHost } from '@croupier/feature-games/environment';
import { loadStartCalls, START_CALL_NAMES, type StartCalls } from '../api/start-calls';
import { useContentLanguage } from './use-content-language';

type GameMenusCall = StartCalls['getGameMenus'];

/** The game menus query in a language, keyed as `useCallQuery(getGameMenus, { language })` keys it. */
export function gameMenusQuery(client: ApiClient, language: CallQuery<GameMenusCall>['language']) {
  const query: CallQuery<GameMenusCall> = { language };
  return {
    queryKey: [START_CALL_NAMES.gameMenus, query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<CallValue<GameMenusCall>> =>
      loadStartCalls().then(({ getGameMenus }) => client.callApi(getGameMenus, { query, signal })),
  };
}

/**
 * Game menus in the current language; the home rows ask with the same key, so it is one request. The
 * vendors' logos and the cards' art come from the visit's image host, as in the games feature's copy.
 */
export function useGameMenus() {
  const language = useContentLanguage();
  const client = useApiClient();
  const { imageHost } = useGamesEnvironment();
  const select = useCallback((menus: CallValue<GameMenusCall>) => withArtHost(menus, imageHost), [imageHost]);
  return useQuery<CallValue<GameMenusCall>, Error>({ ...gameMenusQuery(client, language), retry: retryTransient, select });
}
