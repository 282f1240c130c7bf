import type { FastifyInstance } from 'fastify';
import { forfeitMemberBonus as forfeitCall, getMemberBonuses } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { memberContext } from '../accounts';
import { forfeitMemberBonus, memberBonuses } from './member-bonuses';

/** SPEC §2 bonusDetails: the member's bonuses, and giving up the active one. */
export function registerBonusRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const nowMs = () => deps.config.clock.nowMs();
  registerCall(app, getMemberBonuses, {
    checkResponses,
    context: (request) => memberContext(deps, request),
    handle: ({ query }, { brand, member }) => memberBonuses(deps.db, brand, member, query, nowMs()),
  });
  registerCall(app, forfeitCall, {
    checkResponses,
    context: (request) => memberContext(deps, request),
    handle: async ({ body }, { brand, member }) => ({
      // the page reads its list again in its own language; this answer's title is the brand's first
      bonus: await forfeitMemberBonus(deps.db, brand, member, body.bonusId, brand.languages.default, nowMs()),
    }),
  });
}
