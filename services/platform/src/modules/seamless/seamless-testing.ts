import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SEAMLESS_HEADERS, launchGame, seamlessAuthenticate, type CallDefinition, type GameCard } from '@croupier/contract';
import type { GameType } from '@croupier/domain';
import type { Database } from '../../db/database';
import { fund } from '../../../testing/ledger';
import { launch, newPlayer, setEngine, someGame } from '../../../testing/play';
import { repoBrand } from '../../../testing/test-app';
import { balanceOf } from '../ledger';
import { memberAccount, walletForGame } from './player-wallet';
import { registerProvider } from './service';
import { seamlessSignatureOf } from './signature';

export const TEST_PROVIDER = { code: 'TESTPROV', secret: 'test-provider-secret-0123456789' } as const;
export const OTHER_PROVIDER = { code: 'OTHERPROV', secret: 'other-provider-secret-98765' } as const;
/** The engine test launches point at; nothing listens there, the tests play the provider's part. */
export const TEST_ENGINE_URL = 'https://engine.example/launch';

const MERCHANT_OF: Record<string, string> = { shonali: 'SHONALI', northstar: 'NORTHSTAR' };

export async function registerTestProviders(db: Database, nowMs: number): Promise<void> {
  await registerProvider(db, TEST_PROVIDER.code, TEST_PROVIDER.secret, nowMs);
  await registerProvider(db, OTHER_PROVIDER.code, OTHER_PROVIDER.secret, nowMs);
}

export interface SignedRequestOptions {
  provider?: { code: string; secret: string };
  timestampMs?: number;
  /** send these bytes instead of JSON.stringify(body) (signed as sent unless `signedBody` says otherwise) */
  rawBody?: string;
  /** sign these bytes while sending others */
  signedBody?: string;
  headers?: Record<string, string>;
}

/** A provider's signed call, as a real provider sends it: JSON text, then the signature over that text. */
export function signedCall(app: FastifyInstance, call: CallDefinition, body: unknown, options: SignedRequestOptions = {}): Promise<LightMyRequestResponse> {
  const provider = options.provider ?? TEST_PROVIDER;
  const rawBody = options.rawBody ?? JSON.stringify(body);
  const timestamp = String(options.timestampMs ?? Date.now());
  return app.inject({
    method: call.method,
    url: call.path,
    headers: {
      'content-type': 'application/json',
      [SEAMLESS_HEADERS.provider]: provider.code,
      [SEAMLESS_HEADERS.timestamp]: timestamp,
      [SEAMLESS_HEADERS.signature]: seamlessSignatureOf(provider.secret, timestamp, options.signedBody ?? rawBody),
      ...options.headers,
    },
    payload: rawBody,
  });
}

export interface LaunchedPlayer {
  brand: string;
  merchantCode: string;
  memberId: string;
  token: string;
  game: GameCard;
  /** the wallet this game plays against */
  wallet: string;
  launchToken: string;
}

/** A new member of the brand, logged in, launched into a game of a vendor connected to the test engine. */
export async function launchedPlayer(app: FastifyInstance, brand: string, nowMs: () => number, gameType: GameType = 'RNG', vassalage?: string): Promise<LaunchedPlayer> {
  const player = await newPlayer(app, brand, nowMs);
  const game = await someGame(app, brand, gameType, vassalage);
  await setEngine(app, game.vassalage, TEST_ENGINE_URL);
  const launchToken = await newLaunchToken(app, brand, player.token, game);
  const merchantCode = MERCHANT_OF[brand] ?? brand.toUpperCase();
  return { brand, merchantCode, memberId: player.memberId, token: player.token, game, wallet: walletForGame(repoBrand(brand), game.vassalage), launchToken };
}

export async function newLaunchToken(app: FastifyInstance, brand: string, sessionToken: string, game: GameCard): Promise<string> {
  const response = await launch(app, brand, sessionToken, game);
  expect(response.statusCode, response.body).toBe(200);
  const result = launchGame.value.parse(response.json().value);
  if (result.status !== 'ready') throw new Error(`${game.vassalage} is not connected to an engine`);
  const token = new URL(result.url).searchParams.get('token');
  if (!token) throw new Error('the launch URL carries no token');
  return token;
}

export interface GameSession {
  playerId: string;
  sessionToken: string;
  gameCode: string;
}

export async function authenticated(app: FastifyInstance, launchToken: string, timestampMs?: number): Promise<GameSession> {
  const response = await signedCall(app, seamlessAuthenticate, { launchToken }, timestampMs === undefined ? {} : { timestampMs });
  expect(response.statusCode, response.body).toBe(200);
  const value = seamlessAuthenticate.value.parse(response.json().value);
  return { playerId: value.playerId, sessionToken: value.sessionToken, gameCode: value.gameCode };
}

export function fundWallet(db: Database, player: Pick<LaunchedPlayer, 'merchantCode' | 'memberId' | 'wallet'>, amountMinor: bigint, wallet: string = player.wallet) {
  return fund(db, memberAccount(player.merchantCode, player.memberId, wallet), amountMinor);
}

export function walletBalance(db: Database, player: Pick<LaunchedPlayer, 'merchantCode' | 'memberId' | 'wallet'>, wallet: string = player.wallet): Promise<bigint> {
  return balanceOf(db, memberAccount(player.merchantCode, player.memberId, wallet));
}
