import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { getGameList, type GameCard } from '@croupier/contract';
import type { GameType } from '@croupier/domain';
import { GOOD_PASSWORD, authed, createMember, hostOf, loginToken, nextIp, nextUsername } from './accounts';
import { send, sendOps } from './test-app';

export interface TestPlayer {
  token: string;
  memberId: string;
  username: string;
}

/** A new player of the brand, logged in. */
export async function newPlayer(app: FastifyInstance, brand = 'shonali', nowMs?: () => number): Promise<TestPlayer> {
  const username = nextUsername('fan');
  const member = await createMember(app, brand, { username, password: GOOD_PASSWORD, type: 0 });
  const token = await loginToken(app, { brand, username, password: GOOD_PASSWORD, ip: nextIp(), ...(nowMs ? { nowMs } : {}) });
  return { token, memberId: member.id, username };
}

/** A free-play (trial) session; only brands that offer free play have one. */
export async function trialToken(app: FastifyInstance, brand = 'shonali'): Promise<string> {
  const response = await send(app, { method: 'POST', url: '/wps/session/login/freeplay', host: hostOf(brand), ip: nextIp(), payload: { os: 'Linux', platform: 'W', gatewayVersion: 3 } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value.token as string;
}

/** One page of a game type as the list page shows it. */
export async function listGames(app: FastifyInstance, brand: string, gameType: GameType, query = ''): Promise<GameCard[]> {
  const response = await send(app, { url: `/lgw/games/list?gameType=${gameType}&pageSize=100&language=en${query}`, host: hostOf(brand) });
  expect(response.statusCode, response.body).toBe(200);
  return getGameList.value.parse(response.json().value).games;
}

/** A game of the type (and vendor when named) that the brand's list shows. */
export async function someGame(app: FastifyInstance, brand: string, gameType: GameType, vassalage?: string, index = 0): Promise<GameCard> {
  const games = await listGames(app, brand, gameType, vassalage ? `&vassalage=${vassalage}` : '');
  const game = games[index];
  if (!game) throw new Error(`${brand} lists no ${gameType} game${vassalage ? ` of ${vassalage}` : ''}`);
  return game;
}

export async function setEngine(app: FastifyInstance, vassalage: string, launchUrl: string | null): Promise<LightMyRequestResponse> {
  const response = await sendOps(app, { method: 'PUT', url: `/ops/vendors/${vassalage}/engine`, payload: { launchUrl } });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

export const refOf = (game: GameCard) => ({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });

export function launch(app: FastifyInstance, brand: string, token: string, game: GameCard, extra: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
  return authed(app, brand, token, { method: 'POST', url: '/wps/game/launchGame', payload: { ...refOf(game), device: 'desktop', language: 'en', ...extra } });
}
