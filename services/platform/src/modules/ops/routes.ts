import type { FastifyInstance, FastifyRequest } from 'fastify';
import { opsAddRegionBlock, opsEndMaintenance, opsListBrands, opsListRegionBlocks, opsRemoveRegionBlock, opsStartMaintenance } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { addRegionBlock, brandOfPath, brandStatus, regionBlocksOf, removeRegionBlock, requireOperator, switchMaintenanceOff, switchMaintenanceOn } from './service';

/** Operator endpoints under /ops/: maintenance and region blocks per brand, behind X-Ops-Token. */
export function registerOpsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, brands, config } = deps;
  const operator = async (request: FastifyRequest) => requireOperator(config.opsToken, request);
  const checkResponses = config.checkResponses;

  registerCall(app, opsListBrands, {
    checkResponses,
    context: operator,
    handle: async () => ({ brands: await Promise.all(brands.all.map((brand) => brandStatus(db, brand))) }),
  });

  registerCall(app, opsStartMaintenance, {
    checkResponses,
    context: operator,
    handle: ({ params, body }) => switchMaintenanceOn(db, brandOfPath(brands, params.code), { title: body.title, message: body.message, until: body.until ?? null }),
  });

  registerCall(app, opsEndMaintenance, { checkResponses, context: operator, handle: ({ params }) => switchMaintenanceOff(db, brandOfPath(brands, params.code)) });

  registerCall(app, opsListRegionBlocks, {
    checkResponses,
    context: operator,
    handle: async ({ params }) => ({ blocks: await regionBlocksOf(db, brandOfPath(brands, params.code)) }),
  });

  registerCall(app, opsAddRegionBlock, { checkResponses, context: operator, handle: ({ params, body }) => addRegionBlock(db, brandOfPath(brands, params.code), body.cidr) });

  registerCall(app, opsRemoveRegionBlock, {
    checkResponses,
    context: operator,
    handle: ({ params, query }) => removeRegionBlock(db, brandOfPath(brands, params.code), query.cidr),
  });
}
