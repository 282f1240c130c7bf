// Self-hosted faces for the brand font stacks (Bengali script included); browsers fetch only the
// unicode ranges a page uses.
import '@croupier/ui/fonts';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import type { Brand } from '@croupier/brand-config';
import { createAppContext, type AppContext } from './app-context';
import { permissionQuery } from './api/use-visit-hosts';
import { BrandApp } from './brand-app';
import { ensureBrandStylesheet } from './brand/brand-stylesheet';
import { gameMenusQuery } from './navigation/use-game-menus';
import { preloadAccountPopup } from './popups/popup-host';
import { createRoutes } from './routing/create-routes';
import { SHELL_ROUTES } from './routing/route-table';
import { carriesSessionToken } from './session/session-token-search';

export interface StartedBrandApp {
  context: AppContext;
  root: Root;
}

/** A token handed over in the query string is kept in the session, not in the address bar or history. */
function dropTokenFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token') || !carriesSessionToken(url.pathname)) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** Whether the page's own route opens an account popup over its screen (/login, /register). */
export function opensAccountPopup(pathname: string): boolean {
  const popup = SHELL_ROUTES.find((route) => route.path === pathname)?.popup;
  return popup === 'login' || popup === 'register';
}

/**
 * Mounts a brand's app into `#root`. A brand shell calls this with its validated brand file and
 * holds no other code.
 */
export function startBrandApp(brand: Brand, container: HTMLElement | null = document.getElementById('root')): StartedBrandApp {
  if (!container) throw new Error('startBrandApp: no #root element in index.html');
  ensureBrandStylesheet(brand);
  const initialSearch = carriesSessionToken(window.location.pathname) ? window.location.search : '';
  dropTokenFromAddress();
  const context = createAppContext(brand, {
    initialSearch,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
  });
  // Header, side menu and footer all need the game menus: ask for them before the first render.
  const language = context.stores.preferences.getState().language;
  void context.queryClient.prefetchQuery(gameMenusQuery(context.apiClient, language));
  // And for the image and launch hosts the art loads from (SPEC §9), so the first cards do not wait on them.
  void context.queryClient.prefetchQuery(permissionQuery(context.apiClient));
  if (opensAccountPopup(window.location.pathname)) preloadAccountPopup(context.i18n);
  const router = createBrowserRouter(createRoutes(context.stores, context.i18n));
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole tree: a tap during start-up is answered, and the page's own header
  // and banner stay on screen until the app's commit replaces them.
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrandApp context={context} router={router} />
      </StrictMode>,
    );
  });
  return { context, root };
}
