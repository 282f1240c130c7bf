import type { FastifyRequest } from 'fastify';
import type { Brand } from '@croupier/brand-config';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { memberContext } from '../accounts';
import type { InHousePlayer } from './player';

/**
 * The context of every in-house call: a member of the brand with a session, free play included: a
 * free-play member plays with the demo balance the ledger gave them, against DEMO_FUNDS.
 */
export async function inHousePlayerContext(deps: AppDeps, request: FastifyRequest): Promise<InHousePlayer> {
  const { brand, member } = await memberContext(deps, request);
  return { brand, member, keys: deps.keyring.of(brand.merchantCode) };
}

/** The in-house games are the BGS vendor's: a brand whose file does not offer it takes no bets on them. */
export function offersInHouseGames(brand: Brand): boolean {
  return brand.catalogue.vendors.BGS?.includes('BGS') ?? false;
}

/**
 * The context of a call that stakes or plays an in-house game: as inHousePlayerContext, refused with
 * the launch's own answer where the brand does not offer the games (a bet sent by hand must not reach
 * a game its site never lists). Checking past rounds (fairness) stays open: what was played stays
 * verifiable.
 */
export async function inHouseStakeContext(deps: AppDeps, request: FastifyRequest): Promise<InHousePlayer> {
  const player = await inHousePlayerContext(deps, request);
  if (!offersInHouseGames(player.brand)) throw new ApiError('GAME_NOT_FOUND', `${player.brand.displayName} offers no in-house games`);
  return player;
}
