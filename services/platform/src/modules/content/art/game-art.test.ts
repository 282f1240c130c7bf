import { describe, expect, it } from 'vitest';
import { allBannerIcons, renderBannerArt } from './banner-art';
import { isDrawn } from './drawn-subjects';
import { renderGameArt, type GameArtSource } from './game-art';
import { hasIcon } from './icons';
import { allThemeIcons, themeOf } from './themes';
import { renderVendorLogo } from './vendor-logo';

const buffalo: GameArtSource = { gameId: 'jds-cosmic-buffalo-2', name: 'Cosmic Buffalo 2', gameType: 'RNG', vassalage: 'JDS' };
const fruit: GameArtSource = { gameId: 'jds-sweet-fruits', name: 'Sweet Fruits', gameType: 'RNG', vassalage: 'JDS' };

/** The icons a picture nests, by their path data (each icon of the set has its own). */
const nestedIcons = (svg: string) => [...svg.matchAll(/<svg x="[^"]*" y="[^"]*" width="[^"]*" height="[^"]*" viewBox="0 0 32 32">(.*?)<\/svg>/g)].map((match) => match[1]);

describe('game art', () => {
  it('is the same picture every time for the same game and shape', () => {
    expect(renderGameArt(buffalo, 'square')).toBe(renderGameArt({ ...buffalo }, 'square'));
    expect(renderGameArt(buffalo, 'tall')).toBe(renderGameArt({ ...buffalo }, 'tall'));
  });

  it('shows what the name is about: a buffalo game a buffalo, a fruit game fruit', () => {
    expect(themeOf('Cosmic Buffalo 2', 'RNG').subject).toEqual(['water-buffalo', 'bison']);
    expect(themeOf('Sweet Fruits', 'RNG').subject).toContain('cherries');
    expect(themeOf('Fire Dragon', 'RNG').subject).toEqual(['dragon']);
    expect(themeOf('Diamond Gems Deluxe', 'RNG')).toMatchObject({ subject: ['gem-stone'], mood: 'royal' });
    expect(themeOf('Thunder Roulette', 'LIVE').subject).toEqual(['drawn:roulette']);
    // The last noun is the subject; a phrase is one subject.
    expect(themeOf('Ocean Football', 'SPORTS')).toMatchObject({ subject: ['soccer-ball'], accent: 'water-wave' });
    expect(themeOf('Lucky Ocean King', 'FISH').subject).toEqual(['spouting-whale']);
    expect(themeOf('Royal Sic Bo', 'LIVE')).toMatchObject({ subject: ['drawn:dice'], accent: 'crown' });
    expect(themeOf('Golden Dragon Tiger', 'LIVE').subject).toEqual(['dragon', 'tiger']);
    // A name with no known word still shows its category's subject.
    expect(themeOf('Zyx 7', 'FISH').subject).toContain('tropical-fish');
  });

  it('gives games of different themes different pictures, and two games of one name different ones too', () => {
    const buffaloArt = renderGameArt(buffalo, 'square');
    const fruitArt = renderGameArt(fruit, 'square');
    expect(buffaloArt).not.toBe(fruitArt);
    expect(nestedIcons(buffaloArt)[0]).not.toBe(nestedIcons(fruitArt)[0]);
    expect(renderGameArt({ ...buffalo, gameId: 'spw-cosmic-buffalo-2', vassalage: 'SPW' }, 'square')).not.toBe(buffaloArt);
    expect(renderGameArt({ ...buffalo, gameId: 'jds-cosmic-buffalo-2-2' }, 'square')).not.toBe(buffaloArt);
  });

  it('sets the title in outlines, so a viewer without the face sees the same letters', () => {
    const art = renderGameArt(buffalo, 'square');
    expect(art).not.toContain('<text');
    expect(art).toMatch(/<path id="t\d+" d="M/);
    expect(art).toMatch(/<use href="#t\d+"/);
    expect(art).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="320" height="320"/);
    expect(renderGameArt(buffalo, 'tall')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="360" height="480"/);
  });

  it('can draw every subject, accent and banner picture it may name', () => {
    const missing = [...allThemeIcons(), ...allBannerIcons()].filter((name) => !hasIcon(name) && !isDrawn(name));
    expect(missing).toEqual([]);
  });

  it('keeps ids unique inside a picture', () => {
    for (const game of [buffalo, fruit, { gameId: 'evl-thunder-roulette', name: 'Thunder Roulette', gameType: 'LIVE', vassalage: 'EVL' } as const]) {
      const ids = [...renderGameArt(game, 'tall').matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(ids).size, game.name).toBe(ids.length);
    }
  });
});

describe('vendor logos and banners', () => {
  it('draws a vendor its own mark: code monogram and word mark in outlines, in its colours', () => {
    const jade = renderVendorLogo({ vassalage: 'JDS', name: 'Jade Dragon Slots' });
    expect(jade).toBe(renderVendorLogo({ vassalage: 'JDS', name: 'Jade Dragon Slots' }));
    expect(jade).not.toBe(renderVendorLogo({ vassalage: 'SPW', name: 'Spinworks' }));
    expect(jade).not.toContain('<text');
    expect(jade).toMatch(/<use href="#m\d+"/);
    expect(jade).toMatch(/<use href="#w\d+"/);
  });

  it('draws a banner from what it links to, leaving its middle to the page’s headline', () => {
    const deposit = renderBannerArt({ id: 'shonali-refer', linkUrl: '/member?page=depositv2' });
    expect(deposit).toContain('width="1200" height="400"');
    expect(deposit).not.toContain('<text');
    expect(nestedIcons(deposit).length).toBe(4);
    expect(deposit).not.toBe(renderBannerArt({ id: 'shonali-welcome', linkUrl: '/bgs' }));
  });
});

describe('credits', () => {
  it('names every source of the pictures with its licence, and carries the licences’ texts', async () => {
    const { artCredits } = await import('./art-credits');
    const text = artCredits();
    expect(text).toContain('Fluent Emoji Flat by Microsoft Corporation, MIT');
    expect(text).toContain('Copyright (c) Microsoft Corporation.');
    expect(text).toContain('Lilita One by Juan Montoreano, SIL Open Font License 1.1');
    expect(text).toContain('SIL Open Font License, Version 1.1');
  });
});
