import { describe, expect, it } from 'vitest';
import type { Category } from '@croupier/contract';
import { categoryView } from './category-games';

const slots: Category = {
  gameType: 'RNG',
  title: 'Slots',
  cards: [
    { gameId: 'a', nodeId: 'a', gameName: 'A', displayName: 'A', gameType: 'RNG', vassalage: 'JDS', gameCode: 'a', isGame: true, iconUrl: '/a.svg', lagerIcon: '/a-tile.svg', isHot: 0 },
    { gameId: 'b', nodeId: 'b', gameName: 'B', displayName: 'B', gameType: 'RNG', vassalage: 'SPW', gameCode: 'b', isGame: true, iconUrl: '/b.svg', lagerIcon: '/b-tile.svg', isHot: 0 },
  ],
  gameClassify: [
    {
      gameType: 'RNG',
      vendors: [
        { vassalage: 'JDS', name: 'Jade', gameCount: 1, iconUrl: '/jds.svg' },
        { vassalage: 'SPW', name: 'Spinworks', gameCount: 1, iconUrl: '/spw.svg' },
      ],
    },
  ],
};

describe('categoryView', () => {
  it('lists the vendors of a type and narrows the games to one vendor', () => {
    expect(categoryView([slots], 'RNG', null).cards).toHaveLength(2);
    expect(categoryView([slots], 'RNG', 'SPW').cards.map((card) => card.gameId)).toEqual(['b']);
    expect(categoryView([slots], 'RNG', null).vendors.map((vendor) => vendor.vassalage)).toEqual(['JDS', 'SPW']);
    expect(categoryView([slots], 'LIVE', null)).toEqual({ vendors: [], cards: [] });
  });
});
