import { getRegisterSettings } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';

const SETTINGS_STALE_MS = 10 * 60_000;

/** SPEC §5: which register fields show, which are required, and each field's pattern and bounds. */
export function useRegisterSettings() {
  return useCallQuery(getRegisterSettings, undefined, { staleTime: SETTINGS_STALE_MS });
}
