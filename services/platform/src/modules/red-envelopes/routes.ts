import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  boApproveRedEnvelopePool,
  boCloseRedEnvelopePool,
  boCreateRedEnvelopePool,
  boGetRedEnvelopePools,
  getMyRedEnvelopeGrabs,
  getRedEnvelopeFairness,
  getRedEnvelopePools,
  grabRedEnvelope,
} from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { memberContext, refuseTrial } from '../accounts';
import { operatorContext } from '../backoffice-operators';
import { merchantContext } from '../system';
import { grabEnvelope, memberGrabs, memberPools, poolFairness } from './grabs';
import { approvePool, closePoolEarly, createPool, listPools } from './pools';

const PAGE_SIZE = 20;

/** Red envelopes: the member's calls on the brand's site, and the console's under /bo/ for operators. */
export function registerRedEnvelopeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const nowMs = () => deps.config.clock.nowMs();
  // SPEC §6: free play never touches real money, and a red envelope is real money.
  const member = async (request: FastifyRequest) => {
    const context = await memberContext(deps, request);
    refuseTrial(context.member);
    return context;
  };
  const operator = (request: FastifyRequest) => operatorContext(deps, request);

  registerCall(app, getRedEnvelopePools, {
    checkResponses,
    context: member,
    handle: async (_input, context) => ({ pools: await memberPools(deps.db, context.brand, context.member.id, nowMs()) }),
  });
  registerCall(app, grabRedEnvelope, {
    checkResponses,
    context: member,
    handle: ({ params }, context) => grabEnvelope(deps.db, context.brand, context.member.id, params.poolId, nowMs()),
  });
  registerCall(app, getMyRedEnvelopeGrabs, {
    checkResponses,
    context: member,
    handle: ({ query }, context) => memberGrabs(deps.db, context.brand, context.member.id, { page: query.page ?? 1, pageSize: query.pageSize ?? PAGE_SIZE }),
  });
  registerCall(app, getRedEnvelopeFairness, {
    checkResponses,
    context: (request) => merchantContext(deps, request, 'when-open'),
    handle: ({ params }, context) => poolFairness(deps.db, context.brand, params.poolId, nowMs()),
  });

  registerCall(app, boGetRedEnvelopePools, {
    checkResponses,
    context: operator,
    handle: ({ query }, context) => listPools(deps.db, deps.brands, context, { merchantCode: query.merchantCode, page: query.page ?? 1, pageSize: query.pageSize ?? PAGE_SIZE }, nowMs()),
  });
  registerCall(app, boCreateRedEnvelopePool, {
    checkResponses,
    context: operator,
    handle: async ({ body }, context) => ({ pool: await createPool(deps.db, deps.brands, context, body, nowMs()) }),
  });
  registerCall(app, boApproveRedEnvelopePool, {
    checkResponses,
    context: operator,
    handle: async ({ params }, context) => ({ pool: await approvePool(deps.db, context, params.poolId, nowMs()) }),
  });
  registerCall(app, boCloseRedEnvelopePool, {
    checkResponses,
    context: operator,
    handle: async ({ params, body }, context) => ({ pool: await closePoolEarly(deps.db, context, params.poolId, body.reason ?? null, nowMs()) }),
  });
}
