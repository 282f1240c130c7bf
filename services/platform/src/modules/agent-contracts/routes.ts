import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  answerContractRequest,
  getAgentRevenueReport,
  getConsolidated,
  getContracts,
  getContractSettlements,
  getPendingContractRequests,
  offerContract,
  opsEndAgentContract,
  opsGrantAgentContract,
  previewContractOffer,
  requestContractTermination,
} from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { memberContext, refuseTrial } from '../accounts';
import { agentContext, registerReportRoute } from '../agents';
import { brandOfPath, insertOpsAction, requireOperator } from '../ops-access';
import { consolidated, contractList, pendingRequests } from './listing';
import { answerRequest, endPlatformContract, grantPlatformContract, offerContract as offer, previewOffer, requestTermination } from './offers';
import { revenueCsvColumns, revenueReport, settlementCsvColumns, settlementPage } from './reports';

/** SPEC §2 agent back office contract pages and the contract popup; agents only, but for the flags. */
export function registerContractRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  const { checkResponses } = config;
  const nowMs = () => config.clock.nowMs();
  const agent = (request: FastifyRequest) => agentContext(deps, request);
  // SPEC §4: consolidated data is not fetched for free play; a member who is no agent sees every flag off.
  const member = async (request: FastifyRequest) => {
    const context = await memberContext(deps, request);
    refuseTrial(context.member);
    return context;
  };

  registerCall(app, getConsolidated, { checkResponses, context: member, handle: (_input, { brand, member: caller }) => consolidated(db, brand, caller) });
  registerCall(app, getPendingContractRequests, { checkResponses, context: agent, handle: (_input, { brand, member: caller }) => pendingRequests(db, brand, caller) });
  registerCall(app, getContracts, { checkResponses, context: agent, handle: ({ query }, { brand, member: caller }) => contractList(db, brand, caller, query) });
  registerCall(app, previewContractOffer, { checkResponses, context: agent, handle: ({ body }, { brand, member: caller }) => previewOffer(db, brand, caller, body) });
  registerCall(app, offerContract, { checkResponses, context: agent, handle: ({ body }, { brand, member: caller }) => offer(db, brand, caller, body, nowMs()) });
  registerCall(app, answerContractRequest, {
    checkResponses,
    context: agent,
    handle: ({ params, body }, { brand, member: caller }) => answerRequest(db, brand, caller, params.requestId, body, nowMs()),
  });
  registerCall(app, requestContractTermination, {
    checkResponses,
    context: agent,
    handle: ({ params }, { brand, member: caller }) => requestTermination(db, brand, caller, params.contractId, nowMs()),
  });
  registerReportRoute(app, getContractSettlements, {
    checkResponses,
    context: agent,
    handle: (query, { brand, member: caller }) => settlementPage(db, brand, caller, query),
    csvName: 'contract-settlements',
    csvColumns: settlementCsvColumns,
  });
  registerReportRoute(app, getAgentRevenueReport, {
    checkResponses,
    context: agent,
    handle: (query, { brand, member: caller }) => revenueReport(db, brand, caller, query),
    csvName: 'my-income',
    csvColumns: revenueCsvColumns,
  });
}

/** Operator calls (X-Ops-Token): platform contracts of top agents. */
export function registerContractOpsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, brands, config } = deps;
  const operator = async (request: FastifyRequest) => requireOperator(config.opsToken, request);
  registerCall(app, opsGrantAgentContract, {
    checkResponses: config.checkResponses,
    context: operator,
    handle: async ({ params, body }) => {
      const brand = brandOfPath(brands, params.code);
      const granted = await grantPlatformContract(db, brand, body, config.clock.nowMs());
      await insertOpsAction(db, brand.merchantCode, 'contract.grant', { contractId: granted.contract.contractId, username: granted.contract.holderUsername, terms: granted.contract.terms });
      return granted;
    },
  });
  registerCall(app, opsEndAgentContract, {
    checkResponses: config.checkResponses,
    context: operator,
    handle: async ({ params }) => {
      const brand = brandOfPath(brands, params.code);
      const ended = await endPlatformContract(db, brand, params.contractId, config.clock.nowMs());
      await insertOpsAction(db, brand.merchantCode, 'contract.end', { contractId: ended.contract.contractId, username: ended.contract.holderUsername });
      return ended;
    },
  });
}
