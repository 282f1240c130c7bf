import { lazy, Suspense } from 'react';
import { usePopup } from '../stores/app-stores';

// Popups open after a click, never on first paint: their code and words load then.
const AccountPopup = lazy(() => import('./account-popup').then((module) => ({ default: module.AccountPopup })));
const GamePopup = lazy(() => import('./game-popup').then((module) => ({ default: module.GamePopup })));

/** Shows the open popup over the current page. */
export function PopupHost() {
  const open = usePopup((state) => state.open);
  if (open === null) return null;
  return <Suspense fallback={null}>{open === 'game' ? <GamePopup /> : <AccountPopup name={open} />}</Suspense>;
}
