import { COCKFIGHT_VENDOR, ESPORTS_VENDOR, GAME_TYPES, type GameType } from '@croupier/domain';

/** A game vendor the platform is connected to, and the categories its games come in. */
export interface PlatformVendor {
  code: string;
  categories: readonly GameType[];
}

const SLOT_VENDORS = ['JDS', 'SPW', 'NEO', 'FCH', 'GLX', 'PGX', 'RLX', 'BMB', 'MTX', 'HBN', 'CQX', 'SKY', 'TGR', 'PLY', 'LTS', 'ZNT', 'RDH', 'BLU', 'OMG', 'NTR'];
const SLOT_VENDORS_WITH_FISH = new Set(['JDS', 'GLX', 'MTX', 'TGR', 'RDH']);
const SLOT_VENDORS_WITH_ARCADE = new Set(['SPW', 'RLX', 'SKY', 'RDH']);

/**
 * Every vendor a brand file may name, in the platform's order, which is each category's order when a
 * brand file does not give its own. The server's catalogue holds these vendors' games (the demo
 * catalogue generates them, and a test holds the two in step); connecting a new vendor adds it here.
 */
export const PLATFORM_VENDORS: readonly PlatformVendor[] = [
  { code: 'EVL', categories: ['LIVE'] },
  { code: 'AUR', categories: ['LIVE'] },
  { code: 'RYL', categories: ['LIVE'] },
  { code: 'SXY', categories: ['LIVE'] },
  ...SLOT_VENDORS.map((code): PlatformVendor => {
    const categories: GameType[] = ['RNG'];
    if (SLOT_VENDORS_WITH_FISH.has(code)) categories.push('FISH');
    if (SLOT_VENDORS_WITH_ARCADE.has(code)) categories.push('ARCADE');
    return { code, categories };
  }),
  { code: 'OCH', categories: ['FISH'] },
  { code: 'NUM', categories: ['LOTT'] },
  { code: 'VNL', categories: ['LOTT'] },
  { code: 'KNO', categories: ['ELOTT'] },
  { code: 'QDR', categories: ['ELOTT'] },
  { code: 'SBX', categories: ['SPORTS'] },
  { code: 'PTS', categories: ['SPORTS'] },
  { code: ESPORTS_VENDOR, categories: ['ESPORTS'] },
  { code: COCKFIGHT_VENDOR, categories: ['COCKFIGHT'] },
  { code: 'KGP', categories: ['PVP'] },
  { code: 'TBL', categories: ['PVP'] },
  { code: 'AVX', categories: ['CRASH'] },
  { code: 'SPB', categories: ['CRASH', 'MINI'] },
  { code: 'ARC', categories: ['ARCADE'] },
  { code: 'TTM', categories: ['MINI'] },
  // Crash, Dice and Mines, which the platform runs itself
  { code: 'BGS', categories: ['BGS'] },
];

/**
 * Categories a brand may offer only when it holds a licence for them, which its file declares. Cockfight
 * betting is licensed apart from casino games where it is legal at all, and banned in many markets.
 */
export const LICENSED_CATEGORIES = ['COCKFIGHT'] as const satisfies readonly GameType[];
export type LicensedCategory = (typeof LICENSED_CATEGORIES)[number];

export function isLicensedCategory(gameType: GameType): gameType is LicensedCategory {
  return (LICENSED_CATEGORIES as readonly GameType[]).includes(gameType);
}

/** The platform's vendors of a category, in the platform's order. */
export function vendorsOfCategory(gameType: GameType): string[] {
  return PLATFORM_VENDORS.filter((vendor) => vendor.categories.includes(gameType)).map((vendor) => vendor.code);
}

export function platformVendor(code: string): PlatformVendor | undefined {
  return PLATFORM_VENDORS.find((vendor) => vendor.code === code);
}

/** Each category with its vendors, as a brand file that says nothing of its vendors gets them. */
export function defaultVendorsByCategory(licensed: readonly GameType[]): Partial<Record<GameType, string[]>> {
  const vendors: Partial<Record<GameType, string[]>> = {};
  for (const gameType of GAME_TYPES) {
    if (isLicensedCategory(gameType) && !licensed.includes(gameType)) continue;
    const codes = vendorsOfCategory(gameType);
    if (codes.length > 0) vendors[gameType] = codes;
  }
  return vendors;
}
