import type { GameCard } from '@croupier/contract';
import { isGameType, PRIZE_MODES, type GameType, type PrizeMode } from '@croupier/domain';

/** SPEC §2 game page: the play buttons lead here and the page asks for the launch itself (ADR 0007). */
export const GAME_PAGE_PATH = '/seamless';

export interface LaunchRequest {
  nodeId: string;
  gameType: GameType;
  vendor: string;
  /** a table of a live game, picked in the game popup */
  roomId?: string;
  /** lottery games: the prize mode worked out from the menus (SPEC §4) */
  prizeMode?: PrizeMode;
}

export function launchRequestOf(card: GameCard, extra: Pick<LaunchRequest, 'roomId' | 'prizeMode'> = {}): LaunchRequest {
  return { nodeId: card.nodeId, gameType: card.gameType, vendor: card.vassalage, ...extra };
}

/** `/seamless?game=<nodeId>&type=<gameType>&vendor=<vassalage>`, plus the table or prize mode when there is one. */
export function gamePagePath(request: LaunchRequest): string {
  const search = new URLSearchParams({ game: request.nodeId, type: request.gameType, vendor: request.vendor });
  if (request.roomId) search.set('room', request.roomId);
  if (request.prizeMode) search.set('prizeMode', request.prizeMode);
  return `${GAME_PAGE_PATH}?${search.toString()}`;
}

function isPrizeMode(value: string | null): value is PrizeMode {
  return value !== null && (PRIZE_MODES as readonly string[]).includes(value);
}

/** The launch a game page's address asks for, or null when the address is missing part of it. */
export function launchRequestFromSearch(search: URLSearchParams): LaunchRequest | null {
  const nodeId = search.get('game')?.trim();
  const gameType = search.get('type');
  const vendor = search.get('vendor')?.trim();
  if (!nodeId || !vendor || !isGameType(gameType)) return null;
  const roomId = search.get('room')?.trim();
  const prizeMode = search.get('prizeMode');
  return { nodeId, gameType, vendor, ...(roomId ? { roomId } : {}), ...(isPrizeMode(prizeMode) ? { prizeMode } : {}) };
}

/** The launch call takes a path on this site of at most this length, never "//host" or "/\\host". */
const BACK_URL_MAX_CHARS = 200;
const SITE_PATH = /^\/(?![/\\])/;

/** Where the game's exit returns to: the page the player came from; an address too long for the call falls back to its path. */
export function backUrlOf(pathname: string, search = ''): string {
  if (!SITE_PATH.test(pathname)) return '/';
  const full = `${pathname}${search}`;
  if (full.length <= BACK_URL_MAX_CHARS) return full;
  return pathname.length <= BACK_URL_MAX_CHARS ? pathname : '/';
}

/** The back address handed to the game page through the history entry, if it is one of ours. */
export function backUrlFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('backUrl' in state)) return null;
  const { backUrl } = state as { backUrl: unknown };
  return typeof backUrl === 'string' && SITE_PATH.test(backUrl) && backUrl.length <= BACK_URL_MAX_CHARS ? backUrl : null;
}
