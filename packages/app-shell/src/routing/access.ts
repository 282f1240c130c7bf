import type { SessionState } from '../stores/session-store';
import { AGENT_LANDING_PATH, HOME_PATH, LOGIN_PATH, type RouteAccess } from './route-table';

export interface GuardOutcome {
  /** Where the visitor goes instead */
  redirectTo: string;
  /** A trial player was refused: the "true account needed" warning goes with the redirect */
  trialRefused: boolean;
}

/** Where a visitor is sent instead of a route they may not open, or null when they may open it. */
export function guardFor(access: RouteAccess, session: Pick<SessionState, 'token' | 'role'>): GuardOutcome | null {
  if (access === 'public') return null;
  if (access === 'agent') return session.token && session.role === 'agent' ? null : { redirectTo: AGENT_LANDING_PATH, trialRefused: false };
  if (!session.token) return { redirectTo: LOGIN_PATH, trialRefused: false };
  if (access === 'member' && session.role === 'trial') return { redirectTo: HOME_PATH, trialRefused: true };
  return null;
}

/** The redirect alone, for callers that only need where to go. */
export function redirectFor(access: RouteAccess, session: Pick<SessionState, 'token' | 'role'>): string | null {
  return guardFor(access, session)?.redirectTo ?? null;
}
