import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '@croupier/api-client';
import { ApiClientProvider } from '@croupier/api-client/react';
import type { StubPlatform } from '@croupier/api-client/testing';
import type { Language, MemberRole } from '@croupier/domain';
import { createI18n } from '@croupier/i18n';
import { OriginalsEnvironmentProvider, type OriginalsEnvironment } from '../src/environment/originals-environment';
import { BDT } from './fixtures';

/** The app's own query defaults, so what is fresh and what is refetched behaves as in the app. */
export function appQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false, retryDelay: 1 }, mutations: { retryDelay: 1 } },
  });
}

export interface RenderOriginalsOptions {
  platform: StubPlatform;
  language?: Language;
  token?: string | null;
  role?: MemberRole;
  path?: string;
  queryClient?: QueryClient;
  houseEdgeBps?: number;
}

/**
 * Renders a page as the shell would, against a real stub platform: real API client, real i18next
 * with the on-demand dictionary, the app's query defaults, a router, and a port that records logins asked for.
 */
export function renderOriginals(ui: ReactElement, { platform, language = 'en', token = 'tok', role = 'member', path = '/', queryClient = appQueryClient(), houseEdgeBps }: RenderOriginalsOptions) {
  const record = { loginsAsked: 0 };
  const i18n = createI18n(language);
  const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url, getToken: () => token, getLanguage: () => i18n.language });
  const environment: OriginalsEnvironment = {
    currency: BDT,
    token,
    role: token === null ? 'guest' : role,
    openLogin: () => {
      record.loginsAsked += 1;
    },
    ...(houseEdgeBps === undefined ? {} : { houseEdgeBps }),
  };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <OriginalsEnvironmentProvider environment={environment}>
            <MemoryRouter initialEntries={[path]}>
              <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
            </MemoryRouter>
          </OriginalsEnvironmentProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, record, queryClient, i18n };
}
