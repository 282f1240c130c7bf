import { getInHouseSettings } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { useOriginalsEnvironment } from '../environment/originals-environment';

/** The brand's house edge and bet limits: asked once a session holds a token (the call needs one). */
export function useInHouseSettings() {
  const { token } = useOriginalsEnvironment();
  return useCallQuery(getInHouseSettings, undefined, { enabled: token !== null, staleTime: 5 * 60_000 });
}
