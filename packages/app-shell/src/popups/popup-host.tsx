import type { i18n } from 'i18next';
import { lazy, Suspense, type ReactElement } from 'react';
import { usePopup } from '../stores/app-stores';

// Popups open after a click, never on first paint: their code and words load then.
const loadAccountPopup = () => import('./account-popup');
const AccountPopup = lazy(() => loadAccountPopup().then((module) => ({ default: module.AccountPopup })));
const GamePopup = lazy(() => import('./game-popup').then((module) => ({ default: module.GamePopup })));
const GameNoticePopup = lazy(() => import('./game-notice-popup').then((module) => ({ default: module.GameNoticePopup })));

/**
 * Starts loading the account popups' code and words at once. A start on /login or /register opens
 * the popup only after the page's route has rendered, and the popup's chunk and then its words would
 * each wait their turn behind it; fetched beside the route, the popup shows as soon as the page does.
 */
export function preloadAccountPopup(i18n: Pick<i18n, 'loadNamespaces'>): void {
  void loadAccountPopup();
  void i18n.loadNamespaces('account');
}

/** Shows the open popup over the current page. */
export function PopupHost() {
  const open = usePopup((state) => state.open);
  if (open === null) return null;
  let popup: ReactElement;
  if (open === 'game') popup = <GamePopup />;
  else if (open === 'gameNotice') popup = <GameNoticePopup />;
  else popup = <AccountPopup name={open} />;
  return <Suspense fallback={null}>{popup}</Suspense>;
}
