import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boGetRebateReport, boGetRebateSettings, boUpdateRebateSettings, claimRebate, getRebateHistory, getRebateSummary, opsPlacePastStake } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { memberContext } from '../accounts';
import { operatorContext } from '../backoffice-operators';
import { brandOfPath, requireOperator } from '../ops-access';
import { changeRebateSettings, readRebateSettings, rebateReport } from './console-service';
import { claimRebateDay, rebateHistory, rebateSummary } from './member-service';
import { placePastStake } from './past-stakes';

/** The member's calls: the manual rebate page's figures, the claim and the history (decision 0044). */
export function registerRebateRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses, clock } = deps.config;
  const member = (request: FastifyRequest) => memberContext(deps, request);
  registerCall(app, getRebateSummary, { checkResponses, context: member, handle: (_input, { brand, member: who }) => rebateSummary(deps.db, brand, who, clock.nowMs()) });
  registerCall(app, claimRebate, { checkResponses, context: member, handle: ({ body }, { brand, member: who }) => claimRebateDay(deps.db, brand, who, body.day, clock.nowMs()) });
  registerCall(app, getRebateHistory, { checkResponses, context: member, handle: ({ query }, { brand, member: who }) => rebateHistory(deps.db, brand, who, query) });
}

/** The console's calls: a brand's rates, cap and pay hour, and the daily report. */
export function registerRebateConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses, clock } = deps.config;
  const operator = (request: FastifyRequest) => operatorContext(deps, request);
  registerCall(app, boGetRebateSettings, { checkResponses, context: operator, handle: ({ query }, context) => readRebateSettings(deps.db, deps.brands, context, query.merchantCode) });
  registerCall(app, boUpdateRebateSettings, { checkResponses, context: operator, handle: ({ body }, context) => changeRebateSettings(deps.db, deps.brands, context, body, clock.nowMs()) });
  registerCall(app, boGetRebateReport, { checkResponses, context: operator, handle: ({ query }, context) => rebateReport(deps.db, deps.brands, context, query) });
}

/** Outside production only, beside the outboxes' reads: the journeys' way to a finished day with valid bets. */
export function registerRebateTestRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses, clock, exposeOutboxes, opsToken } = deps.config;
  if (!exposeOutboxes) return;
  registerCall(app, opsPlacePastStake, {
    checkResponses,
    context: async (request) => requireOperator(opsToken, request),
    handle: ({ params, body }) => placePastStake(deps.db, brandOfPath(deps.brands, params.code), body, clock.nowMs()),
  });
}
