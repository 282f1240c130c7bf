import type { FastifyInstance } from 'fastify';
import { getAccountRecord, getBetRound, getBettingRecord, getBonusRecord, getProfitRecord } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { memberContext } from '../accounts';
import { accountRecord, bonusRecord, profitRecord } from './account-records';
import { betRound, bettingRecord } from './service';

/**
 * SPEC §2 member centre records: personalHistoryCopy (the betting record and the details of one round),
 * transactionHistory (the account record), personalProfit and bonusDetails.
 */
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
  registerCall(app, getAccountRecord, {
    checkResponses,
    context: (request) => memberContext(deps, request),
    handle: async ({ query }, { brand, member }) =>
      accountRecord(deps.db, await deps.catalogue.of(brand.merchantCode), brand, member, query, query.language ?? brand.languages.default),
  });
  registerCall(app, getProfitRecord, {
    checkResponses,
    context: (request) => memberContext(deps, request),
    handle: async ({ query }, { brand, member }) => profitRecord(deps.db, await deps.catalogue.of(brand.merchantCode), brand, member, query),
  });
  registerCall(app, getBonusRecord, {
    checkResponses,
    context: (request) => memberContext(deps, request),
    handle: async ({ query }, { brand, member }) =>
      bonusRecord(deps.db, await deps.catalogue.of(brand.merchantCode), brand, member, query, query.language ?? brand.languages.default),
  });
}
