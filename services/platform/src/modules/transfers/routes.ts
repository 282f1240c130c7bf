import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getTransferTargets, transferToDownline, transferToUpline, type EncryptedPayload } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { memberContext, refuseTrial } from '../accounts';
import { enforceStrictLimit } from '../rate-limit';
import { unsealPayload } from '../sealing';
import type { MerchantContext } from '../system';
import { transferTargets, transferToDownline as toDownline, transferToUpline as toUpline } from './service';

/** Transfers along the agent tree: members to their upline, agents to their downline (SPEC §6). */
export function registerTransferRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const nowMs = () => deps.config.clock.nowMs();
  // SPEC §6: free play never touches real money.
  const sender = async (request: FastifyRequest) => {
    const context = await memberContext(deps, request);
    refuseTrial(context.member);
    return context;
  };
  // every call that checks a payment password is counted per address, in one bucket
  const passwordChecker = async (request: FastifyRequest) => {
    const context = await sender(request);
    enforceStrictLimit(deps.limiter, deps.config.rateLimits, 'paymentPassword', context.ip);
    return context;
  };
  const unseal = (payload: EncryptedPayload, context: MerchantContext) => unsealPayload(deps.db, deps.keyring.of(context.brand.merchantCode), payload, nowMs());

  registerCall(app, getTransferTargets, {
    checkResponses,
    context: sender,
    handle: (_input, { brand, member }) => transferTargets(deps.db, brand, member),
  });
  registerCall(app, transferToUpline, {
    checkResponses,
    context: passwordChecker,
    unseal,
    handle: async ({ secret }, { brand, member }) => ({ transfer: await toUpline(deps, brand, member, secret, nowMs()) }),
  });
  registerCall(app, transferToDownline, {
    checkResponses,
    context: passwordChecker,
    unseal,
    handle: async ({ secret }, { brand, member }) => ({ transfer: await toDownline(deps, brand, member, secret, nowMs()) }),
  });
}
