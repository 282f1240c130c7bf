import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  attachDepositProof,
  bindPayoutAccount,
  confirmWithdrawalReceipt,
  createDeposit,
  createWithdrawal,
  decideDeposit,
  decideWithdrawal,
  DESK_DEPOSIT_PROOF_PATH,
  DESK_WITHDRAWAL_PROOF_PATH,
  depositIdParamsSchema,
  getDepositChannels,
  getDeposits,
  getDeskDeposits,
  getDeskWithdrawals,
  getWithdrawals,
  getWithdrawInfo,
  gatewayNotice,
  resolveWithdrawal,
  setPaymentPassword,
  withdrawalIdParamsSchema,
  type EncryptedPayload,
} from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { parseInput } from '../../http/input';
import { keepRawJsonBodies, rawBodyOf } from '../../http/raw-body';
import { registerCall } from '../../http/register-call';
import { memberContext, refuseTrial } from '../accounts';
import { operatorContext } from '../backoffice-operators';
import { enforceStrictLimit } from '../rate-limit';
import { unsealPayload } from '../sealing';
import type { MerchantContext } from '../system';
import { selectProof } from './deposit-repository';
import { decideDeposit as decide, deskDeposits, requireDeskDeposit } from './deposit-desk';
import { mayWorkOn } from './desk-rules';
import { attachProof, depositChannels, memberDeposits, requestDeposit } from './deposits';
import { applyNotice, NoticeRefusal, verifyNotice } from './gateway-notices';
import { decideWithdrawal as decideWithdrawalOf, deskWithdrawals, resolveWithdrawal as resolve } from './withdrawal-desk';
import { selectDeskWithdrawal, selectWithdrawalProof } from './withdrawal-repository';
import { bindPayoutAccount as bind, confirmReceipt, memberWithdrawals, requestWithdrawal, setPaymentPassword as setPassword, withdrawInfo } from './withdrawals';
import { siteOriginFor } from '../brands';

const PAGE_SIZE = 20;

/**
 * A receipt photo for the console's <img>: the stored bytes under the type their content proved, never
 * sniffed, never run, never cached.
 */
function sendProofImage(reply: FastifyReply, proof: { contentType: string; bytes: Buffer }, name: string): FastifyReply {
  const extension = proof.contentType === 'image/png' ? 'png' : 'jpg';
  return reply
    .header('content-type', proof.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', `inline; filename="${name}.${extension}"`)
    .header('cache-control', 'no-store')
    .send(proof.bytes);
}

/** Deposits and withdrawals: the member's calls on the brand's site, and the cashier desk's under /bo/ for operators. */
export function registerCashierRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const nowMs = () => deps.config.clock.nowMs();
  // SPEC §6: free play never touches real money.
  const depositor = async (request: FastifyRequest) => {
    const context = await memberContext(deps, request);
    refuseTrial(context.member);
    return context;
  };
  const operator = (request: FastifyRequest) => operatorContext(deps, request);
  // calls that check a payment password are counted per address, as password changes are
  const passwordChecker = async (request: FastifyRequest) => {
    const context = await depositor(request);
    enforceStrictLimit(deps.limiter, deps.config.rateLimits, 'paymentPassword', context.ip);
    return context;
  };
  const unseal = (payload: EncryptedPayload, context: MerchantContext) => unsealPayload(deps.db, deps.keyring.of(context.brand.merchantCode), payload, nowMs());

  registerCall(app, getDepositChannels, {
    checkResponses,
    context: depositor,
    handle: async (_input, { brand, member }) => ({
      channels: await depositChannels(deps.db, brand, member, nowMs()),
      currency: brand.currency.code,
      scale: brand.currency.scale,
    }),
  });
  registerCall(app, createDeposit, {
    checkResponses,
    context: depositor,
    handle: ({ body }, { brand, member }, request) => requestDeposit(deps.db, brand, member, body, nowMs(), siteOriginFor(brand, request.headers.host)),
  });
  registerCall(app, attachDepositProof, {
    checkResponses,
    context: depositor,
    handle: async ({ params, body }, { brand, member }) => ({ deposit: await attachProof(deps.db, brand, member, params.depositId, body, nowMs()) }),
  });
  registerCall(app, getDeposits, {
    checkResponses,
    context: depositor,
    handle: ({ query }, { brand, member }) => memberDeposits(deps.db, brand, member, { page: query.page ?? 1, pageSize: query.pageSize ?? PAGE_SIZE }),
  });

  registerCall(app, getWithdrawInfo, {
    checkResponses,
    context: depositor,
    handle: (_input, { brand, member }) => withdrawInfo(deps.db, brand, member, nowMs()),
  });
  registerCall(app, bindPayoutAccount, {
    checkResponses,
    context: depositor,
    handle: async ({ body }, { brand, member }) => ({ payoutAccount: await bind(deps.db, brand, member, body, nowMs()) }),
  });
  registerCall(app, setPaymentPassword, {
    checkResponses,
    context: passwordChecker,
    unseal,
    handle: ({ secret }, { brand, member }) => setPassword(deps, brand, member, secret),
  });
  registerCall(app, createWithdrawal, {
    checkResponses,
    context: passwordChecker,
    unseal,
    handle: async ({ secret }, { brand, member }) => ({ withdrawal: await requestWithdrawal(deps, brand, member, secret, nowMs()) }),
  });
  registerCall(app, getWithdrawals, {
    checkResponses,
    context: depositor,
    handle: ({ query }, { brand, member }) => memberWithdrawals(deps.db, brand, member, { page: query.page ?? 1, pageSize: query.pageSize ?? PAGE_SIZE }, nowMs()),
  });
  registerCall(app, confirmWithdrawalReceipt, {
    checkResponses,
    context: depositor,
    handle: async ({ params, body }, { brand, member }) => ({ withdrawal: await confirmReceipt(deps.db, brand, member, params.withdrawalId, body, nowMs()) }),
  });

  registerCall(app, getDeskWithdrawals, {
    checkResponses,
    context: operator,
    handle: ({ query }, { operator: who }) =>
      deskWithdrawals(deps.db, deps.brands, who, { merchantCode: query.merchantCode, status: query.status, page: query.page ?? 1, pageSize: query.pageSize ?? PAGE_SIZE }, nowMs()),
  });
  registerCall(app, decideWithdrawal, {
    checkResponses,
    context: operator,
    handle: async ({ params, body }, { operator: who }) => ({ withdrawal: await decideWithdrawalOf(deps.db, deps.brands, who, params.withdrawalId, body, nowMs()) }),
  });

  registerCall(app, resolveWithdrawal, {
    checkResponses,
    context: operator,
    handle: async ({ params, body }, { operator: who }) => ({ withdrawal: await resolve(deps.db, deps.brands, who, params.withdrawalId, body, nowMs()) }),
  });

  registerCall(app, getDeskDeposits, {
    checkResponses,
    context: operator,
    handle: ({ query }, { operator: who }) =>
      deskDeposits(deps.db, deps.brands, who, { merchantCode: query.merchantCode, status: query.status, page: query.page ?? 1, pageSize: query.pageSize ?? PAGE_SIZE }),
  });
  registerCall(app, decideDeposit, {
    checkResponses,
    context: operator,
    handle: async ({ params, body }, { operator: who }) => ({ deposit: await decide(deps.db, deps.brands, who, params.depositId, body, nowMs()) }),
  });

  // Gateways' notices, signed over the body as received: their scope keeps the raw JSON.
  void app.register(async (scope) => {
    keepRawJsonBodies(scope);
    registerCall(scope, gatewayNotice, {
      checkResponses,
      context: async (request) => {
        const { gatewayCode } = request.params as { gatewayCode?: string };
        try {
          await verifyNotice(deps.db, gatewayCode ?? '', request.headers, rawBodyOf(request), nowMs());
        } catch (error) {
          if (error instanceof NoticeRefusal) request.log.warn({ reason: error.reason, gateway: gatewayCode }, 'gateway notice refused');
          throw error;
        }
        return {};
      },
      handle: ({ params, body }) => applyNotice(deps.db, deps.brands, params.gatewayCode, body, nowMs()),
    });
  });

  app.get(DESK_DEPOSIT_PROOF_PATH, async (request, reply) => {
    const { operator: who } = await operator(request);
    const { depositId } = parseInput(depositIdParamsSchema, request.params, 'path');
    await requireDeskDeposit(deps.db, who, depositId);
    const proof = await selectProof(deps.db, depositId);
    if (!proof) throw new ApiError('NOT_FOUND', `Deposit ${depositId} has no receipt photo`);
    return sendProofImage(reply, proof, `deposit-${depositId}`);
  });
  // What a player sent to show a paid-out withdrawal never arrived; another brand's reads as none.
  app.get(DESK_WITHDRAWAL_PROOF_PATH, async (request, reply) => {
    const { operator: who } = await operator(request);
    const { withdrawalId } = parseInput(withdrawalIdParamsSchema, request.params, 'path');
    const withdrawal = await selectDeskWithdrawal(deps.db, withdrawalId);
    if (!withdrawal || !mayWorkOn(who, withdrawal.merchantCode)) throw new ApiError('WITHDRAWAL_NOT_FOUND', `There is no withdrawal ${withdrawalId} on the brands you work on`);
    const proof = await selectWithdrawalProof(deps.db, withdrawalId);
    if (!proof) throw new ApiError('NOT_FOUND', `Withdrawal ${withdrawalId} has no photo`);
    return sendProofImage(reply, proof, `withdrawal-${withdrawalId}`);
  });
}
