import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { ApiClientProvider } from '@croupier/api-client/react';
import type { AppContext } from './app-context';
import { BrandProvider } from './brand/brand-context';
import { LiveOriginProvider } from './live/live-origin';
import { PreferencesEffects } from './preferences/preferences-effects';
import { AccountEnvironmentBridge } from './session/account-environment-bridge';
import { GamesEnvironmentBridge } from './session/games-environment-bridge';
import { WalletEnvironmentBridge } from './session/wallet-environment-bridge';
import { GlobalStyle } from '@croupier/ui';
import { AppStoresProvider } from './stores/app-stores';
import { StatusGate } from './system-status/status-gate';

/** Providers every screen can rely on, outside the router so the status pages have them too. */
export function AppProviders({ context, children }: { context: AppContext; children: ReactNode }) {
  return (
    <BrandProvider brand={context.brand}>
      <AppStoresProvider stores={context.stores}>
        <I18nextProvider i18n={context.i18n}>
          <QueryClientProvider client={context.queryClient}>
            <ApiClientProvider client={context.apiClient}>
              <AccountEnvironmentBridge localStorage={context.localStorage}>
                <GamesEnvironmentBridge sessionStorage={context.sessionStorage}>
                  <WalletEnvironmentBridge localStorage={context.localStorage}>
                    <LiveOriginProvider origin={context.liveOrigin}>
                      <GlobalStyle />
                      <PreferencesEffects />
                      {children}
                    </LiveOriginProvider>
                  </WalletEnvironmentBridge>
                </GamesEnvironmentBridge>
              </AccountEnvironmentBridge>
            </ApiClientProvider>
          </QueryClientProvider>
        </I18nextProvider>
      </AppStoresProvider>
    </BrandProvider>
  );
}

export function BrandApp({ context, router }: { context: AppContext; router: DataRouter }) {
  return (
    <AppProviders context={context}>
      <StatusGate>
        <RouterProvider router={router} />
      </StatusGate>
    </AppProviders>
  );
}
