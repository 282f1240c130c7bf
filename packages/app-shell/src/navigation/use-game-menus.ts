import { getGameMenus } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { useContentLanguage } from './use-content-language';

/** Game menus in the current language; the home rows ask with the same key, so it is one request. */
export function useGameMenus() {
  const language = useContentLanguage();
  return useCallQuery(getGameMenus, { language });
}
