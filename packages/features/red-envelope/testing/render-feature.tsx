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
function appQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false, retryDelay: 1 },
      // The deposit's own retries wait a moment in the app; here they follow at once.
      mutations: { retryDelay: 1 },
    },
  });
}

/** Renders a red-envelope part as the shell would: real API client against a stub platform, real i18next with the on-demand dictionary, real react-query. */
export function renderFeature(ui: ReactElement, { platform, language = 'en' }: { platform: StubPlatform; language?: Language }) {
  const i18n = createI18n(language);
  const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url, getToken: () => 'tok', getLanguage: () => i18n.language });
  const queryClient = appQueryClient();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient };
}
