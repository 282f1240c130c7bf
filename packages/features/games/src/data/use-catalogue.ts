import { getGameList, getGameVendors, getHotGames, getWinnerBoard, type GamePage } from '@croupier/contract';
import { useCallQuery, type CallQueryOptions } from '@croupier/api-client/react';
import { PAGE_SIZE_GAMES, PAGE_SIZE_WINNERS, type GameType, type PrizeMode } from '@croupier/domain';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { useGamesEnvironment } from '../environment/games-environment';
import { useContentLanguage } from '../parts/use-content-language';
import { useArtHost } from './use-art-host';
import { useSessionCachedCall } from './use-session-cached-call';

/** SPEC §7 getHotGameList: merchant, isPlatform 2, both platforms, language; kept for the tab. */
export function useHotGames() {
  const { merchantCode } = useGamesEnvironment();
  const language = useContentLanguage();
  return useSessionCachedCall(getHotGames, { merchantCode, isPlatform: '2', platform: 'flash,html5-desktop', language }, { select: useArtHost() });
}

/** SPEC §7 getGameVendor: the vendors of each game type (value.data.lanes); kept for the tab. */
export function useVendorLanes() {
  const language = useContentLanguage();
  return useSessionCachedCall(getGameVendors, { platform: 'html5-desktop', language }, { select: useArtHost() });
}

/** SPEC §7 getWinnerBoard: every category, 20 winners, biggest first. */
export function useWinnerBoard() {
  const language = useContentLanguage();
  return useCallQuery(getWinnerBoard, { gameCategory: 'ALL', language, limitNum: String(PAGE_SIZE_WINNERS) }, { select: useArtHost() });
}

export interface GamePageRequest {
  gameType: GameType;
  vassalage?: string | null;
  pageNo: number;
  pageSize?: number;
  prizeMode?: PrizeMode;
  /** Keep the last page on screen while the next loads (a pager); off where the cards would mislead. */
  keepPrevious?: boolean;
}

/**
 * SPEC §7 getGameList: one page of a type's games, optionally of one vendor. While the next page
 * loads the current one stays on screen, so the pager does not collapse the list under the finger.
 */
export function useGamePage(request: GamePageRequest, options: Pick<CallQueryOptions<typeof getGameList>, 'enabled'> = {}): UseQueryResult<GamePage, Error> {
  const { merchantCode } = useGamesEnvironment();
  const language = useContentLanguage();
  const select = useArtHost();
  return useCallQuery(
    getGameList,
    {
      clientType: '3',
      platform: 'flash,html5-desktop',
      merchant: merchantCode,
      gameType: request.gameType,
      ...(request.vassalage ? { vassalage: request.vassalage } : {}),
      pageNo: String(request.pageNo),
      pageSize: String(request.pageSize ?? PAGE_SIZE_GAMES),
      language,
      ...(request.prizeMode ? { prizeMode: request.prizeMode } : {}),
    },
    { ...(request.keepPrevious === false ? {} : { placeholderData: keepPreviousData }), select, ...options },
  );
}
