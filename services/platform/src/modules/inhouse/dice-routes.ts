import type { FastifyInstance } from 'fastify';
import { placeDiceBet as placeDiceBetCall } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { placeDiceBet } from './dice';
import { inHouseStakeContext } from './player-context';

export function registerDiceRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCall(app, placeDiceBetCall, {
    checkResponses: deps.config.checkResponses,
    context: (request) => inHouseStakeContext(deps, request),
    handle: ({ body }, player) => placeDiceBet(deps.db, player, body, deps.config.clock.nowMs()),
  });
}
