import { describe, expect, it } from 'vitest';
import { getGameList, getGameVendors, getHotGames, searchGames } from '@croupier/contract';
import { GAME_TYPES } from '@croupier/domain';
import { generateCatalogue } from '../demo';
import { useTestServer, send } from '../../../testing/test-app';
import { ART_ID_PATTERN } from '../content';

describe('the demo catalogue generator', () => {
  it('makes about 10,000 games across about 40 vendors and every category, the same on every run', () => {
    const started = performance.now();
    const catalogue = generateCatalogue();
    expect(performance.now() - started).toBeLessThan(2000);
    expect(catalogue.games.length).toBeGreaterThan(9000);
    expect(catalogue.games.length).toBeLessThan(11_000);
    expect(catalogue.vendors.length).toBeGreaterThanOrEqual(38);
    expect(catalogue.vendors.length).toBeLessThanOrEqual(46);
    expect(new Set(catalogue.games.map((game) => game.gameType))).toEqual(new Set(GAME_TYPES));
    expect(new Set(catalogue.games.map((game) => game.gameId)).size).toBe(catalogue.games.length);
    expect(catalogue.games.filter((game) => game.gameType === 'ESPORTS').every((game) => game.vassalage === 'IMES')).toBe(true);
    expect(catalogue.games.filter((game) => game.gameType === 'COCKFIGHT').every((game) => game.vassalage === 'DS88')).toBe(true);
    expect(catalogue.games.every((game) => ART_ID_PATTERN.test(game.gameId))).toBe(true);
    expect(catalogue.games.filter((game) => game.gameCode === 'TCG_LOTTO_VN')).toMatchObject([{ gameType: 'ELOTT', vassalage: 'KNO', gameId: 'kno-tcg-lotto-vn' }]);
    expect(generateCatalogue()).toEqual(catalogue);
    expect(generateCatalogue(7)).not.toEqual(catalogue);
  });
});

describe('catalogue calls', () => {
  const server = useTestServer();
  const get = (url: string, host = 'shonali.localhost') => send(server.app, { url, host });

  it('pages a category of the merchant, hot first, with the total', async () => {
    const response = await get('/lgw/games/list?clientType=3&platform=flash,html5-desktop&gameType=RNG&pageNo=1&pageSize=20&language=en');
    expect(response.statusCode, response.body).toBe(200);
    const page = getGameList.value.parse(response.json().value);
    expect(page.games).toHaveLength(20);
    expect(page.total).toBeGreaterThan(7000);
    expect(page.totalPages).toBe(Math.ceil(page.total / 20));
    expect(page.games[0]?.isHot).toBe(1);
    expect(Buffer.byteLength(response.body)).toBeLessThan(50_000);
    const last = await get(`/lgw/games/list?gameType=RNG&pageNo=${page.totalPages}&language=en`);
    const lastPage = getGameList.value.parse(last.json().value);
    expect(lastPage.games.length).toBe(page.total - (page.totalPages - 1) * 20);
    const again = await get('/lgw/games/list?clientType=3&gameType=RNG&pageNo=1&pageSize=20&language=en');
    expect(again.json().value).toEqual(response.json().value);
  });

  it('filters by vendor and keeps to the merchant enabled vendors', async () => {
    const shonali = getGameList.value.parse((await get('/lgw/games/list?gameType=RNG&pageSize=100')).json().value);
    const northstar = getGameList.value.parse((await get('/lgw/games/list?gameType=RNG&pageSize=100', 'northstar.localhost')).json().value);
    expect(northstar.total).toBeLessThan(shonali.total);
    const jds = await get('/lgw/games/list?gameType=RNG&vassalage=JDS');
    expect(getGameList.value.parse(jds.json().value).games.every((game) => game.vassalage === 'JDS')).toBe(true);
    const northstarJds = getGameList.value.parse((await get('/lgw/games/list?gameType=RNG&vassalage=JDS', 'northstar.localhost')).json().value);
    expect(northstarJds.total).toBe(0);
    const cockfight = getGameList.value.parse((await get('/lgw/games/list?gameType=COCKFIGHT', 'northstar.localhost')).json().value);
    expect(cockfight.total).toBe(0);
  });

  it('refuses bad paging and unknown game types, naming the field', async () => {
    for (const [query, field] of [
      ['gameType=RNG&pageNo=0', 'pageNo'],
      ['gameType=RNG&pageNo=x', 'pageNo'],
      ['gameType=RNG&pageSize=101', 'pageSize'],
      ['gameType=RNG&pageSize=0', 'pageSize'],
      ['gameType=NOPE', 'gameType'],
      ['pageNo=1', 'gameType'],
      ['gameType=RNG&language=fr', 'language'],
    ] as const) {
      const response = await get(`/lgw/games/list?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field }] });
    }
  });

  it('searches names in both languages, case-insensitively, within the merchant', async () => {
    const english = searchGames.value.parse((await get('/lgw/games/search?q=GOLDEN%20fort&language=en')).json().value);
    expect(english.total).toBeGreaterThan(0);
    for (const game of english.games) expect(game.gameName.toLowerCase()).toContain('golden fort');
    const bengali = searchGames.value.parse((await get(`/lgw/games/search?q=${encodeURIComponent('গোল্ডেন')}&language=bn`)).json().value);
    expect(bengali.total).toBeGreaterThan(0);
    for (const game of bengali.games) expect(game.gameName).toContain('গোল্ডেন');
    const northstar = searchGames.value.parse((await get('/lgw/games/search?q=golden&language=en', 'northstar.localhost')).json().value);
    const shonali = searchGames.value.parse((await get('/lgw/games/search?q=golden&language=en')).json().value);
    expect(northstar.total).toBeLessThan(shonali.total);
    const none = searchGames.value.parse((await get('/lgw/games/search?q=%25%25zz')).json().value);
    expect(none.total).toBe(0);
    expect((await get('/lgw/games/search?q=a')).json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'q' }] });
  });

  it('answers hot games and vendor lanes', async () => {
    const hot = getHotGames.value.parse((await get('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=flash,html5-desktop&language=en')).json().value);
    expect(hot.games.length).toBeGreaterThan(0);
    expect(hot.games.every((game) => game.isHot === 1)).toBe(true);
    const lanes = getGameVendors.value.parse((await get('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop')).json().value).data.lanes;
    expect(lanes.map((lane) => lane.gameType)).toEqual([...GAME_TYPES]);
    expect(lanes.find((lane) => lane.gameType === 'ESPORTS')?.vendors.map((vendor) => vendor.vassalage)).toEqual(['IMES']);
    const northstarLanes = getGameVendors.value.parse((await get('/wps/relay/GCSGAME_newGameVendor', 'northstar.localhost')).json().value).data.lanes;
    expect(northstarLanes.map((lane) => lane.gameType)).not.toContain('COCKFIGHT');
  });
});
