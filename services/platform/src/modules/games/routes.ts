import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getGameList, getGameMenus, getGameVendors, getHotGames, getWinnerBoard, searchGames } from '@croupier/contract';
import { PAGE_SIZE_WINNERS } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { merchantContext } from '../system';
import { registerCatalogueArtRoutes } from './catalogue-art';
import { gamePage, hotGames, vendorLanes } from './catalogue-service';
import { gameMenus } from './menus';
import { winnerBoard } from './winners';

/** Catalogue reads, answered from the merchant's in-process catalogue. */
export function registerGameRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const open = (request: FastifyRequest) => merchantContext(deps, request, 'when-open');
  const snapshotOf = (merchantCode: string) => deps.catalogue.of(merchantCode);
  registerCatalogueArtRoutes(app, deps.db);

  registerCall(app, getGameMenus, {
    checkResponses,
    context: open,
    handle: async ({ query }, { brand }) => gameMenus(await snapshotOf(brand.merchantCode), query.language ?? brand.languages.default),
  });
  registerCall(app, getGameList, {
    checkResponses,
    context: open,
    handle: async ({ query }, { brand }) => gamePage(await snapshotOf(brand.merchantCode), { ...query, language: query.language ?? brand.languages.default }),
  });
  registerCall(app, searchGames, {
    checkResponses,
    context: open,
    handle: async ({ query: { q, ...query } }, { brand }) =>
      gamePage(await snapshotOf(brand.merchantCode), { ...query, search: q, language: query.language ?? brand.languages.default }),
  });
  registerCall(app, getHotGames, {
    checkResponses,
    context: open,
    handle: async ({ query }, { brand }) => hotGames(await snapshotOf(brand.merchantCode), query.language ?? brand.languages.default),
  });
  registerCall(app, getGameVendors, {
    checkResponses,
    context: open,
    handle: async (_input, { brand }) => vendorLanes(await snapshotOf(brand.merchantCode)),
  });
  registerCall(app, getWinnerBoard, {
    checkResponses,
    context: open,
    handle: async ({ query }, { brand }) =>
      winnerBoard(await snapshotOf(brand.merchantCode), {
        gameCategory: query.gameCategory ?? 'ALL',
        language: query.language ?? brand.languages.default,
        limitNum: query.limitNum ?? PAGE_SIZE_WINNERS,
      }),
  });
}
