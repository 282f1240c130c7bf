import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createApiClient } from '@croupier/api-client';
import { ApiClientProvider } from '@croupier/api-client/react';
import type { StubPlatform } from '@croupier/api-client/testing';
import type { Language } from '@croupier/domain';
import { createI18n } from '@croupier/i18n';

/** The app's own query defaults, so what is fresh and what is refetched behaves as in the app. */
export function appQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false, retryDelay: 1 },
      mutations: { retryDelay: 1 },
    },
  });
}

/**
 * Renders a rebates part as the shell would, against a real stub platform: real API client, real
 * i18next with the on-demand dictionaries, the app's query defaults.
 */
export function renderRebates(ui: ReactElement, { platform, language = 'en', queryClient = appQueryClient() }: { platform: StubPlatform; language?: Language; queryClient?: QueryClient }) {
  const i18n = createI18n(language);
  const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url, getToken: () => 'tok', getLanguage: () => i18n.language });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient, i18n };
}
