import { z } from 'zod';
import { GAME_TYPES, LANGUAGES, MAX_PAGE_SIZE_GAMES, PAGE_SIZE_FAVOURITES, PAGE_SIZE_RECENT, PAGE_SIZE_WINNERS, PRIZE_MODES } from '@croupier/domain';
import { defineCall } from './call';
import { wholeNumber } from './query-numbers';
import { gameCardSchema, vendorSchema } from './system';
import { walletCodeSchema } from './wallet';

const noInput = z.object({}).strict();
const language = z.enum(LANGUAGES);

/** SPEC §9: game pages hold PAGE_SIZE_GAMES by default; a caller may ask for up to MAX_PAGE_SIZE_GAMES. */
const pageNo = wholeNumber(1, 100_000).optional();
const pageSize = wholeNumber(1, MAX_PAGE_SIZE_GAMES).optional();

export const gamePageSchema = z.object({
  games: z.array(gameCardSchema),
  pageNo: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type GamePage = z.infer<typeof gamePageSchema>;

/** SPEC §7 getGameList: clientType 3, platform, merchant, gameType, pageNo, pageSize, language, optional vassalage. */
export const getGameList = defineCall({
  name: 'getGameList',
  method: 'GET',
  path: '/lgw/games/list',
  auth: false,
  query: z
    .object({
      clientType: z.literal('3').optional(),
      platform: z.string().regex(/^(flash|html5-desktop)(,(flash|html5-desktop))*$/, 'is a comma list of flash, html5-desktop').optional(),
      merchant: z.string().optional(),
      gameType: z.enum(GAME_TYPES),
      vassalage: z.string().min(1).max(16).optional(),
      pageNo,
      pageSize,
      language: language.optional(),
      prizeMode: z.string().optional(),
    })
    .strict(),
  body: noInput,
  value: gamePageSchema,
});

/** Search over game names in both languages, within the merchant's catalogue. */
export const searchGames = defineCall({
  name: 'searchGames',
  method: 'GET',
  path: '/lgw/games/search',
  auth: false,
  query: z
    .object({
      q: z.string().trim().min(2, 'needs at least 2 characters').max(50),
      gameType: z.enum(GAME_TYPES).optional(),
      pageNo,
      pageSize,
      language: language.optional(),
    })
    .strict(),
  body: noInput,
  value: gamePageSchema,
});

/** SPEC §7 getHotGameList. */
export const getHotGames = defineCall({
  name: 'getHotGames',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  auth: false,
  query: z
    .object({
      merchantCode: z.string().optional(),
      isPlatform: z.literal('2').optional(),
      platform: z.string().optional(),
      language: language.optional(),
    })
    .strict(),
  body: noInput,
  value: z.object({ games: z.array(gameCardSchema) }),
});

export const vendorLaneSchema = z.object({
  gameType: z.enum(GAME_TYPES),
  vendors: z.array(vendorSchema),
});
export type VendorLane = z.infer<typeof vendorLaneSchema>;

/** SPEC §7 getGameVendor: value.data.lanes. */
export const getGameVendors = defineCall({
  name: 'getGameVendors',
  method: 'GET',
  path: '/wps/relay/GCSGAME_newGameVendor',
  auth: false,
  query: z.object({ platform: z.string().optional(), language: language.optional() }).strict(),
  body: noInput,
  value: z.object({ data: z.object({ lanes: z.array(vendorLaneSchema) }) }),
});

const clientType = z.literal('3').optional();

export const winnerSchema = z.object({
  /** the game's art */
  iconUrl: z.string(),
  /** the game's large art, as on its card */
  lagerIcon: z.string(),
  /** the winner's name, masked so a player is never named in full to others */
  customerName: z.string(),
  /** integer minor units of the brand's currency */
  winAmount: z.number().int().min(0),
  /** SPEC §3: the amount is also carried in a vo object */
  vo: z.object({ winAmount: z.number().int().min(0) }),
  gameName: z.string(),
  gameId: z.string(),
  nodeId: z.string(),
  gameType: z.enum(GAME_TYPES),
  vassalage: z.string(),
  gameCode: z.string(),
  /** 1 when the game is on the merchant's hot list, as on a game card */
  isHot: z.union([z.literal(0), z.literal(1)]),
  wonAt: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;

/** SPEC §7 getWinnerBoard: gameCategory ALL, language, limitNum 20; response value.list, biggest wins first. */
export const getWinnerBoard = defineCall({
  name: 'getWinnerBoard',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  auth: false,
  query: z
    .object({
      gameCategory: z.enum(['ALL', ...GAME_TYPES]).optional(),
      language: language.optional(),
      limitNum: wholeNumber(1, PAGE_SIZE_WINNERS).optional(),
    })
    .strict(),
  body: noInput,
  value: z.object({ list: z.array(winnerSchema) }),
});

/** SPEC §7 getRecentGameList: page, pageSize 20, gameType, language, clientType 3; response list, latest first. */
export const getRecentGames = defineCall({
  name: 'getRecentGames',
  method: 'GET',
  path: '/lgw/games/recent',
  auth: true,
  query: z
    .object({
      page: wholeNumber(1, 100_000).optional(),
      pageSize: wholeNumber(1, PAGE_SIZE_RECENT).optional(),
      gameType: z.enum(GAME_TYPES).optional(),
      language: language.optional(),
      clientType,
    })
    .strict(),
  body: noInput,
  value: z.object({ list: z.array(gameCardSchema) }),
});

/** SPEC §3 favourite list: content, pageNum, totalPages. */
export const favouritePageSchema = z.object({
  content: z.array(gameCardSchema),
  pageNum: z.number().int().min(1),
  totalPages: z.number().int().min(0),
});

/** SPEC §7 getFavGameList: clientType 3, pageNo 1, pageSize 999, gameType; newest favourite first. */
export const getFavouriteGames = defineCall({
  name: 'getFavouriteGames',
  method: 'GET',
  path: '/lgw/games/favorites',
  auth: true,
  query: z
    .object({
      clientType,
      pageNo: wholeNumber(1, 100_000).optional(),
      pageSize: wholeNumber(1, PAGE_SIZE_FAVOURITES).optional(),
      gameType: z.enum(GAME_TYPES).optional(),
      language: language.optional(),
    })
    .strict(),
  body: noInput,
  value: favouritePageSchema,
});

/** SPEC §7 add/remove favourite: nodeId, vendor, gameType. Both are idempotent and answer the game's state. */
const favouriteInput = z
  .object({
    nodeId: z.string().min(1).max(64),
    vendor: z.string().min(1).max(16),
    gameType: z.enum(GAME_TYPES),
  })
  .strict();
const favouriteState = z.object({ nodeId: z.string(), favourite: z.boolean() });

export const addFavouriteGame = defineCall({
  name: 'addFavouriteGame',
  method: 'POST',
  path: '/lgw/games/favorites',
  auth: true,
  query: noInput,
  body: favouriteInput,
  value: favouriteState,
});

export const removeFavouriteGame = defineCall({
  name: 'removeFavouriteGame',
  method: 'DELETE',
  path: '/lgw/games/favorites',
  auth: true,
  query: noInput,
  body: favouriteInput,
  value: favouriteState,
});

export const LAUNCH_DEVICES = ['desktop', 'mobile'] as const;

/**
 * SPEC §7 launch game. The server decides by provider: a vendor with a connected engine gets a one-time
 * launch token and the engine's URL; a lottery game opens the lottery lobby with its prize mode; a vendor
 * with no connected engine answers `maintenance` with other games of the type to suggest (SPEC §8).
 */
export const launchGame = defineCall({
  name: 'launchGame',
  method: 'POST',
  path: '/wps/game/launchGame',
  auth: true,
  query: noInput,
  body: z
    .object({
      nodeId: z.string().min(1).max(64),
      gameType: z.enum(GAME_TYPES),
      vendor: z.string().min(1).max(16),
      /** a table of a live game, from GLS2_roomList */
      roomId: z.string().min(1).max(64).optional(),
      /** lottery games: the prize mode the client worked out from the menus (SPEC §4) */
      prizeMode: z.enum(PRIZE_MODES).optional(),
      /** lottery lobby view */
      view: z.enum(['betting', 'lobby']).optional(),
      device: z.enum(LAUNCH_DEVICES),
      language,
      /** where the game's exit button returns to: a path on this site, never "//" or "/\\" (another host to a browser) */
      backUrl: z.string().regex(/^\/(?![/\\])/, 'is a path on this site').max(200).optional(),
    })
    .strict(),
  value: z.discriminatedUnion('status', [
    z.object({
      status: z.literal('ready'),
      /** the engine's page, opened in a frame on the game page */
      url: z.string(),
      game: gameCardSchema,
      prizeMode: z.enum(PRIZE_MODES).optional(),
      /**
       * the wallet the game's stakes come from: MAIN, or in a transfer-wallet brand the vendor's own
       * wallet, which holds only what the player moved there (the page offers that transfer first)
       */
      wallet: walletCodeSchema.optional(),
    }),
    z.object({
      status: z.literal('maintenance'),
      game: gameCardSchema,
      suggestions: z.array(gameCardSchema),
    }),
  ]),
});
export type LaunchResult = z.infer<typeof launchGame.value>;

export const roomSchema = z.object({
  roomId: z.string(),
  name: z.string(),
  /** integer minor units */
  minBet: z.number().int().min(0),
  maxBet: z.number().int().min(0),
  seats: z.number().int().min(0),
  players: z.number().int().min(0),
  open: z.boolean(),
});
export type Room = z.infer<typeof roomSchema>;

/** SPEC §7 rooms list: the tables of a live game, for the player to pick before the launch. */
export const getRoomList = defineCall({
  name: 'getRoomList',
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  auth: true,
  query: z.object({ nodeId: z.string().min(1).max(64), language: language.optional() }).strict(),
  body: noInput,
  value: z.object({ rooms: z.array(roomSchema) }),
});
