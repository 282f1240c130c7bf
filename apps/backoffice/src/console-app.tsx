import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ApiClientProvider } from '@croupier/api-client/react';
import { GlobalStyle, LoadingCover, ThemeStyle } from '@croupier/ui';
import { ConsoleContextProvider, type ConsoleContext } from './console-context';
import { CONSOLE_THEME } from './console-theme';

export type ConsoleRouter = ReturnType<typeof createBrowserRouter>;

/** The console with everything its screens read: words, server state, the API client, the session and the look. */
export function ConsoleApp({ context, router }: { context: ConsoleContext; router: ConsoleRouter }) {
  return (
    <I18nextProvider i18n={context.i18n}>
      <QueryClientProvider client={context.queryClient}>
        <ApiClientProvider client={context.apiClient}>
          <ConsoleContextProvider context={context}>
            <ThemeStyle brand={CONSOLE_THEME} />
            <GlobalStyle />
            {/* The console's words load with the first screen; until then the page shows it is loading. */}
            <Suspense fallback={<LoadingCover visible />}>
              <RouterProvider router={router} />
            </Suspense>
          </ConsoleContextProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
