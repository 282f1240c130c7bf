import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { merchantContext, type MerchantContext } from '../system';
import { enforceStrictLimit } from './service';
import type { StrictBucket } from './settings';

/** The merchant context of an unauthenticated call that has its own strict per-address limit. */
export async function limitedMerchantContext(deps: AppDeps, request: FastifyRequest, bucket: StrictBucket): Promise<MerchantContext> {
  const context = await merchantContext(deps, request, 'when-open');
  enforceStrictLimit(deps.limiter, deps.config.rateLimits, bucket, context.ip);
  return context;
}
