import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../demo';
import { NameIndex } from './name-index';
import { searchFormOf, type CatalogueEntry } from './snapshot';

const vendor = { vassalage: 'SPW', name: 'Spinworks', launchUrl: null };

function entry(gameId: string, nameEn: string, nameBn: string): CatalogueEntry {
  return { gameId, nodeId: gameId, vassalage: 'SPW', gameType: 'RNG', gameCode: gameId, nameEn, nameBn, searchEn: searchFormOf(nameEn), searchBn: searchFormOf(nameBn), hotRank: null, vendor };
}

describe('the name index', () => {
  const games = [entry('a', 'Golden Koi', 'গোল্ডেন কই'), entry('b', 'Koi Koi Gold', 'কই কই গোল্ড'), entry('c', 'Neon Nights', 'নিয়ন নাইটস')];
  const index = new NameIndex(games);
  const ids = (found: CatalogueEntry[]) => found.map((game) => game.gameId);

  it('finds games by either name, each once, in list order', () => {
    expect(ids(index.matching('koi'))).toEqual(['a', 'b']);
    expect(ids(index.matching('কই'))).toEqual(['a', 'b']);
    expect(ids(index.matching('gold'))).toEqual(['a', 'b']);
    expect(ids(index.matching('nights'))).toEqual(['c']);
    expect(ids(index.matching('নাইটস'))).toEqual(['c']);
  });

  it('never matches across the end of one name and the start of the next', () => {
    expect(index.matching('koikoi')).toEqual([]);
    expect(index.matching('kকই')).toEqual([]);
    expect(index.matching('গোল্ডneon')).toEqual([]);
    expect(index.matching('koi\nkoi')).toEqual([]);
    expect(index.matching('koi\u0000গো')).toEqual([]);
    expect(index.matching('')).toEqual([]);
  });

  it('finds what a test of every name finds, over the whole demo catalogue', () => {
    const all = generateCatalogue().games.map((game) => entry(game.gameId, game.nameEn, game.nameBn));
    const whole = new NameIndex(all);
    for (const needle of ['golden', 'dragon', 'ti', 'lucky fortune', 'ড্রাগন', 'টা', 'জ্যাকপট', 'zzqx', 's', '2']) {
      const expected = all.filter((game) => game.searchEn.includes(needle) || game.searchBn.includes(needle));
      expect(ids(whole.matching(needle)), needle).toEqual(ids(expected));
    }
  });
});
