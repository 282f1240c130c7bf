import type { i18n } from 'i18next';
import { redirect, type RouteObject } from 'react-router-dom';
import type { OnDemandNamespace } from '@croupier/i18n';
import { LoadingCover } from '@croupier/ui';
import type { AppStores } from '../stores/app-stores';
import { AgentLayout } from '../layout/agent-layout';
import { NormalLayout } from '../layout/normal-layout';
import { RootLayout } from '../layout/root-layout';
import { RouteErrorScreen } from '../screens/route-error-screen';
import { guardFor } from './access';
import type { RouteHandle } from './route-handle';
import { NOT_FOUND_ROUTE_NAME, SHELL_ROUTES, type ShellRoute } from './route-table';

/** A screen's module, loaded when its route is first opened. */
type LazyRoute = () => Promise<Pick<RouteObject, 'Component'>>;

type GuardStores = Pick<AppStores, 'session' | 'popup'>;

// Screens with their own data and components load on demand, so the first route ships the least script.
const lazyScreens: Record<Exclude<ShellRoute['screen'], 'comingSoon'>, LazyRoute> = {
  home: () => import('../screens/home-route').then((module) => ({ Component: module.HomeRoute })),
  gameCentre: () => import('../screens/game-category-route').then((module) => ({ Component: module.GameCategoryRoute })),
  gameList: () => import('../screens/game-category-route').then((module) => ({ Component: module.GameCategoryRoute })),
  favourites: () => import('../screens/favourites-route').then((module) => ({ Component: module.FavouritesRoute })),
  recent: () => import('../screens/recent-route').then((module) => ({ Component: module.RecentRoute })),
  gamePage: () => import('../screens/game-page-route').then((module) => ({ Component: module.GamePageRoute })),
  originals: () => import('../screens/originals-route').then((module) => ({ Component: module.OriginalsRoute })),
  memberCentre: () => import('../screens/member-centre-route').then((module) => ({ Component: module.MemberCentreRoute })),
  agentLogin: () => import('../screens/agent-login-route').then((module) => ({ Component: module.AgentLoginRoute })),
  agentHome: () => import('../screens/agent-home-route').then((module) => ({ Component: module.AgentHomeRoute })),
  resetPassword: () => import('../screens/reset-password-route').then((module) => ({ Component: module.ResetPasswordRoute })),
  redEnvelope: () => import('../screens/red-envelope-route').then((module) => ({ Component: module.RedEnvelopeRoute })),
  promotions: () => import('../screens/promotions-route').then((module) => ({ Component: module.PromotionsRoute })),
  promotionDetail: () => import('../screens/promotions-route').then((module) => ({ Component: module.PromotionDetailRoute })),
};

/** Screens whose words load on demand: the route fetches them beside its script, not after it. */
const SCREEN_WORDS: Partial<Record<ShellRoute['screen'], readonly OnDemandNamespace[]>> = {
  home: ['games'],
  gameCentre: ['games'],
  gameList: ['games'],
  favourites: ['games'],
  recent: ['games'],
  gamePage: ['games'],
  originals: ['originals'],
  redEnvelope: ['redEnvelope'],
  promotions: ['promotions'],
  promotionDetail: ['promotions'],
};

/** What the routes need of i18next: loading a screen's words. */
export type WordLoader = Pick<i18n, 'loadNamespaces'>;

function lazyScreenOf(screen: Exclude<ShellRoute['screen'], 'comingSoon'>, words: WordLoader | undefined): LazyRoute {
  const namespaces = SCREEN_WORDS[screen];
  if (!words || !namespaces) return lazyScreens[screen];
  // A failed dictionary only costs the wait: the screen suspends and asks for it again itself.
  return () => Promise.all([lazyScreens[screen](), words.loadNamespaces([...namespaces]).catch(() => undefined)]).then(([module]) => module);
}

function handleOf(route: ShellRoute): RouteHandle {
  return { name: route.name, access: route.access, sideMenu: route.sideMenu, popup: route.popup, layout: route.layout };
}

function toRouteObject(route: ShellRoute, stores: GuardStores, words: WordLoader | undefined): RouteObject {
  const base: RouteObject = { path: route.path, caseSensitive: true, handle: handleOf(route) };
  if (route.access !== 'public') {
    // The navigation guard runs before the screen (and its chunk) loads.
    base.loader = () => {
      const outcome = guardFor(route.access, stores.session.getState());
      if (!outcome) return null;
      if (outcome.trialRefused) stores.popup.getState().openPopup('trialWarning');
      return redirect(outcome.redirectTo);
    };
  }
  if (route.screen === 'comingSoon') {
    // Loaded on demand like the other screens: the first route carries no screen it may never show.
    const { name } = route;
    return { ...base, lazy: () => import('../screens/coming-soon-screen').then(({ ComingSoonScreen }) => ({ Component: () => <ComingSoonScreen routeName={name} /> })) };
  }
  return { ...base, lazy: lazyScreenOf(route.screen, words) };
}

function routesOf(layout: ShellRoute['layout'], stores: GuardStores, words: WordLoader | undefined): RouteObject[] {
  return SHELL_ROUTES.filter((route) => route.layout === layout).map((route) => toRouteObject(route, stores, words));
}

/**
 * The route tree: every SPEC §2 route under its layout, and a real not-found page for the rest. With
 * `words`, a lazy screen's on-demand words load together with its script.
 */
export function createRoutes(stores: GuardStores, words?: WordLoader): RouteObject[] {
  const notFound: RouteObject = {
    path: '*',
    handle: { name: NOT_FOUND_ROUTE_NAME, access: 'public', sideMenu: 'shown', layout: 'normal' } satisfies RouteHandle,
    lazy: () => import('../screens/not-found-screen').then((module) => ({ Component: module.NotFoundScreen })),
  };
  return [
    {
      id: 'root',
      element: <RootLayout />,
      hydrateFallbackElement: <LoadingCover visible />,
      children: [
        {
          id: 'normal-layout',
          element: <NormalLayout />,
          // A failing screen shows its error inside the layout, so header and menu stay usable.
          children: [{ errorElement: <RouteErrorScreen />, children: [...routesOf('normal', stores, words), notFound] }],
        },
        { id: 'agent-layout', element: <AgentLayout />, children: [{ errorElement: <RouteErrorScreen />, children: routesOf('agent', stores, words) }] },
      ],
    },
  ];
}
