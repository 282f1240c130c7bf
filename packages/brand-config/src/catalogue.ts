import { z } from 'zod';
import { GAME_TYPES, type GameType } from '@croupier/domain';
import { LICENSED_CATEGORIES, defaultVendorsByCategory, isLicensedCategory, platformVendor, vendorsOfCategory } from './vendors';

/** Hot lists and pinned lists are read by people choosing what to show first; beyond this they are a catalogue. */
const MAX_LISTED_GAMES = 100;
/** The most-played rule looks back at most this far; launches are what it counts. */
const MAX_MOST_PLAYED_DAYS = 90;

function firstRepeated(values: readonly string[]): string | undefined {
  return values.find((value, index) => values.indexOf(value) !== index);
}

function vendorCode(gameType: GameType) {
  const codes = vendorsOfCategory(gameType);
  return z.enum(codes as [string, ...string[]], {
    error: (issue) => {
      const known = typeof issue.input === 'string' ? platformVendor(issue.input) : undefined;
      const shown = JSON.stringify(issue.input);
      if (known) return `${shown} has no ${gameType} games (its games are ${known.categories.join(', ')}). Fix: list it under ${known.categories.join(' or ')}, or use one of ${codes.join(', ')}`;
      return `${shown} is not a vendor of this platform. Fix: use one of ${codes.join(', ')} (the ${gameType} vendors)`;
    },
  });
}

function vendorsOfCategorySchema(gameType: GameType) {
  const licence = isLicensedCategory(gameType) ? ` Needs "${gameType}" in licensedCategories.` : '';
  return z
    .array(vendorCode(gameType))
    .refine((codes) => firstRepeated(codes) === undefined, {
      error: (issue) => `lists ${JSON.stringify(firstRepeated(issue.input as string[]))} twice. Fix: keep one`,
    })
    .optional()
    .describe(`${gameType} vendors the brand offers, in the order its pages show them.${licence}`);
}

const vendorsSchema = z.strictObject(
  Object.fromEntries(GAME_TYPES.map((gameType) => [gameType, vendorsOfCategorySchema(gameType)])) as Record<GameType, ReturnType<typeof vendorsOfCategorySchema>>,
);

/** The catalogue's game ids: the vendor code and the game code, lower case, joined by a dash (bgs-crash). */
const GAME_ID = /^[a-z0-9]+-[a-z0-9-]+$/;

const gameIdSchema = z.string().regex(GAME_ID, {
  error: (issue) => `${JSON.stringify(issue.input)} is not a game id. Fix: write the id the catalogue gives the game, the vendor code and game code in lower case, such as "bgs-crash"`,
});

function gameListSchema(what: string) {
  return z
    .array(gameIdSchema)
    .max(MAX_LISTED_GAMES)
    .refine((ids) => firstRepeated(ids) === undefined, {
      error: (issue) => `names ${JSON.stringify(firstRepeated(issue.input as string[]))} twice. Fix: keep one`,
    })
    .describe(what);
}

const pinnedSchema = gameListSchema('Games shown first on the hot list, in this order, before the rule’s games').default([]);

const featuredRule = z
  .strictObject({
    rule: z.literal('featured'),
    pinned: pinnedSchema,
    count: z.number().int().min(1).max(10_000).optional().describe('At most this many hot games, pinned ones included; left out, every featured game'),
  })
  .describe('The games the vendors feature, of the vendors and categories the brand offers, in the catalogue’s order');

const listRule = z
  .strictObject({
    rule: z.literal('list'),
    games: gameListSchema('The hot games, in this order').min(1),
  })
  .describe('Exactly these games, in this order');

const mostPlayedRule = z
  .strictObject({
    rule: z.literal('mostPlayed'),
    count: z.number().int().min(1).max(MAX_LISTED_GAMES).describe('How many games the hot list holds, pinned ones included'),
    days: z.number().int().min(1).max(MAX_MOST_PLAYED_DAYS).default(7).describe('Days looked back: a game ranks by how many of the brand’s players launched it in them'),
    pinned: pinnedSchema,
  })
  .describe('The games most of the brand’s players launched lately; featured games fill the list while fewer were played');

const hotGamesSchema = z
  .discriminatedUnion('rule', [featuredRule, listRule, mostPlayedRule], {
    error: 'needs "rule": "featured", "list" or "mostPlayed". Fix: pick one (see brand.schema.json for what each takes)',
  })
  .describe('What the home page’s hot row shows, and which cards carry the hot mark and lead their lists');

export const catalogueSchema = z
  .strictObject({
    vendors: vendorsSchema.optional().describe('Vendors per game category, each in the order the category shows them; a category left out is not offered. Left out, every vendor of every category the brand may offer, in the platform’s order'),
    licensedCategories: z
      .array(
        z.enum(LICENSED_CATEGORIES, {
          error: (issue) => `${JSON.stringify(issue.input)} needs no licence. Fix: remove it; only ${LICENSED_CATEGORIES.join(', ')} does`,
        }),
      )
      .default([])
      .describe(`Categories that need a licence (${LICENSED_CATEGORIES.join(', ')}) and that the brand holds one for; without it they are off`),
    hotGames: hotGamesSchema.prefault({ rule: 'featured' }),
  })
  .superRefine((catalogue, context) => {
    const vendors = catalogue.vendors;
    if (vendors) {
      for (const gameType of GAME_TYPES) {
        if (!isLicensedCategory(gameType) || !vendors[gameType]?.length || catalogue.licensedCategories.includes(gameType)) continue;
        context.addIssue({
          code: 'custom',
          path: ['vendors', gameType],
          message: `${gameType} needs a licence the file does not declare. Fix: add "${gameType}" to catalogue.licensedCategories if the brand holds one, or remove the category`,
        });
      }
    }
    const offered = new Set(Object.values(vendors ?? defaultVendorsByCategory(catalogue.licensedCategories)).flat());
    const hot = catalogue.hotGames;
    const lists: [string, readonly string[]][] = hot.rule === 'list' ? [['games', hot.games]] : [['pinned', hot.pinned]];
    for (const [field, ids] of lists) {
      ids.forEach((id, index) => {
        const vendor = (id.split('-')[0] ?? '').toUpperCase();
        if (!GAME_ID.test(id) || offered.has(vendor)) return;
        context.addIssue({
          code: 'custom',
          path: ['hotGames', field, index],
          message: `${JSON.stringify(id)} is a game of ${vendor}, which the brand does not offer. Fix: offer ${vendor} under catalogue.vendors, or take the game off`,
        });
      });
    }
    if (hot.rule !== 'list' && hot.count !== undefined && hot.count < hot.pinned.length) {
      context.addIssue({ code: 'custom', path: ['hotGames', 'count'], message: `is below the ${hot.pinned.length} pinned games. Fix: raise it or pin fewer` });
    }
  })
  .transform((catalogue) => ({ ...catalogue, vendors: catalogue.vendors ?? defaultVendorsByCategory(catalogue.licensedCategories) }))
  .describe(
    'Which vendors the brand offers in each category and in what order, which licensed categories it may offer, and its hot list; left out, every vendor of every category that needs no licence, and the featured games as hot',
  );

export type CatalogueSettings = z.output<typeof catalogueSchema>;
export type HotGamesRule = CatalogueSettings['hotGames'];
