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
import { PromotionsEnvironmentProvider, type PromotionsEnvironment } from '../src/parts/environment';

/** The app's own query defaults, so what is fresh and what is refetched behaves as in the app. */
export function appQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false, retryDelay: 1 },
      mutations: { retryDelay: 1 },
    },
  });
}

export const TEST_PATHS: PromotionsEnvironment['paths'] = {
  promotions: '/promotions',
  detail: (promotionId) => `/promotions/${promotionId}`,
  deposit: '/member?page=depositv2',
  rewardCentre: '/member?page=rewardCenter',
  redEnvelope: '/red-envelope',
  manualRebate: '/member?page=manualRebate',
  bonusDetails: '/member?page=bonusDetails',
};

export interface RenderPromotionsOptions {
  platform: StubPlatform;
  language?: Language;
  role?: MemberRole;
  /** counts the login popups a guest's join or claim asks for */
  openLogin?: () => void;
  path?: string;
}

/**
 * Renders a promotions part as the shell would, against a real stub platform: real API client, real
 * i18next with the on-demand dictionaries, the app's query defaults, a router, and the feature's port.
 */
export function renderPromotions(ui: ReactElement, { platform, language = 'en', role = 'member', openLogin = () => undefined, path = '/promotions' }: RenderPromotionsOptions) {
  const i18n = createI18n(language);
  const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url, getToken: () => (role === 'guest' ? null : 'tok'), getLanguage: () => i18n.language });
  const queryClient = appQueryClient();
  const environment: PromotionsEnvironment = { timeZone: 'Asia/Dhaka', role, openLogin, paths: TEST_PATHS };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <PromotionsEnvironmentProvider environment={environment}>
              <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
            </PromotionsEnvironmentProvider>
          </MemoryRouter>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient, i18n };
}
