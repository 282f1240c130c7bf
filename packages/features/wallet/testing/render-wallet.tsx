import { Suspense, useMemo, useState, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createApiClient } from '@croupier/api-client';
import { ApiClientProvider } from '@croupier/api-client/react';
import type { StubPlatform } from '@croupier/api-client/testing';
import type { Language } from '@croupier/domain';
import { createI18n } from '@croupier/i18n';
import { WalletEnvironmentProvider, type WalletEnvironment } from '../src/environment/wallet-environment';
import { BDT } from './fixtures';

/** What the parts under test asked of the app around them. */
export interface WalletRecord {
  balanceHidden: boolean;
}

function Host({ token, record, children }: { token: string | null; record: WalletRecord; children: ReactElement }) {
  const [balanceHidden, setBalanceHidden] = useState(record.balanceHidden);
  const environment = useMemo<WalletEnvironment>(
    () => ({
      currency: BDT,
      token,
      balanceHidden,
      setBalanceHidden: (hidden) => {
        record.balanceHidden = hidden;
        setBalanceHidden(hidden);
      },
      localStorage: window.localStorage,
      gamePagePath: '/seamless',
    }),
    [token, balanceHidden, record],
  );
  return <WalletEnvironmentProvider environment={environment}>{children}</WalletEnvironmentProvider>;
}

/** The app's own query defaults, so what is fresh and what is refetched behaves as in the app. */
export function appQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false, retryDelay: 1 },
      // Retries (the balance's and the transfer's own) wait a moment in the app; here they follow at once.
      mutations: { retryDelay: 1 },
    },
  });
}

export interface RenderWalletOptions {
  platform: StubPlatform;
  language?: Language;
  token?: string | null;
  balanceHidden?: boolean;
  queryClient?: QueryClient;
}

/**
 * Renders a wallet part as the shell would, against a real stub platform: real API client, real
 * i18next with the on-demand dictionary, the app's query defaults and a recording environment.
 */
export function renderWallet(ui: ReactElement, { platform, language = 'en', token = 'tok', balanceHidden = false, queryClient = appQueryClient() }: RenderWalletOptions) {
  const record: WalletRecord = { balanceHidden };
  const i18n = createI18n(language);
  const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url, getToken: () => token, getLanguage: () => i18n.language });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <Host token={token} record={record}>
            <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
          </Host>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, record, queryClient, i18n };
}
