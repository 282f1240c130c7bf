import { getAnnouncements, getGameMenus } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { useContentLanguage } from './use-content-language';

/** Same query key as the shell's header and footer, so the menus are fetched once for all of them. */
export function useGameMenus() {
  const language = useContentLanguage();
  return useCallQuery(getGameMenus, { language });
}

/** SPEC §7 announcements for the home page: banner, player, popup and promotion lists, plus home (H). */
export function useHomeAnnouncements() {
  const language = useContentLanguage();
  return useCallQuery(getAnnouncements, { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', language });
}
