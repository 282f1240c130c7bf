import type { FastifyInstance } from 'fastify';
import { getGameList, getGameMenus, getGameVendors, getHotGames, searchGames } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { merchantContext } from '../system/access';
import { gamePage, hotGames, vendorLanes } from './catalogue-service';
import { gameMenus } from './service';

export function registerGameRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, getGameMenus, {
    checkResponses: deps.config.checkResponses,
    context: (request) => merchantContext(deps, request, 'when-open'),
    handle: ({ query }, { brand }) => gameMenus(deps.db, brand.merchantCode, query.language ?? brand.languages.default),
  });
  registerCall(app, getGameList, {
    checkResponses: deps.config.checkResponses,
    context: (request) => merchantContext(deps, request, 'when-open'),
    handle: ({ query }, { brand }) => gamePage(deps.db, brand.merchantCode, { ...query, language: query.language ?? brand.languages.default }),
  });
  registerCall(app, searchGames, {
    checkResponses: deps.config.checkResponses,
    context: (request) => merchantContext(deps, request, 'when-open'),
    handle: ({ query: { q, ...query } }, { brand }) => gamePage(deps.db, brand.merchantCode, { ...query, search: q, language: query.language ?? brand.languages.default }),
  });
  registerCall(app, getHotGames, {
    checkResponses: deps.config.checkResponses,
    context: (request) => merchantContext(deps, request, 'when-open'),
    handle: ({ query }, { brand }) => hotGames(deps.db, brand.merchantCode, query.language ?? brand.languages.default),
  });
  registerCall(app, getGameVendors, {
    checkResponses: deps.config.checkResponses,
    context: (request) => merchantContext(deps, request, 'when-open'),
    handle: (_input, { brand }) => vendorLanes(deps.db, brand.merchantCode),
  });
}
