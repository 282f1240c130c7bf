import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boGetBrands, boGetMember, boGetMemberLedger, boSearchMembers } from '@croupier/contract';
import { MEMBER_SEARCH_PAGE_SIZE } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { operatorContext } from '../backoffice-operators';
import { operatorBrands } from './brands';
import { memberDetail, memberLedger, searchMembers } from './member-lookup';

/**
 * The operator console's reads beyond the cashier desk: the operator's brands and the member lookup.
 * Every role may make them, on the brands it works on; like every /bo/ call they answer on any host.
 */
export function registerBackofficeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const operator = (request: FastifyRequest) => operatorContext(deps, request);

  registerCall(app, boGetBrands, { checkResponses, context: operator, handle: async (_input, context) => ({ brands: operatorBrands(deps.brands, context) }) });

  registerCall(app, boSearchMembers, {
    checkResponses,
    context: operator,
    handle: ({ query }, context) => searchMembers(deps, context, { merchantCode: query.merchantCode, search: query.search, page: query.page ?? 1, pageSize: query.pageSize ?? MEMBER_SEARCH_PAGE_SIZE }),
  });

  registerCall(app, boGetMember, {
    checkResponses,
    context: operator,
    handle: ({ params, query }, context) => memberDetail(deps, context, query.merchantCode, params.memberId),
  });

  registerCall(app, boGetMemberLedger, {
    checkResponses,
    context: operator,
    handle: ({ params, query }, context) => memberLedger(deps, context, params.memberId, query),
  });
}
