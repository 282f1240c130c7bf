import type { FastifyRequest } from 'fastify';
import type { GameType } from '@croupier/domain';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { memberContext, type MemberContext, refuseTrial } from '../accounts';
import type { CatalogueEntry, CatalogueSnapshot } from '../games';

/** SPEC §4 and §6: favourites, recent games and launches need a true account; free play only browses. */
export async function playerContext(deps: AppDeps, request: FastifyRequest): Promise<MemberContext> {
  const context = await memberContext(deps, request);
  refuseTrial(context.member);
  return context;
}

/** The member a favourite, recent or launch row belongs to. */
export interface Player {
  merchantCode: string;
  memberId: string;
}

export function gameNotFound(nodeId: string): ApiError {
  return new ApiError('GAME_NOT_FOUND', `No game ${nodeId} among this site's games`);
}

export interface GameReference {
  nodeId: string;
  vendor: string;
  gameType: GameType;
}

/**
 * The game a request names: a game of one of the merchant's enabled vendors whose vendor and type are
 * the ones sent too, so a stale or forged card cannot reach a game the page did not show.
 */
export function requireGame(snapshot: CatalogueSnapshot, reference: GameReference): CatalogueEntry {
  const game = snapshot.gameByNodeId(reference.nodeId);
  if (!game || game.vassalage !== reference.vendor || game.gameType !== reference.gameType) throw gameNotFound(reference.nodeId);
  return game;
}
