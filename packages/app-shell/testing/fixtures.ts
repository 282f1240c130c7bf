import type { BalanceValue, Category, GameCard, GamePage, SystemStatusValue, VendorLane, Winner } from '@croupier/contract';
import type { GameType } from '@croupier/domain';

export function card(gameType: GameType, vassalage: string, name: string, isHot: 0 | 1 = 0): GameCard {
  const id = `${vassalage}-${name}`.toLowerCase().replace(/\s+/g, '-');
  return { gameId: id, nodeId: id, gameName: name, displayName: name, gameType, vassalage, gameCode: id, isGame: true, iconUrl: `/assets/art/game/${id}.svg`, lagerIcon: `/assets/art/tile/${id}.svg`, isHot };
}

function category(gameType: GameType, title: string, vendors: { vassalage: string; name: string }[], cards: GameCard[]): Category {
  return { gameType, title, cards, gameClassify: [{ gameType, vendors: vendors.map((vendor) => ({ ...vendor, gameCount: cards.length, iconUrl: `/assets/art/vendor/${vendor.vassalage.toLowerCase()}.svg` })) }] };
}

/**
 * Game menus shaped like the platform's: LIVE and RNG have vendors, FISH has none (so it stays out of
 * the top nav), CRASH has a vendor but no page of its own, BGS duplicates the fixed in-house entry.
 */
export function sampleCategories(): Category[] {
  return [
    category('LIVE', 'Live Casino', [{ vassalage: 'EVL', name: 'Evolux Live' }], [card('LIVE', 'EVL', 'Thunder Roulette', 1), card('LIVE', 'EVL', 'Speed Baccarat')]),
    category('RNG', 'Slots', [{ vassalage: 'JDS', name: 'Jade Dragon Slots' }, { vassalage: 'SPW', name: 'Spinworks' }], [card('RNG', 'JDS', 'Golden Dragon', 1), card('RNG', 'SPW', 'Sweet Cascade')]),
    category('FISH', 'Fishing', [], []),
    category('CRASH', 'Crash', [{ vassalage: 'ORI', name: 'Originals' }], [card('CRASH', 'ORI', 'Rocket')]),
    category('BGS', 'In-house', [{ vassalage: 'ORI', name: 'Originals' }], [card('BGS', 'ORI', 'Mines')]),
  ];
}

export function normalStatus(): SystemStatusValue {
  return { status: 0, ip: '198.51.100.4', maintenance: null };
}

/** The vendor lanes home lays its sections out from: one vendor with more than a row of games. */
export function sampleLanes(): VendorLane[] {
  return [
    { gameType: 'LIVE', vendors: [{ vassalage: 'EVL', name: 'Evolux Live', gameCount: 2, iconUrl: '/assets/art/evl.svg' }] },
    { gameType: 'RNG', vendors: [{ vassalage: 'JDS', name: 'Jade Dragon Slots', gameCount: 40, iconUrl: '/assets/art/jds.svg' }] },
  ];
}

/** One page of a type's games, as the platform answers getGameList. */
export function sampleGamePage(gameType: GameType, vassalage: string | null): GamePage {
  const games = sampleCategories()
    .flatMap((category) => category.cards)
    .filter((game) => game.gameType === gameType && (vassalage === null || game.vassalage === vassalage));
  return { games, pageNo: 1, pageSize: 20, total: games.length, totalPages: games.length > 0 ? 1 : 0 };
}

export function sampleWinners(): Winner[] {
  const game = card('RNG', 'JDS', 'Golden Dragon', 1);
  return [{ iconUrl: game.iconUrl, lagerIcon: game.lagerIcon, customerName: 'ra***01', winAmount: 12345678, vo: { winAmount: 12345678 }, gameName: game.gameName, gameId: game.gameId, nodeId: game.nodeId, gameType: 'RNG', vassalage: 'JDS', gameCode: game.gameCode, isHot: game.isHot, wonAt: '2026-11-21T08:00:00Z' }];
}

/** A member's balance in a transfer-wallet brand: ৳10,000.00 in the main wallet and ৳250.50 with a vendor. */
export function sampleBalance(extra: Partial<BalanceValue> = {}): BalanceValue {
  return {
    balance: 1_025_050,
    currency: 'BDT',
    currencySymbol: '৳',
    scale: 2,
    isSingle: false,
    wallets: [
      { wallet: 'MAIN', name: 'main', balanceMinor: 1_000_000 },
      { wallet: 'JDS', name: 'Jade Dragon Slots', balanceMinor: 25_050 },
    ],
    demo: false,
    ...extra,
  };
}
