import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PopupHost } from '../popups/popup-host';
import { useSession } from '../stores/app-stores';
import { NavigationEffects } from './navigation-effects';

// Member info and the rest of a session's upkeep load with the first session, not for every guest.
const SessionEffects = lazy(() => import('../session/session-effects').then((module) => ({ default: module.SessionEffects })));
const MemberLive = lazy(() => import('../live/member-live').then((module) => ({ default: module.MemberLive })));

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
            <MemberLive />
          </Suspense>
        </>
      ) : null}
      <Outlet />
      <PopupHost />
    </>
  );
}
