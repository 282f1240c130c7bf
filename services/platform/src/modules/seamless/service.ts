import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { seamlessAuthenticate, seamlessBalance } from '@croupier/contract';
import { MAIN_WALLET, isTrialType } from '@croupier/domain';
import type { Brand } from '@croupier/brand-config';
import type { AppDeps } from '../../app-deps';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { selectMemberById } from '../accounts';
import { providerChangedHere } from './provider-keys';
import { maskCustomerName, selectCatalogueGame } from '../games';
import { tokenHashOf } from '../sessions';
import { balanceOf, playableBalanceOf } from '../ledger';
import { balanceNumber, memberAccount, walletForGame } from './player-wallet';
import {
  consumeLaunchToken,
  ensurePlayer,
  insertGameSession,
  selectGameSession,
  selectPlayer,
  touchGameSession,
  upsertProvider,
  type SeamlessPlayer,
  type StoredGameSession,
} from './repository';

/** A game session ends 30 minutes after its last use... */
export const GAME_SESSION_IDLE_MS = 30 * 60 * 1000;
/** ...and 12 hours after it began, like a player's login. */
export const GAME_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so a busy game does not write on every call. */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

export type AuthenticateValue = z.output<typeof seamlessAuthenticate.value>;
export type BalanceValue = z.output<typeof seamlessBalance.value>;

/** Adds a provider or changes its secret; `pnpm start` registers the demo provider this way at every start. */
export async function registerProvider(db: Queryable, providerCode: string, secret: string, nowMs: number, active = true): Promise<void> {
  await upsertProvider(db, providerCode, secret, active, nowMs);
  providerChangedHere();
}

export function brandOfMerchant(deps: AppDeps, merchantCode: string): Brand {
  const brand = deps.brands.byMerchantCode(merchantCode);
  if (!brand) throw new Error(`seamless: merchant ${merchantCode} has no brand file on this server`);
  return brand;
}

/** The member behind a provider's player id, or PLAYER_NOT_FOUND (also for another provider's players). */
export async function requirePlayer(db: Queryable, providerCode: string, playerId: string): Promise<SeamlessPlayer> {
  const player = await selectPlayer(db, providerCode, playerId);
  if (!player) throw new ApiError('PLAYER_NOT_FOUND', `No player ${playerId} is known to provider ${providerCode}`);
  return player;
}

/**
 * A live game session of this player and game, seen now: SESSION_EXPIRED after 30 idle minutes, 12
 * hours in all, or for a token this provider never got. Only stakes and balance reads need one.
 */
export async function requireLiveSession(db: Queryable, providerCode: string, request: { playerId: string; sessionToken: string; gameCode: string }, nowMs: number): Promise<StoredGameSession> {
  return liveSessionOf(db, await selectGameSession(db, providerCode, tokenHashOf(request.sessionToken)), request, nowMs);
}

/** requireLiveSession for a session already read (null when none has the token). */
export async function liveSessionOf(db: Queryable, session: StoredGameSession | null, request: { playerId: string; sessionToken: string; gameCode: string }, nowMs: number): Promise<StoredGameSession> {
  if (!session || session.playerId !== request.playerId) throw new ApiError('SESSION_EXPIRED', 'No game session of this player has this token; open the game again');
  if (nowMs >= session.expiresAtMs) throw new ApiError('SESSION_EXPIRED', 'The game session reached its 12-hour limit; open the game again');
  if (nowMs - session.lastSeenAtMs >= GAME_SESSION_IDLE_MS) throw new ApiError('SESSION_EXPIRED', 'The game session ended after 30 minutes without play; open the game again');
  if (session.gameCode !== request.gameCode) {
    throw new ApiError('VALIDATION_FAILED', 'gameCode is not the game of this session', [{ field: 'gameCode', message: `is not ${session.gameCode}, the game of this session` }]);
  }
  if (nowMs - session.lastSeenAtMs >= LAST_SEEN_RESOLUTION_MS) await touchGameSession(db, tokenHashOf(request.sessionToken), nowMs);
  return session;
}

/**
 * Exchanges a one-time launch token (modules/play) for a game session: the token is marked used in
 * the same statement that reads it, so it works once, and only within its two minutes.
 */
export async function authenticate(deps: AppDeps, providerCode: string, launchToken: string): Promise<AuthenticateValue> {
  const nowMs = deps.config.clock.nowMs();
  return deps.db.transaction(async (tx) => {
    const launch = await consumeLaunchToken(tx, tokenHashOf(launchToken), nowMs);
    if (!launch) throw new ApiError('LAUNCH_TOKEN_INVALID', 'The launch token was already used, has expired or was never issued; the player opens the game again');
    const member = await selectMemberById(tx, launch.merchantCode, launch.memberId);
    const game = await selectCatalogueGame(tx, launch.gameId);
    if (!member || !game) throw new ApiError('LAUNCH_TOKEN_INVALID', 'The launch token names a player or game that no longer exists');
    const brand = brandOfMerchant(deps, launch.merchantCode);
    const wallet = walletForGame(brand, game.vassalage);
    const playerId = await ensurePlayer(tx, providerCode, launch.merchantCode, launch.memberId, `P${randomBytes(15).toString('hex')}`, nowMs);
    const sessionToken = randomBytes(32).toString('base64url');
    await insertGameSession(tx, {
      tokenHash: tokenHashOf(sessionToken),
      providerCode,
      playerId,
      gameId: game.gameId,
      gameCode: game.gameCode,
      wallet,
      createdAtMs: nowMs,
      expiresAtMs: nowMs + GAME_SESSION_ABSOLUTE_MS,
    });
    const balanceMinor = await playBalanceOf(tx, launch.merchantCode, launch.memberId, wallet);
    return {
      playerId,
      sessionToken,
      nickname: maskCustomerName(member.username),
      gameCode: game.gameCode,
      language: brand.languages.default,
      currency: brand.currency.code,
      scale: brand.currency.scale,
      balanceMinor: balanceNumber(balanceMinor),
      demo: isTrialType(member.type),
    };
  });
}

/**
 * What a game session plays with: its wallet's balance, and on MAIN the locked BONUS wallet beside it
 * (decision 0045: bonus money plays after cash).
 */
function playBalanceOf(db: Queryable, merchantCode: string, memberId: string, wallet: string): Promise<bigint> {
  return wallet === MAIN_WALLET ? playableBalanceOf(db, merchantCode, memberId) : balanceOf(db, memberAccount(merchantCode, memberId, wallet));
}

/** The balance of the wallet the session's game plays against (with bonus money beside MAIN). */
export async function sessionBalance(deps: AppDeps, providerCode: string, request: { playerId: string; sessionToken: string; gameCode: string }): Promise<BalanceValue> {
  const nowMs = deps.config.clock.nowMs();
  const player = await requirePlayer(deps.db, providerCode, request.playerId);
  const session = await requireLiveSession(deps.db, providerCode, request, nowMs);
  const brand = brandOfMerchant(deps, player.merchantCode);
  const balanceMinor = await playBalanceOf(deps.db, player.merchantCode, player.memberId, session.wallet);
  return { balanceMinor: balanceNumber(balanceMinor), currency: brand.currency.code };
}
