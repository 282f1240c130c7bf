import type { Category, GameCard, SystemStatusValue } from '@croupier/contract';
import type { GameType } from '@croupier/domain';

function card(gameType: GameType, vassalage: string, name: string, isHot: 0 | 1 = 0): GameCard {
  const id = `${vassalage}-${name}`.toLowerCase().replace(/\s+/g, '-');
  return { gameId: id, nodeId: id, gameName: name, displayName: name, gameType, vassalage, gameCode: id, isGame: true, iconUrl: `/assets/art/${id}.svg`, isHot };
}

function category(gameType: GameType, title: string, vendors: { vassalage: string; name: string }[], cards: GameCard[]): Category {
  return { gameType, title, cards, gameClassify: [{ gameType, vendors: vendors.map((vendor) => ({ ...vendor, gameCount: cards.length })) }] };
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
