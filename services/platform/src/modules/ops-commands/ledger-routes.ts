import type { FastifyInstance } from 'fastify';
import { opsCheckLedger } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { checkLedger } from '../ledger';
import { requireOperator } from '../ops-access';

/** `pnpm ops ledger check`: the ledger's consistency check on the live database, behind X-Ops-Token. */
export function registerOpsLedgerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  registerCall(app, opsCheckLedger, {
    checkResponses: config.checkResponses,
    context: async (request) => requireOperator(config.opsToken, request),
    // one snapshot, so the counts describe the same ledger the problems were found in
    handle: () => db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      return checkLedger(tx);
    }),
  });
}
