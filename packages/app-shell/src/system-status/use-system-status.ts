import { keepPreviousData } from '@tanstack/react-query';
import { getSystemStatus } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { useContentLanguage } from '../navigation/use-content-language';

export const SYSTEM_STATUS_REFRESH_MS = 30_000;

/** SPEC §4 system status, checked at start, every 30 s and whenever the window regains focus. */
export function useSystemStatus() {
  const language = useContentLanguage();
  return useCallQuery(
    getSystemStatus,
    { lang: language },
    {
      refetchInterval: SYSTEM_STATUS_REFRESH_MS,
      refetchOnWindowFocus: true,
      staleTime: 0,
      // A language switch asks again, but keeps showing the last answer meanwhile.
      placeholderData: keepPreviousData,
    },
  );
}
