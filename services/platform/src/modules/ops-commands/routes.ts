import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Brand } from '@croupier/brand-config';
import { opsAddRegionBlock, opsEndMaintenance, opsListBrands, opsListRegionBlocks, opsRemoveRegionBlock, opsSetVendorEngine, opsStartMaintenance } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { setVendorEngine } from './vendor-engine';
import { brandOfPath, requireOperator } from '../ops-access';
import { addRegionBlock, brandStatus, regionBlocksOf, removeRegionBlock, switchMaintenanceOff, switchMaintenanceOn } from './service';

/** Operator endpoints under /ops/: maintenance and region blocks per brand, vendor engines, behind X-Ops-Token. */
export function registerOpsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, brands, config } = deps;
  // Every API call reads a held copy of these rules; a change made here is seen here at once.
  const thenDropRules = async <T>(brand: Brand, change: (brand: Brand) => Promise<T>): Promise<T> => {
    try {
      return await change(brand);
    } finally {
      deps.access.drop(brand.merchantCode);
    }
  };
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
    handle: ({ params, body }) =>
      thenDropRules(brandOfPath(brands, params.code), (brand) => switchMaintenanceOn(db, brand, { title: body.title, message: body.message, until: body.until ?? null })),
  });

  registerCall(app, opsEndMaintenance, {
    checkResponses,
    context: operator,
    handle: ({ params }) => thenDropRules(brandOfPath(brands, params.code), (brand) => switchMaintenanceOff(db, brand)),
  });

  registerCall(app, opsListRegionBlocks, {
    checkResponses,
    context: operator,
    handle: async ({ params }) => ({ blocks: await regionBlocksOf(db, brandOfPath(brands, params.code)) }),
  });

  registerCall(app, opsAddRegionBlock, {
    checkResponses,
    context: operator,
    handle: ({ params, body }) => thenDropRules(brandOfPath(brands, params.code), (brand) => addRegionBlock(db, brand, body.cidr)),
  });

  registerCall(app, opsRemoveRegionBlock, {
    checkResponses,
    context: operator,
    handle: ({ params, query }) => thenDropRules(brandOfPath(brands, params.code), (brand) => removeRegionBlock(db, brand, query.cidr)),
  });

  registerCall(app, opsSetVendorEngine, {
    checkResponses,
    context: operator,
    handle: ({ params, body }) => setVendorEngine(db, deps.catalogue, params.vassalage, body.launchUrl),
  });
}
