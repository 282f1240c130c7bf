import { createContext, useContext, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@croupier/api-client';
import { retryTransient } from '@croupier/api-client/react';
import { createI18n } from '@croupier/i18n';
import { lazyApiClient } from './api/lazy-api-client';
import { createSessionStore, type SessionStore } from './session/session-store';

/** Everything the console's screens share, made once when the page starts. */
export interface ConsoleContext {
  session: SessionStore;
  apiClient: ApiClient;
  queryClient: QueryClient;
  i18n: i18n;
  /** the platform's origin; empty for the page's own, where the platform serves the console */
  baseUrl: string;
}

export interface ConsoleContextOptions {
  storage: Storage | undefined;
  baseUrl?: string;
}

/**
 * The console speaks English first. Its client sends no Merchant header: operator calls belong to no
 * one brand and name the brand in their input. A refused token ends the session, and what was read
 * under it is dropped with it.
 */
export function createConsoleContext({ storage, baseUrl = '' }: ConsoleContextOptions): ConsoleContext {
  const session = createSessionStore(storage);
  const apiClient = lazyApiClient({
    baseUrl,
    getToken: () => session.getState().token,
    getLanguage: () => 'en',
    onSessionRejected: () => session.getState().end('refused'),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 10_000, retry: retryTransient } } });
  session.subscribe((state, previous) => {
    if (previous.token !== null && state.token === null) queryClient.clear();
  });
  return { session, apiClient, queryClient, i18n: createI18n('en'), baseUrl };
}

const ConsoleContextValue = createContext<ConsoleContext | null>(null);

export function ConsoleContextProvider({ context, children }: { context: ConsoleContext; children: ReactNode }) {
  return <ConsoleContextValue.Provider value={context}>{children}</ConsoleContextValue.Provider>;
}

export function useConsoleContext(): ConsoleContext {
  const context = useContext(ConsoleContextValue);
  if (!context) throw new Error('useConsoleContext needs a <ConsoleContextProvider> above it');
  return context;
}
