import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addFavouriteGame, getFavouriteGames, getRecentGames, getRoomList, launchGame, removeFavouriteGame } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { memberContext, type MemberContext } from '../accounts';
import { addFavourite, favouritePage, removeFavourite } from './favourites';
import { launchGame as launch } from './launch';
import { playerContext, type Player } from './player';
import { recentGames } from './recent';
import { roomList } from './rooms';

const playerOf = ({ brand, member }: MemberContext): Player => ({ merchantCode: brand.merchantCode, memberId: member.id });

/** The member's own game calls: favourites, recent games, launches and live tables. */
export function registerPlayRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const player = (request: FastifyRequest) => playerContext(deps, request);
  const snapshotOf = (context: MemberContext) => deps.catalogue.of(context.brand.merchantCode);
  const now = () => deps.config.clock.nowMs();

  registerCall(app, getFavouriteGames, {
    checkResponses,
    context: player,
    handle: async ({ query }, context) =>
      favouritePage(deps.db, await snapshotOf(context), playerOf(context), { ...query, language: query.language ?? context.brand.languages.default }),
  });
  registerCall(app, addFavouriteGame, {
    checkResponses,
    context: player,
    handle: async ({ body }, context) => addFavourite(deps.db, await snapshotOf(context), playerOf(context), { nodeId: body.nodeId, vendor: body.vendor, gameType: body.gameType }, now()),
  });
  registerCall(app, removeFavouriteGame, {
    checkResponses,
    context: player,
    handle: async ({ body }, context) => removeFavourite(deps.db, await snapshotOf(context), playerOf(context), { nodeId: body.nodeId, vendor: body.vendor, gameType: body.gameType }),
  });
  registerCall(app, getRecentGames, {
    checkResponses,
    context: player,
    handle: async ({ query }, context) => recentGames(deps.db, await snapshotOf(context), playerOf(context), { ...query, language: query.language ?? context.brand.languages.default }),
  });
  registerCall(app, launchGame, {
    checkResponses,
    context: player,
    handle: async ({ body }, context) => launch(deps.db, await snapshotOf(context), playerOf(context), body, now(), context.brand.walletMode),
  });
  registerCall(app, getRoomList, {
    checkResponses,
    // Browsing a live game's tables is open to free play too; only the launch needs a true account.
    context: (request) => memberContext(deps, request),
    handle: async ({ query }, context) =>
      roomList(deps.db, await snapshotOf(context), context.brand.merchantCode, query.nodeId, query.language ?? context.brand.languages.default, now()),
  });
}
