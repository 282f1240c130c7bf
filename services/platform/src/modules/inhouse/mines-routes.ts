import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cashOutMinesGame as cashOutCall, getMinesGame, revealMinesCell as revealCall, startMinesGame as startCall } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { cashOutMinesGame, currentMinesGame, revealMinesCell, startMinesGame } from './mines';
import { inHousePlayerContext, inHouseStakeContext } from './player-context';

export function registerMinesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const context = (request: FastifyRequest) => inHousePlayerContext(deps, request);
  // A new game stakes money and needs the brand to offer the games; a game already under way is
  // played out and cashed out whatever the brand's file says since.
  const stakeContext = (request: FastifyRequest) => inHouseStakeContext(deps, request);
  const now = () => deps.config.clock.nowMs();

  registerCall(app, startCall, { checkResponses, context: stakeContext, handle: ({ body }, player) => startMinesGame(deps.db, player, body, now()) });
  registerCall(app, revealCall, { checkResponses, context, handle: ({ body }, player) => revealMinesCell(deps.db, player, body.roundId, body.cell, now()) });
  registerCall(app, cashOutCall, { checkResponses, context, handle: ({ body }, player) => cashOutMinesGame(deps.db, player, body.roundId, now()) });
  registerCall(app, getMinesGame, { checkResponses, context, handle: async (_input, player) => ({ game: await currentMinesGame(deps.db, player) }) });
}
