import { randomBytes } from 'node:crypto';
import type { GameCard, LaunchResult } from '@croupier/contract';
import { MAIN_WALLET, type GameType, type Language, type PrizeMode } from '@croupier/domain';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { recordRecent, roomBelongsTo, type CatalogueEntry, type CatalogueSnapshot } from '../games';
import { inHouseGamePage } from '../inhouse';
import { insertLaunchToken } from '../seamless';
import { tokenHashOf } from '../sessions';
import { launchUrlOf } from './launch-url';
import { requireGame, type GameReference, type Player } from './player';
import { RECENT_GAMES_KEPT } from './recent';

/** The engine must exchange a launch token soon after the page opens it; a reload asks for a new one. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60 * 1000;
/** Other games offered when a game's vendor cannot take players. */
export const SUGGESTIONS_LIMIT = 6;
const LOTTERY_TYPES: readonly GameType[] = ['LOTT', 'ELOTT'];
/** The brand file's wallet mode: one wallet, or a main wallet plus one per vendor. */
type WalletMode = 'single' | 'transfer';

export interface LaunchRequest extends GameReference {
  roomId?: string | undefined;
  view?: 'betting' | 'lobby' | undefined;
  device: string;
  language: Language;
  backUrl?: string | undefined;
}

/**
 * Other games of the same type to offer instead: those whose vendor can take players first, each
 * group hot first, and never the game that could not open.
 */
export function suggestionsFor(snapshot: CatalogueSnapshot, game: CatalogueEntry, language: Language): GameCard[] {
  const others = snapshot.inListOrder(language, game.gameType).filter((other) => other.gameId !== game.gameId);
  const connected = others.filter((other) => other.vendor.launchUrl !== null);
  const rest = others.filter((other) => other.vendor.launchUrl === null);
  return [...connected, ...rest].slice(0, SUGGESTIONS_LIMIT).map((other) => snapshot.card(other, language));
}

/**
 * SPEC §4 launch. A connected vendor gets a one-time token (only its hash is kept) inside the engine's
 * URL, and the game goes to the top of the member's recent games; a vendor with no engine answers
 * maintenance with other games to play. The in-house games answer their page on the brand's site.
 */
export async function launchGame(
  db: Database,
  snapshot: CatalogueSnapshot,
  player: Player,
  request: LaunchRequest,
  nowMs: number,
  walletMode: WalletMode = 'single',
): Promise<LaunchResult> {
  const game = requireGame(snapshot, request);
  if (request.roomId !== undefined && !(await roomBelongsTo(db, request.roomId, game.gameId))) {
    throw new ApiError('VALIDATION_FAILED', 'roomId is not a table of this game', [{ field: 'roomId', message: 'is not a table of this game' }]);
  }
  const card = snapshot.card(game, request.language);
  // Crash, Dice and Mines are played on the brand's own pages, against this server: no engine, no launch token.
  const inHousePage = inHouseGamePage(game.vassalage, game.gameCode);
  if (inHousePage !== null) {
    await db.transaction((tx) => recordRecent(tx, player.merchantCode, player.memberId, game.gameId, nowMs, RECENT_GAMES_KEPT));
    return { status: 'ready', url: inHousePage, game: card, wallet: MAIN_WALLET };
  }
  const engineUrl = game.vendor.launchUrl;
  if (engineUrl === null) return { status: 'maintenance', game: card, suggestions: suggestionsFor(snapshot, game, request.language) };

  // SPEC §4: the prize mode follows this merchant's ELOTT cards, whatever the page worked out.
  const prizeMode: PrizeMode | undefined = LOTTERY_TYPES.includes(game.gameType) ? snapshot.prizeMode : undefined;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await insertLaunchToken(tx, {
      tokenHash: tokenHashOf(token),
      merchantCode: player.merchantCode,
      memberId: player.memberId,
      gameId: game.gameId,
      roomId: request.roomId ?? null,
      createdAtMs: nowMs,
      expiresAtMs: nowMs + LAUNCH_TOKEN_TTL_MS,
    });
    await recordRecent(tx, player.merchantCode, player.memberId, game.gameId, nowMs, RECENT_GAMES_KEPT);
  });
  const url = launchUrlOf(engineUrl, {
    token,
    gameCode: game.gameCode,
    language: request.language,
    device: request.device,
    lobby: request.backUrl ?? '/',
    roomId: request.roomId,
    lottery: prizeMode ? { prizeMode, view: request.view ?? 'lobby' } : undefined,
  });
  // In a transfer-wallet brand the engine's stakes come from the vendor's own wallet (decision 0010).
  const wallet = walletMode === 'transfer' ? game.vassalage : MAIN_WALLET;
  return prizeMode ? { status: 'ready', url, game: card, prizeMode, wallet } : { status: 'ready', url, game: card, wallet };
}
