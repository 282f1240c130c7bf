import { describe, expect, it } from 'vitest';
import { getGameMenus, type Category } from '@croupier/contract';
import { ART_VERSION } from '../content';
import { generateCatalogue } from '../demo';
import { useTestServer, send } from '../../../testing/test-app';
import { MENU_CARDS_PER_CATEGORY } from './menus';

describe('GET /lgw/games/game_menus', () => {
  const server = useTestServer();
  const catalogue = generateCatalogue();
  const generated = new Map(catalogue.games.map((game) => [game.gameId, game]));

  const menus = async (host: string, query = ''): Promise<Category[]> => {
    const response = await send(server.app, { url: `/lgw/games/game_menus${query}`, host });
    expect(response.statusCode, response.body).toBe(200);
    return getGameMenus.value.parse(response.json().value).categories;
  };

  it('gives shonali every category in menu order, with IMES under e-sports and DS88 under cockfight', async () => {
    const categories = await menus('shonali.localhost', '?language=en');
    expect(categories.map((category) => category.gameType)).toEqual(['LIVE', 'RNG', 'FISH', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'PVP', 'LOTT', 'ELOTT', 'CRASH', 'ARCADE', 'MINI', 'BGS']);
    const vendorsOf = (type: string) => categories.find((category) => category.gameType === type)?.gameClassify[0]?.vendors.map((vendor) => vendor.vassalage);
    expect(vendorsOf('ESPORTS')).toEqual(['IMES']);
    expect(vendorsOf('COCKFIGHT')).toEqual(['DS88']);
    expect(vendorsOf('SPORTS')).not.toContain('IMES');
    expect(vendorsOf('RNG')?.length).toBeGreaterThanOrEqual(3);
  });

  it('leaves out categories without a vendor for northstar, which carries fewer vendors', async () => {
    const shonali = await menus('shonali.localhost');
    const northstar = await menus('northstar.localhost');
    const types = northstar.map((category) => category.gameType);
    expect(types).not.toContain('COCKFIGHT');
    expect(types).not.toContain('LOTT');
    expect(types).toContain('ESPORTS');
    const vendorCount = (categories: Category[]) => categories.flatMap((category) => category.gameClassify.flatMap((each) => each.vendors)).length;
    expect(vendorCount(northstar)).toBeLessThan(vendorCount(shonali));
    for (const category of northstar) expect(category.gameClassify[0]?.vendors.length, category.gameType).toBeGreaterThan(0);
  });

  it('names categories and games in the asked language, defaulting to the brand language', async () => {
    const english = await menus('shonali.localhost', '?language=en');
    const bengali = await menus('shonali.localhost', '?language=bn');
    const byDefault = await menus('shonali.localhost');
    expect(english[0]?.title).toBe('Live Casino');
    expect(bengali[0]?.title).toBe('লাইভ ক্যাসিনো');
    expect(byDefault).toEqual(bengali);
    expect((await menus('northstar.localhost'))[0]?.title).toBe('Live Casino');
    const englishCards = english.flatMap((category) => category.cards);
    const bengaliCards = bengali.flatMap((category) => category.cards);
    expect(englishCards.length).toBeGreaterThan(0);
    for (const card of englishCards) expect(card.gameName).toBe(generated.get(card.gameId)?.nameEn);
    for (const card of bengaliCards) expect(card.gameName).toBe(generated.get(card.gameId)?.nameBn);
    expect(bengaliCards.some((card) => /[\u0980-\u09FF]/.test(card.gameName))).toBe(true);
  });

  it('puts a few cards per category, hot games first, with generated artwork', async () => {
    const categories = await menus('shonali.localhost', '?language=en');
    for (const category of categories) {
      expect(category.cards.length, category.gameType).toBeGreaterThan(0);
      expect(category.cards.length, category.gameType).toBeLessThanOrEqual(MENU_CARDS_PER_CATEGORY);
      for (const card of category.cards) expect(card.gameType).toBe(category.gameType);
      const hotness = category.cards.map((card) => card.isHot);
      expect(hotness).toEqual([...hotness].sort((a, b) => b - a));
    }
    const rng = categories.find((category) => category.gameType === 'RNG');
    expect(rng?.cards).toHaveLength(MENU_CARDS_PER_CATEGORY);
    expect(rng?.cards.every((card) => card.isHot === 1)).toBe(true);
    const card = categories[0]?.cards[0];
    expect(card?.iconUrl).toBe(`/assets/art/game/${card?.gameId}.svg?v=${ART_VERSION}`);
    expect(card?.lagerIcon).toBe(`/assets/art/tile/${card?.gameId}.svg?v=${ART_VERSION}`);
    const art = await send(server.app, { url: card?.iconUrl ?? '', host: 'shonali.localhost' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
  });

  it('counts the games of each vendor', async () => {
    const categories = await menus('shonali.localhost');
    const live = categories.find((category) => category.gameType === 'LIVE');
    const evlLiveGames = catalogue.games.filter((game) => game.vassalage === 'EVL' && game.gameType === 'LIVE').length;
    expect(evlLiveGames).toBeGreaterThan(0);
    expect(live?.gameClassify[0]?.vendors.find((vendor) => vendor.vassalage === 'EVL')?.gameCount).toBe(evlLiveGames);
  });

  it('refuses a language it does not have and keys it does not know', async () => {
    const wrongLanguage = await send(server.app, { url: '/lgw/games/game_menus?language=fr', host: 'shonali.localhost' });
    expect(wrongLanguage.statusCode).toBe(400);
    expect(wrongLanguage.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'language' }] });
    const unknownKey = await send(server.app, { url: '/lgw/games/game_menus?lang=en', host: 'shonali.localhost' });
    expect(unknownKey.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'lang', message: 'is not a parameter of this call' }] });
  });
});
