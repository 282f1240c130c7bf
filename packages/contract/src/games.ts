import { z } from 'zod';
import { GAME_TYPES, LANGUAGES } from '@croupier/domain';
import { defineCall } from './call';
import { gameCardSchema } from './system';

const noInput = z.object({}).strict();
const language = z.enum(LANGUAGES);

/** Query strings arrive as text; paging numbers are whole numbers written in digits. */
const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, 'is a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** SPEC §9: game pages hold 20 by default; a caller may ask for up to 100. */
export const MAX_PAGE_SIZE_GAMES = 100;
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
  vendors: z.array(z.object({ vassalage: z.string(), name: z.string(), gameCount: z.number().int().min(0), iconUrl: z.string() })),
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
