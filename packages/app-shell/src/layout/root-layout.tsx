import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PopupHost } from '../popups/popup-host';
import { useSession } from '../stores/app-stores';
import { NavigationEffects } from './navigation-effects';

// Member info and the rest of a session's upkeep load with the first session, not for every guest.
// The live socket itself is every page's (the status gate keeps it); only its toasts are a member's.
const SessionEffects = lazy(() => import('../session/session-effects').then((module) => ({ default: module.SessionEffects })));
const LiveToasts = lazy(() => import('../live/live-toasts').then((module) => ({ default: module.LiveToasts })));

export function RootLayout() {
  const token = useSession((state) => state.token);
  return (
    <>
      <NavigationEffects />
      {token ? (
        <>
          <Suspense fallback={null}>
            <SessionEffects />
          </Suspense>
          <Suspense fallback={null}>
            <LiveToasts />
          </Suspense>
        </>
      ) : null}
      <Outlet />
      <PopupHost />
    </>
  );
}
