import type { FastifyRequest } from 'fastify';
import type { Brand } from '@croupier/brand-config';
import { isAgentType } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { memberContext, type MemberContext, refuseTrial } from '../accounts';

/**
 * Who may use the agent back office: a logged-in agent of the brand (SPEC §6). A free-play account
 * is told it needs a true account; any other member that it is not an agent. Checked before the
 * input is read, so a non-agent learns nothing from what it sends.
 */
export async function agentContext(deps: AppDeps, request: FastifyRequest): Promise<MemberContext> {
  const context = await memberContext(deps, request);
  refuseTrial(context.member);
  if (!isAgentType(context.member.type)) throw new ApiError('NON_AGENT', 'Only agents can use the agent back office');
  return context;
}

/** The one refusal for a username outside the caller's team, whether or not such an account exists. */
export function notInDownline(field: string, username: string): ApiError {
  return new ApiError('NOT_IN_DOWNLINE', `There is no account named ${username} in your team`, [{ field, message: 'is not in your team' }]);
}

export const currencyOf = (brand: Brand) => ({ code: brand.currency.code, symbol: brand.currency.symbol, scale: brand.currency.scale });

/** The page asked for, 20 rows by default. */
export function pagingOf(query: { pageNo?: number | undefined; pageSize?: number | undefined }, defaultSize: number) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? defaultSize;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}
