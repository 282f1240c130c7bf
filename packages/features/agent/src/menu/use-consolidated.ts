import { getConsolidated } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';

/** Flags change when a contract starts or ends; a minute old is fresh enough for a menu. */
const CONSOLIDATED_STALE_MS = 60_000;

/** SPEC §3 consolidated info: which contract pages the agent sees, and how many requests await it. */
export function useConsolidated(enabled = true) {
  return useCallQuery(getConsolidated, undefined, { staleTime: CONSOLIDATED_STALE_MS, enabled });
}
