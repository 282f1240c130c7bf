import { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ApiClient } from '@croupier/api-client';
import { retryTransient } from '@croupier/api-client/react';
import type { Brand } from '@croupier/brand-config';
import { createI18n } from '@croupier/i18n';
import { lazyApiClient } from './api/lazy-api-client';
import { forgetSession } from './session/forget-session';
import type { AppStores } from './stores/app-stores';
import { createLayoutStore } from './stores/layout-store';
import { createLiveStore } from './stores/live-store';
import { createPopupStore } from './stores/popup-store';
import { createPreferencesStore } from './stores/preferences-store';
import { createSessionStore } from './stores/session-store';

/** Everything one running brand app holds: its brand, stores, API client, query cache and i18next. */
export interface AppContext {
  brand: Brand;
  stores: AppStores;
  apiClient: ApiClient;
  queryClient: QueryClient;
  i18n: i18n;
  /** Long-lived storage for what outlasts a session (remembered username, SMS countdowns) */
  localStorage: Storage | undefined;
  /** Storage of this tab: the session, and the game lists kept for the visit (SPEC §7) */
  sessionStorage: Storage | undefined;
  /** Origin of the member's live socket; the page's own origin when undefined */
  liveOrigin: string | undefined;
}

export interface AppContextOptions {
  /** Platform origin; same-origin when left out, which is how brand sites are served. */
  apiBaseUrl?: string;
  /** Origin of the member's live socket; apiBaseUrl's (or the page's) when left out. */
  liveOrigin?: string;
  /** Query string the app was opened with; a `token` there starts a session. */
  initialSearch?: string;
  localStorage?: Storage;
  sessionStorage?: Storage;
}

export function createAppContext(brand: Brand, options: AppContextOptions = {}): AppContext {
  const session = createSessionStore({
    merchantCode: brand.merchantCode,
    storage: options.sessionStorage,
    initialSearch: options.initialSearch ?? '',
  });
  const preferences = createPreferencesStore(brand, options.localStorage);
  const stores: AppStores = { session, preferences, layout: createLayoutStore(), popup: createPopupStore(), live: createLiveStore() };
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: 10 * 60_000, refetchOnWindowFocus: false, retry: retryTransient },
    },
  });
  const apiClient = lazyApiClient({
    merchantCode: brand.merchantCode,
    baseUrl: options.apiBaseUrl,
    getToken: () => session.getState().token,
    getLanguage: () => preferences.getState().language,
    // SPEC §8 "not logged in": the server no longer knows this session, so the app forgets it too.
    onSessionRejected: () => forgetSession(stores, queryClient),
    // The server holds this session to a password change (SPEC §4 cpw): the forced popup opens.
    onPasswordChangeRequired: () => session.getState().setPasswordChangeRequired(true),
  });
  return {
    brand,
    stores,
    apiClient,
    queryClient,
    i18n: createI18n(preferences.getState().language),
    localStorage: options.localStorage,
    sessionStorage: options.sessionStorage,
    liveOrigin: options.liveOrigin ?? options.apiBaseUrl,
  };
}
