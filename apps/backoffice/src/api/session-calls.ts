import type { boGetBrands, boGetSession, boLogin, boLogout } from '@croupier/contract';

/**
 * The calls of the pages every operator sees first: login, logout, the session and the brand list.
 * Their definitions build the contract's schemas when their module loads, so they are fetched beside
 * the login page instead of being part of its script. The names are the calls' names, so query keys
 * match those `useCallQuery` gives the same calls.
 */
export const SESSION_CALL_NAMES = { session: 'boGetSession', brands: 'boGetBrands' } as const;

export interface SessionCalls {
  boLogin: typeof boLogin;
  boLogout: typeof boLogout;
  boGetSession: typeof boGetSession;
  boGetBrands: typeof boGetBrands;
}

let loading: Promise<SessionCalls> | undefined;

export function loadSessionCalls(): Promise<SessionCalls> {
  loading ??= import('@croupier/contract').then(
    ({ boLogin, boLogout, boGetSession, boGetBrands }) => ({ boLogin, boLogout, boGetSession, boGetBrands }),
    (error: unknown) => {
      // A chunk that failed to load is asked for again by the next call.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
