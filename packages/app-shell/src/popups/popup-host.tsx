import { lazy, Suspense, type ReactElement } from 'react';
import { usePopup } from '../stores/app-stores';

// Popups open after a click, never on first paint: their code and words load then.
const AccountPopup = lazy(() => import('./account-popup').then((module) => ({ default: module.AccountPopup })));
const GamePopup = lazy(() => import('./game-popup').then((module) => ({ default: module.GamePopup })));
const GameNoticePopup = lazy(() => import('./game-notice-popup').then((module) => ({ default: module.GameNoticePopup })));

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
