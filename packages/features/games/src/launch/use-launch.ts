import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { launchGame, type LaunchResult } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';
import { useArtHost } from '../data/use-art-host';
import { useGamesEnvironment } from '../environment/games-environment';
import { RECENT_QUERY_ROOT } from '../environment/member-query-roots';
import { useContentLanguage } from '../parts/use-content-language';
import type { LaunchRequest } from './game-page-path';
import { launchDevice } from './launch-device';

/**
 * The game page's own launch (ADR 0007): asked once per visit of the page, never again behind the
 * player's back (a launch issues a one-time token and counts as a recent game), and forgotten when
 * the page closes, so coming back launches afresh.
 */
export function useLaunch(request: LaunchRequest, backUrl: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { token } = useGamesEnvironment();
  const language = useContentLanguage();
  // The device is the one the page opened on; turning a phone does not start the game again.
  const [device] = useState(() => launchDevice());
  const launch = useQuery<LaunchResult, Error>({
    queryKey: ['launchGame', token, request, device, language, backUrl],
    queryFn: ({ signal }) => client.callApi(launchGame, { body: { ...request, device, language, backUrl }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // The game's card and the suggested games show their art; the launch URL is not art and stays as
    // the server gave it (decision 0041).
    select: useArtHost(),
  });

  const ready = launch.data?.status === 'ready';
  useEffect(() => {
    // A ready launch is now the member's most recent game.
    if (ready) void queryClient.invalidateQueries({ queryKey: [RECENT_QUERY_ROOT] });
  }, [ready, queryClient]);

  return launch;
}
