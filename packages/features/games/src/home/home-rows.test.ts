import { describe, expect, it } from 'vitest';
import type { Category, GameCard } from '@croupier/contract';
import { HOME_VENDOR_ROW_LIMIT } from '@croupier/domain';
import { buildHomeRows } from './home-rows';

function cards(count: number, hotEvery = 0): GameCard[] {
  return Array.from({ length: count }, (_, index) => ({
    gameId: `g${index}`,
    nodeId: `g${index}`,
    gameName: `Game ${index}`,
    displayName: `Game ${index}`,
    gameType: 'RNG',
    vassalage: 'JDS',
    gameCode: `g${index}`,
    isGame: true,
    iconUrl: `/assets/g${index}.svg`,
    isHot: hotEvery && index % hotEvery === 0 ? 1 : 0,
  }));
}

const category = (gameType: Category['gameType'], count: number, hotEvery = 0): Category => ({
  gameType,
  title: gameType,
  cards: cards(count, hotEvery).map((card) => ({ ...card, gameType })),
  gameClassify: [{ gameType, vendors: [{ vassalage: 'JDS', name: 'Jade', gameCount: count }] }],
});

describe('buildHomeRows', () => {
  it('puts hot games first, then categories in the home order, capped at 12 with a link to more', () => {
    const rows = buildHomeRows([category('LIVE', 3, 1), category('RNG', 20, 4), category('BGS', 2), category('FISH', 0)]);
    expect(rows.map((row) => row.key)).toEqual(['hot', 'BGS', 'RNG', 'LIVE']);
    expect(rows[0]?.cards).toHaveLength(8);
    expect(rows[2]?.cards).toHaveLength(HOME_VENDOR_ROW_LIMIT);
    expect(rows[2]?.moreTo).toBe('/rng');
  });

  it('has no hot row when nothing is hot', () => {
    expect(buildHomeRows([category('LIVE', 2)]).map((row) => row.key)).toEqual(['LIVE']);
  });
});
