import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boCancelBonus, boCreditBonus, boDecideBonusCredit, boGetBonusCredits, boGetBonusReport, boGetMemberBonuses } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { operatorContext } from '../backoffice-operators';
import { creditBonus, decideCredit, listCredits } from './console-credits';
import { cancelBonus, consoleMemberBonuses } from './console-members';
import { bonusReport } from './console-report';

const PAGE_SIZE = 20;

/**
 * The console's bonus calls under /bo/bonuses/ (decision 0046): every role, on the brands it works on,
 * as the cashier desk's; amounts above the brand's threshold need two operators.
 */
export function registerBonusConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const nowMs = () => deps.config.clock.nowMs();
  const operator = (request: FastifyRequest) => operatorContext(deps, request);

  registerCall(app, boGetMemberBonuses, {
    checkResponses,
    context: operator,
    handle: ({ params, query }, context) => consoleMemberBonuses(deps.db, deps.brands, context, query.merchantCode, params.memberId, nowMs()),
  });
  registerCall(app, boCreditBonus, {
    checkResponses,
    context: operator,
    handle: ({ body }, context) => creditBonus(deps.db, deps.brands, context, body, nowMs()),
  });
  registerCall(app, boGetBonusCredits, {
    checkResponses,
    context: operator,
    handle: ({ query }, context) =>
      listCredits(deps.db, deps.brands, context, { merchantCode: query.merchantCode, status: query.status ?? null, page: query.page ?? 1, pageSize: query.pageSize ?? PAGE_SIZE }),
  });
  registerCall(app, boDecideBonusCredit, {
    checkResponses,
    context: operator,
    handle: ({ params, body }, context) => decideCredit(deps.db, context, params.creditId, body, nowMs()),
  });
  registerCall(app, boCancelBonus, {
    checkResponses,
    context: operator,
    handle: ({ params, body }, context) => cancelBonus(deps.db, deps.brands, context, params.bonusId, body, nowMs()),
  });
  registerCall(app, boGetBonusReport, {
    checkResponses,
    context: operator,
    handle: ({ query }, context) => bonusReport(deps.db, deps.brands, context, query),
  });
}
