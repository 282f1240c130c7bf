import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../session/use-session';

/**
 * The console's pages need a session; without one the operator logs in and comes back here. After a
 * logout on purpose nobody comes back: the next operator must not land on a member the last one had open.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useSession((state) => state.token !== null);
  const loggedOut = useSession((state) => state.loggedOut);
  const location = useLocation();
  if (!signedIn) return <Navigate to="/login" replace state={loggedOut ? null : { from: `${location.pathname}${location.search}` }} />;
  return children;
}
