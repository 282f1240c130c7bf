import { useCallback } from 'react';
import { useGamesEnvironment } from '../environment/games-environment';
import { withArtHost } from './art-host';

/**
 * The `select` of every query whose answer carries art: the answer with its art on this visit's image
 * host. One function per host, so react-query keeps each selected answer until the data or host changes.
 */
export function useArtHost(): <T>(value: T) => T {
  const { imageHost } = useGamesEnvironment();
  return useCallback(<T,>(value: T): T => withArtHost(value, imageHost), [imageHost]);
}
