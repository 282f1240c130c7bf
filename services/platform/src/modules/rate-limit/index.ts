// The front door of modules/rate-limit: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { limitedMerchantContext } from './context';
export { LOGIN_FAILURE_WINDOW_MS, NAME_LOCK_AFTER_FAILURES, clearNameFailures, readLoginFailureState, recordLoginFailure, refuseWhileLocked } from './login-failures';
export type { LoginSubject } from './login-failures';
export { enforceStrictLimit } from './service';
export { DEFAULT_RATE_LIMITS, rateLimitsWithGeneral } from './settings';
export type { StrictBucket } from './settings';
export { sweepAgedLoginFailures } from './sweep';
