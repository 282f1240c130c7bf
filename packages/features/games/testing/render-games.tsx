import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createApiClient } from '@croupier/api-client';
import { ApiClientProvider } from '@croupier/api-client/react';
import type { StubPlatform } from '@croupier/api-client/testing';
import type { GameCard } from '@croupier/contract';
import type { Language, MemberRole } from '@croupier/domain';
import { createI18n } from '@croupier/i18n';
import { GamesEnvironmentProvider, type GamesEnvironment } from '../src/environment/games-environment';
import { GamePageScreen, type WalletGate } from '../src/launch/game-page-screen';

export const BDT = { code: 'BDT', symbol: '৳', scale: 2 };

/** What the screens under test asked of the app around them, and where they went. */
export interface GamesRecord {
  logins: number;
  trialWarnings: number;
  rooms: GameCard[];
  notices: string[];
  pathname: string;
  search: string;
  state: unknown;
}

function LocationProbe({ record }: { record: GamesRecord }) {
  const location = useLocation();
  record.pathname = location.pathname;
  record.search = location.search;
  record.state = location.state;
  return null;
}

export interface RenderGamesOptions {
  platform: StubPlatform;
  language?: Language;
  token?: string | null;
  role?: MemberRole;
  /** The first address, such as "/rng?page=2" */
  path?: string;
  /** History state of the first entry (the game page's back address) */
  state?: unknown;
  merchantCode?: string;
  queryClient?: QueryClient;
  /** What the shell puts before a game with a wallet of its own (the wallet feature's transfer dialog) */
  walletGate?: WalletGate;
  /** The visit's image host (SPEC §9); art stays on the page's origin when left out */
  imageHost?: string;
}

/** The app's own query defaults, so what is fresh and what is refetched behaves as in the app. */
export function appQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false } } });
}

/**
 * Renders a game screen as the shell would, against a real stub platform: real API client, real
 * i18next, a memory router with the game page behind /seamless, and a recording environment.
 */
export function renderGames(ui: ReactElement, { platform, language = 'en', token = null, role, path = '/', state, merchantCode = 'SHONALI', queryClient = appQueryClient(), walletGate, imageHost }: RenderGamesOptions) {
  const record: GamesRecord = { logins: 0, trialWarnings: 0, rooms: [], notices: [], pathname: path, search: '', state };
  const i18n = createI18n(language);
  const client = createApiClient({ merchantCode, baseUrl: platform.url, getToken: () => token, getLanguage: () => i18n.language });
  const environment: GamesEnvironment = {
    merchantCode,
    currency: BDT,
    token,
    role: role ?? (token ? 'member' : 'guest'),
    openLogin: () => {
      record.logins += 1;
    },
    warnTrial: () => {
      record.trialWarnings += 1;
    },
    openRooms: (card) => record.rooms.push(card),
    showNotice: (message) => record.notices.push(message),
    sessionStorage: window.sessionStorage,
    imageHost,
  };
  const [pathname, search = ''] = path.split('?');
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <GamesEnvironmentProvider environment={environment}>
            <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
              <LocationProbe record={record} />
              <Suspense fallback={<p>loading</p>}>
                <Routes>
                  <Route path="/seamless" element={<GamePageScreen walletGate={walletGate} />} />
                  <Route path="*" element={ui} />
                </Routes>
              </Suspense>
            </MemoryRouter>
          </GamesEnvironmentProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, record, queryClient, i18n, environment };
}
