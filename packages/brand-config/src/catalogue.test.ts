import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES } from '@croupier/domain';
import { BrandConfigError, LICENSED_CATEGORIES, PLATFORM_VENDORS, parseBrand, vendorsOfCategory } from './index';

const BRANDS_DIR = path.resolve(import.meta.dirname, '../../../brands');
const { catalogue: _catalogue, ...shonaliWithoutCatalogue } = JSON.parse(readFileSync(path.join(BRANDS_DIR, 'shonali.json'), 'utf8'));

function withCatalogue(catalogue: unknown): unknown {
  return catalogue === undefined ? shonaliWithoutCatalogue : { ...shonaliWithoutCatalogue, catalogue };
}

function problemsOf(catalogue: unknown): string[] {
  try {
    parseBrand(withCatalogue(catalogue), 'brands/shonali.json');
  } catch (error) {
    if (error instanceof BrandConfigError) return error.problems;
    throw error;
  }
  return [];
}

const catalogueOf = (catalogue: unknown) => parseBrand(withCatalogue(catalogue), 'brands/shonali.json').catalogue;

describe('the catalogue part of a brand file', () => {
  it('left out, offers every vendor of every category that needs no licence, in the platform order, with the featured games as hot', () => {
    const catalogue = catalogueOf(undefined);
    expect(catalogue.licensedCategories).toEqual([]);
    expect(catalogue.hotGames).toEqual({ rule: 'featured', pinned: [] });
    expect(Object.keys(catalogue.vendors)).toEqual(GAME_TYPES.filter((gameType) => gameType !== 'COCKFIGHT'));
    expect(catalogue.vendors.RNG).toEqual(vendorsOfCategory('RNG'));
    expect(catalogue.vendors.COCKFIGHT).toBeUndefined();
    expect(catalogueOf({})).toEqual(catalogue);
  });

  it('with the cockfight licence declared and no vendors named, offers cockfight too', () => {
    expect(catalogueOf({ licensedCategories: ['COCKFIGHT'] }).vendors.COCKFIGHT).toEqual(['DS88']);
  });

  it('keeps the vendors and the order the file gives, and leaves out the categories it does not name', () => {
    const catalogue = catalogueOf({ vendors: { RNG: ['TGR', 'JDS'], LIVE: ['SXY'] } });
    expect(catalogue.vendors).toEqual({ RNG: ['TGR', 'JDS'], LIVE: ['SXY'] });
  });

  it('refuses cockfight without the licence flag, naming the field and the fix', () => {
    expect(problemsOf({ vendors: { COCKFIGHT: ['DS88'] } })).toEqual([
      expect.stringMatching(/^catalogue\.vendors\.COCKFIGHT: COCKFIGHT needs a licence the file does not declare\. Fix: add "COCKFIGHT" to catalogue\.licensedCategories/),
    ]);
    expect(problemsOf({ vendors: { COCKFIGHT: ['DS88'] }, licensedCategories: ['COCKFIGHT'] })).toEqual([]);
    expect(problemsOf({ licensedCategories: ['RNG'] })).toEqual([expect.stringMatching(/^catalogue\.licensedCategories\.0: "RNG" needs no licence\. Fix: remove it/)]);
    expect(LICENSED_CATEGORIES).toContain('COCKFIGHT');
  });

  it('refuses an unknown vendor, a vendor under a category it has no games in, and a vendor named twice', () => {
    expect(problemsOf({ vendors: { RNG: ['JDS', 'XYZ'] } })).toEqual([expect.stringMatching(/^catalogue\.vendors\.RNG\.1: "XYZ" is not a vendor of this platform\. Fix: use one of JDS, SPW/)]);
    expect(problemsOf({ vendors: { RNG: ['EVL'] } })).toEqual([expect.stringMatching(/^catalogue\.vendors\.RNG\.0: "EVL" has no RNG games \(its games are LIVE\)\. Fix: list it under LIVE/)]);
    expect(problemsOf({ vendors: { LIVE: ['EVL', 'AUR', 'EVL'] } })).toEqual([expect.stringMatching(/^catalogue\.vendors\.LIVE: lists "EVL" twice\. Fix: keep one/)]);
  });

  it('refuses an unknown category and an unknown field', () => {
    expect(problemsOf({ vendors: { POKER: ['KGP'] } })).toEqual([expect.stringMatching(/^catalogue\.vendors: unknown field\(s\) "POKER"\. Fix:/)]);
    expect(problemsOf({ hot: { rule: 'featured' } })).toEqual([expect.stringMatching(/^catalogue: unknown field\(s\) "hot"\. Fix:/)]);
  });

  it('takes a hot list as a list, as the featured games with pinned ones first, or as the most played', () => {
    expect(catalogueOf({ hotGames: { rule: 'list', games: ['bgs-crash', 'evl-golden-roulette'] } }).hotGames).toEqual({ rule: 'list', games: ['bgs-crash', 'evl-golden-roulette'] });
    expect(catalogueOf({ hotGames: { rule: 'featured', pinned: ['bgs-dice'], count: 40 } }).hotGames).toEqual({ rule: 'featured', pinned: ['bgs-dice'], count: 40 });
    expect(catalogueOf({ hotGames: { rule: 'mostPlayed', count: 30 } }).hotGames).toEqual({ rule: 'mostPlayed', count: 30, days: 7, pinned: [] });
  });

  it('refuses a hot list that names a game of a vendor the brand does not offer, a game twice, a bad id or no rule', () => {
    expect(problemsOf({ vendors: { BGS: ['BGS'] }, hotGames: { rule: 'list', games: ['bgs-crash', 'evl-golden-roulette'] } })).toEqual([
      expect.stringMatching(/^catalogue\.hotGames\.games\.1: "evl-golden-roulette" is a game of EVL, which the brand does not offer\. Fix: offer EVL/),
    ]);
    expect(problemsOf({ hotGames: { rule: 'featured', pinned: ['bgs-dice', 'bgs-dice'] } })).toEqual([expect.stringMatching(/^catalogue\.hotGames\.pinned: names "bgs-dice" twice\. Fix:/)]);
    expect(problemsOf({ hotGames: { rule: 'list', games: ['Crash'] } })).toEqual([expect.stringMatching(/^catalogue\.hotGames\.games\.0: "Crash" is not a game id\. Fix:/)]);
    expect(problemsOf({ hotGames: { rule: 'hottest' } })).toEqual([expect.stringMatching(/^catalogue\.hotGames(\.rule)?: needs "rule": "featured", "list" or "mostPlayed"/)]);
    expect(problemsOf({ hotGames: { rule: 'mostPlayed' } })).toEqual([expect.stringMatching(/^catalogue\.hotGames\.count: is missing\. Fix:/)]);
    expect(problemsOf({ hotGames: { rule: 'featured', pinned: ['bgs-dice', 'bgs-mines'], count: 1 } })).toEqual([expect.stringMatching(/^catalogue\.hotGames\.count: is below the 2 pinned games/)]);
  });

  it('names each vendor once, with categories that exist', () => {
    const codes = PLATFORM_VENDORS.map((vendor) => vendor.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const vendor of PLATFORM_VENDORS) {
      expect(vendor.code).toMatch(/^[A-Z0-9]{2,8}$/);
      expect(vendor.categories.length).toBeGreaterThan(0);
      for (const gameType of vendor.categories) expect(GAME_TYPES).toContain(gameType);
    }
    for (const gameType of GAME_TYPES) expect(vendorsOfCategory(gameType).length, gameType).toBeGreaterThan(0);
  });
});
