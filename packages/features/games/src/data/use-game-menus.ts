import { useMemo } from 'react';
import { getAnnouncements, getGameMenus, type GameCard } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { useContentLanguage } from '../parts/use-content-language';
import { useArtHost } from './use-art-host';

/** Same query key as the shell's header and footer, so the menus are fetched once for all of them. */
export function useGameMenus() {
  const language = useContentLanguage();
  return useCallQuery(getGameMenus, { language }, { select: useArtHost() });
}

/** Every card the menus list, across categories: the lottery prize mode is worked out from them (SPEC §4). */
export function useMenuCards(): GameCard[] {
  const menus = useGameMenus();
  const categories = menus.data?.categories;
  return useMemo(() => (categories ?? []).flatMap((category) => category.cards), [categories]);
}

/** SPEC §7 announcements for the home page: banner, player, popup and promotion lists, plus home (H). */
export function useHomeAnnouncements() {
  const language = useContentLanguage();
  return useCallQuery(getAnnouncements, { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', language }, { select: useArtHost() });
}
