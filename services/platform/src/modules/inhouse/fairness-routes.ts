import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getInHouseFairness, getInHouseRound, getInHouseSettings, rotateInHouseSeeds } from '@croupier/contract';
import { IN_HOUSE_GAMES, type InHouseGame } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { registerCall } from '../../http/register-call';
import { toApiMinor } from '../ledger';
import { betLimitsOf, houseEdgeOf } from './games';
import { seedOwnerOf } from './player';
import { inHousePlayerContext } from './player-context';
import { inHouseRoundDetails } from './round-details';
import { fairnessState, rotateSeedPair } from './seed-pairs';

/** What the three games share: settings, the seed pair and any round by id. */
export function registerFairnessRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { checkResponses } = deps.config;
  const context = (request: FastifyRequest) => inHousePlayerContext(deps, request);
  const now = () => deps.config.clock.nowMs();

  registerCall(app, getInHouseSettings, {
    checkResponses,
    context,
    handle: async (_input, { brand }) => {
      const limitsOf = (game: InHouseGame) => {
        const limits = betLimitsOf(brand, game);
        return { minBetMinor: toApiMinor(limits.minBetMinor), maxBetMinor: toApiMinor(limits.maxBetMinor) };
      };
      const [CRASH, DICE, MINES] = IN_HOUSE_GAMES.map(limitsOf);
      if (!CRASH || !DICE || !MINES) throw new Error('inhouse: a game has no limits');
      return { houseEdgeBps: houseEdgeOf(brand), limits: { CRASH, DICE, MINES } };
    },
  });
  registerCall(app, getInHouseFairness, {
    checkResponses,
    context,
    handle: (_input, player) => fairnessState(deps.db, seedOwnerOf(player), now()),
  });
  registerCall(app, rotateInHouseSeeds, {
    checkResponses,
    context,
    handle: ({ body }, player) => rotateSeedPair(deps.db, seedOwnerOf(player), body.clientSeed, now()),
  });
  registerCall(app, getInHouseRound, {
    checkResponses,
    context,
    handle: ({ params }, player) => inHouseRoundDetails(deps.db, player, params.roundId, now()),
  });
}
