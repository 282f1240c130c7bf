// The front door of modules/sessions: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { LAST_SEEN_RESOLUTION_MS, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, authenticate, bearerTokenOf, issueSession, liveSessions, revokeAllSessions, revokeSession } from './service';
export type { AuthenticatedSession, PendingPasswordChange } from './service';
export { sweepEndedSessions } from './sweep';
export { SESSION_TOKEN_PATTERN, newSessionToken, tokenHashOf } from './tokens';
