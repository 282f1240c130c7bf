import type { FastifyInstance } from 'fastify';
import { getBetRound, getBettingRecord } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { memberContext } from '../accounts/member-context';
import { betRound, bettingRecord } from './service';

/** SPEC §2 member centre personalHistoryCopy: the member's betting record and the details of one round. */
export function registerRecordRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  registerCall(app, getBettingRecord, {
    checkResponses,
    context: (request) => memberContext(deps, request),
    handle: async ({ query }, { brand, member }) =>
      bettingRecord(deps.db, await deps.catalogue.of(brand.merchantCode), brand, member, query, query.language ?? brand.languages.default),
  });
  registerCall(app, getBetRound, {
    checkResponses,
    context: (request) => memberContext(deps, request),
    handle: async ({ params, query }, { brand, member }) =>
      betRound(deps.db, await deps.catalogue.of(brand.merchantCode), brand, member, params.recordId, query.language ?? brand.languages.default),
  });
}
