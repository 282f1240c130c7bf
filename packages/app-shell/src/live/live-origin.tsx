import { createContext, useContext, type ReactNode } from 'react';

const LiveOriginContext = createContext<string | undefined>(undefined);

/** Where the member's live socket is served: the page's own origin unless the app was given another. */
export function LiveOriginProvider({ origin, children }: { origin: string | undefined; children: ReactNode }) {
  return <LiveOriginContext.Provider value={origin}>{children}</LiveOriginContext.Provider>;
}

export function useLiveOrigin(): string {
  return useContext(LiveOriginContext) ?? window.location.origin;
}
