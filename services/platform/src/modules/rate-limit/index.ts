// The front door of modules/rate-limit: what other modules use of it. Another module imports this module
// through here only (croupier/boundaries lint rule, docs/decisions/0037).
export { limitedMerchantContext } from './context';
export { LOGIN_FAILURE_WINDOW_MS, NAME_LOCK_AFTER_FAILURES, clearNameFailures, readLoginFailureState, recordLoginFailure, refuseWhileLocked } from './login-failures';
export type { LoginSubject } from './login-failures';
export { enforceStrictLimit } from './service';
export { DEFAULT_RATE_LIMITS, rateLimitsWithGeneral } from './settings';
export type { StrictBucket } from './settings';
export { sweepAgedLoginFailures } from './sweep';
// For the composition root (app.ts, main.ts, app-deps.ts, config.ts):
export { MemoryRateLimiter } from './memory-limiter';
export { installGeneralRateLimit } from './service';
export { generalPerMinuteFrom, strictMultiplierFrom } from './settings';
export type { RateLimitSettings } from './settings';
