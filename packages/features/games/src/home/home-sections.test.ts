import { describe, expect, it } from 'vitest';
import type { VendorLane } from '@croupier/contract';
import type { GameType } from '@croupier/domain';
import { homeSections, moreGamesPath, vendorRowHasMore } from './home-sections';

const lane = (gameType: GameType, ...vassalages: string[]): VendorLane => ({
  gameType,
  vendors: vassalages.map((vassalage) => ({ vassalage, name: vassalage, gameCount: 20, iconUrl: `/v/${vassalage}.svg` })),
});

const lanes = [lane('COCKFIGHT', 'DS88'), lane('LIVE', 'EVL'), lane('ESPORTS', 'IMES'), lane('CRASH', 'AVX'), lane('RNG', 'JDS', 'SPW'), lane('FISH'), lane('BGS', 'BGS'), lane('SPORTS', 'SBX'), lane('PVP', 'KGP')];

describe('homeSections', () => {
  it('puts in-house, slots, live, fishing, pvp, sports, e-sports and cockfight in that order, leaving out types without vendors or a home section', () => {
    const sections = homeSections(lanes, new Set<GameType>(['ESPORTS', 'LIVE']));
    expect(sections.map((section) => section.gameType)).toEqual(['BGS', 'RNG', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT']);
    expect(sections[1]?.vendors.map((vendor) => vendor.vassalage)).toEqual(['JDS', 'SPW']);
  });

  it('shows e-sports only when the menus list it', () => {
    expect(homeSections(lanes, new Set<GameType>(['LIVE'])).map((section) => section.gameType)).not.toContain('ESPORTS');
    expect(homeSections(lanes, null).map((section) => section.gameType)).not.toContain('ESPORTS');
  });
});

describe('vendor rows', () => {
  it('have more only past 12 games', () => {
    expect(vendorRowHasMore({ gameCount: 12 })).toBe(false);
    expect(vendorRowHasMore({ gameCount: 13 })).toBe(true);
  });

  it('lead a list centre to the vendor tab and a game centre to its page', () => {
    expect(moreGamesPath('RNG', 'JDS')).toBe('/rng?vassalage=JDS');
    expect(moreGamesPath('LIVE', 'EVL')).toBe('/live?vassalage=EVL');
    expect(moreGamesPath('SPORTS', 'SBX')).toBe('/sports');
    expect(moreGamesPath('COCKFIGHT', 'DS88')).toBe('/cockfight');
    expect(moreGamesPath('CRASH', 'AVX')).toBeNull();
  });
});
