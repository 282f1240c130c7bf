import type { RateLimitRule } from './memory-limiter';

/** Unauthenticated calls with their own, strict per-address limit, besides the general one. */
export const STRICT_BUCKETS = ['login', 'register', 'sms', 'captcha', 'forgotPassword', 'freePlay', 'affiliate', 'changePassword', 'operatorLogin', 'paymentPassword'] as const;
export type StrictBucket = (typeof STRICT_BUCKETS)[number];

export interface RateLimitSettings {
  /** every API call from one address (a home page makes about a dozen) */
  general: RateLimitRule;
  strict: Record<StrictBucket, RateLimitRule>;
}

const MINUTE_MS = 60_000;

export const DEFAULT_GENERAL_PER_MINUTE = 600;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  general: { limit: DEFAULT_GENERAL_PER_MINUTE, windowMs: MINUTE_MS },
  strict: {
    login: { limit: 30, windowMs: 10 * MINUTE_MS },
    register: { limit: 10, windowMs: 60 * MINUTE_MS },
    sms: { limit: 10, windowMs: 10 * MINUTE_MS },
    captcha: { limit: 60, windowMs: 10 * MINUTE_MS },
    forgotPassword: { limit: 10, windowMs: 10 * MINUTE_MS },
    freePlay: { limit: 5, windowMs: 60 * MINUTE_MS },
    affiliate: { limit: 30, windowMs: 10 * MINUTE_MS },
    changePassword: { limit: 10, windowMs: 10 * MINUTE_MS },
    // the operator console's login, counted apart from members' so neither crowds out the other
    operatorLogin: { limit: 30, windowMs: 10 * MINUTE_MS },
    // every call that checks a payment password: setting it, and withdrawing
    paymentPassword: { limit: 20, windowMs: 10 * MINUTE_MS },
  },
};

/** RATE_LIMIT_PER_MINUTE: the general per-address limit; unset keeps the default. */
export function generalPerMinuteFrom(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return DEFAULT_GENERAL_PER_MINUTE;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`RATE_LIMIT_PER_MINUTE must be a whole number of at least 1, got "${text}"`);
  return limit;
}

/**
 * RATE_LIMIT_STRICT_MULTIPLIER: multiplies every strict limit, for test and demo servers where one
 * address (a test browser) plays many players; unset keeps the limits as they are.
 */
export function strictMultiplierFrom(text: string | undefined): number {
  if (text === undefined || text.trim() === '') return 1;
  const multiplier = Number(text);
  if (!Number.isInteger(multiplier) || multiplier < 1) throw new Error(`RATE_LIMIT_STRICT_MULTIPLIER must be a whole number of at least 1, got "${text}"`);
  return multiplier;
}

export function rateLimitsWithGeneral(perMinute: number, strictMultiplier = 1): RateLimitSettings {
  const strict = Object.fromEntries(
    STRICT_BUCKETS.map((bucket) => [bucket, { ...DEFAULT_RATE_LIMITS.strict[bucket], limit: DEFAULT_RATE_LIMITS.strict[bucket].limit * strictMultiplier }]),
  ) as Record<StrictBucket, RateLimitRule>;
  return { general: { limit: perMinute, windowMs: MINUTE_MS }, strict };
}
