import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cashOutCrashBet as cashOutCall, getCrashState, placeCrashBet as placeCall } from '@croupier/contract';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { registerCall } from '../../http/register-call';
import { cashOutCrashBet, placeCrashBet } from './crash-bets';
import { readCrashState } from './crash-state';
import type { CrashTables } from './crash-tables';
import { inHousePlayerContext, inHouseStakeContext } from './player-context';
import type { InHousePlayer } from './player';

/** The Crash calls; each one also keeps the brand's rounds going while players are about. */
export function registerCrashRoutes(app: FastifyInstance, deps: AppDeps, tables: CrashTables): void {
  const { checkResponses } = deps.config;
  const now = () => deps.config.clock.nowMs();
  const context = async (request: FastifyRequest): Promise<InHousePlayer> => {
    const player = await inHousePlayerContext(deps, request);
    await tables.of(player.brand).ensureRunning();
    return player;
  };

  registerCall(app, getCrashState, {
    checkResponses,
    context,
    handle: async (_input, player) => {
      const state = await readCrashState(deps.db, player.brand.merchantCode, player.member.id, now());
      if (!state) throw new ApiError('ROUND_CLOSED', 'The first Crash round is being set up; ask again in a moment');
      return state;
    },
  });
  // A bet needs the brand to offer the games; a bet already placed is cashed out whatever its file says since.
  const stakeContext = async (request: FastifyRequest): Promise<InHousePlayer> => {
    const player = await inHouseStakeContext(deps, request);
    await tables.of(player.brand).ensureRunning();
    return player;
  };
  registerCall(app, placeCall, { checkResponses, context: stakeContext, handle: ({ body }, player) => placeCrashBet(deps.db, player, body, now()) });
  registerCall(app, cashOutCall, { checkResponses, context, handle: ({ body }, player) => cashOutCrashBet(deps.db, player, body.roundId, tables.beacon, now()) });
}
