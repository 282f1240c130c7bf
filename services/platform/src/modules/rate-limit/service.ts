import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error';
import { isApiPath, pathnameOf } from '../../http/api-paths';
import { normalizeClientIp } from '../../http/client-ip';
import type { MemoryRateLimiter, RateLimitRule } from './memory-limiter';
import type { RateLimitSettings, StrictBucket } from './settings';

function refuse(retryAfterSeconds: number): ApiError {
  return new ApiError('RATE_LIMITED', `Too many requests from your address; try again in ${retryAfterSeconds} s`, undefined, { retryAfterSeconds });
}

/**
 * The general per-address limit on every API call. Operator calls (/ops) are held to the same limit,
 * counted apart: a token guesser gets no more tries than anyone, and a script running the site does
 * not use up the players' allowance of its address (nor they its).
 */
export function installGeneralRateLimit(app: FastifyInstance, limiter: MemoryRateLimiter, rule: RateLimitRule): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    const pathname = pathnameOf(request.url);
    const bucket = pathname === '/ops' || pathname.startsWith('/ops/') ? 'ops' : 'general';
    const wait = limiter.take(`${bucket}|${normalizeClientIp(request.ip)}`, rule);
    if (wait !== null) throw refuse(wait);
  });
}

/** The strict limit of one kind of call (login, register, SMS...) for one address. */
export function enforceStrictLimit(limiter: MemoryRateLimiter, settings: RateLimitSettings, bucket: StrictBucket, ip: string): void {
  const wait = limiter.take(`${bucket}|${ip}`, settings.strict[bucket]);
  if (wait !== null) throw refuse(wait);
}
