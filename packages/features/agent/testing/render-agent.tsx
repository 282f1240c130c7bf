import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createApiClient } from '@croupier/api-client';
import { ApiClientProvider } from '@croupier/api-client/react';
import type { StubPlatform } from '@croupier/api-client/testing';
import type { Language } from '@croupier/domain';
import { createI18n } from '@croupier/i18n';
import { AgentEnvironmentProvider, type AgentEnvironment } from '../src/environment/agent-environment';
import type { ReportDates } from '../src/parts/report-dates';
import { BDT, ZONE } from './fixtures';

/** The app's own query defaults, so what is fresh and what is refetched behaves as in the app. */
function appQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false, retryDelay: 1 }, mutations: { retryDelay: 1 } } });
}

/** Dates as the shell hands them: fixed days, and a stand-in for its picker. */
export function fixedDates(from = '2026-11-16', to = '2026-11-22', valid = true): ReportDates {
  return { range: { from, to }, valid, bar: <p data-testid="dates-bar">dates</p> };
}

/**
 * Renders a back office part as the shell would: the real API client (sealing included) against a
 * stub platform, real i18next with the on-demand agent dictionary, the app's query defaults, and the
 * environment the shell hands over.
 */
export function renderAgent(ui: ReactElement, { platform, language = 'en', environment = {} }: { platform: StubPlatform; language?: Language; environment?: Partial<AgentEnvironment> }) {
  const i18n = createI18n(language);
  const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url, getToken: () => 'tok', getLanguage: () => i18n.language });
  const queryClient = appQueryClient();
  const agentEnvironment: AgentEnvironment = { platformOrigin: platform.url, merchantCode: 'SHONALI', getToken: () => 'tok', timeZone: ZONE, currency: BDT, ...environment };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <AgentEnvironmentProvider environment={agentEnvironment}>
            <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
          </AgentEnvironmentProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient, i18n };
}
