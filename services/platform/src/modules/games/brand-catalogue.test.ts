import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getGameList, getGameMenus, getGameVendors, getHotGames, launchGame, searchGames, type GameCard } from '@croupier/contract';
import { BrandConfigError, parseBrand, type Brand } from '@croupier/brand-config';
import { authed } from '../../../testing/accounts';
import { FakeClock } from '../../../testing/fake-clock';
import { launch, listGames, newPlayer, refOf, setEngine, someGame } from '../../../testing/play';
import { REPO_BRANDS, buildTestApp, repoBrand, send } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { applyBrandCatalogue } from './brand-catalogue';
import { CATALOGUE_TTL_MS } from './snapshot-cache';

const ENGINE = 'https://engine.example/play';

/** A brand as an operator adds one: shonali's file under another code, with its own catalogue part (or none). */
function brandWith(code: string, catalogue?: unknown): Brand {
  const { $schema: _schema, catalogue: _catalogue, ...shonali } = repoBrand('shonali');
  const file = { ...shonali, code, merchantCode: code.toUpperCase(), displayName: code, origins: [`http://${code}.localhost:8080`], domains: [`${code}.example`] };
  return parseBrand(catalogue === undefined ? file : { ...file, catalogue }, `${code}.json`);
}

/** Offers two vendors, slots only (TGR's fishing games stay off), TGR first though the platform lists NEO first. */
const DUO = { vendors: { RNG: ['TGR', 'NEO'] } };

async function value<T>(app: FastifyInstance, brand: string, url: string, parse: { parse: (data: unknown) => T }): Promise<T> {
  const response = await send(app, { url, host: `${brand}.localhost` });
  expect(response.statusCode, response.body).toBe(200);
  return parse.parse(response.json().value);
}

const lanesOf = async (app: FastifyInstance, brand: string) =>
  (await value(app, brand, '/wps/relay/GCSGAME_newGameVendor', getGameVendors.value)).data.lanes.map((lane) => [lane.gameType, lane.vendors.map((vendor) => vendor.vassalage)]);
const hotOf = async (app: FastifyInstance, brand: string) => (await value(app, brand, '/wps/relay/GCSGAME_hotGamesV2?language=en', getHotGames.value)).games;

describe('a brand file that offers two vendors', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase({ prepared: true });
    app = await buildTestApp(database.db, {}, [...REPO_BRANDS, brandWith('duo', DUO)]);
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('lists only those vendors, in the order the file gives, in the menus and the vendor lanes', async () => {
    expect(await lanesOf(app, 'duo')).toEqual([['RNG', ['TGR', 'NEO']]]);
    const menus = await value(app, 'duo', '/lgw/games/game_menus?language=en', getGameMenus.value);
    expect(menus.categories.map((category) => [category.gameType, category.gameClassify.flatMap((group) => group.vendors.map((vendor) => vendor.vassalage))])).toEqual([['RNG', ['TGR', 'NEO']]]);
    const slots = await value(app, 'duo', '/lgw/games/list?gameType=RNG&pageSize=100', getGameList.value);
    const tgr = await value(app, 'shonali', '/lgw/games/list?gameType=RNG&vassalage=TGR', getGameList.value);
    const neo = await value(app, 'shonali', '/lgw/games/list?gameType=RNG&vassalage=NEO', getGameList.value);
    expect(slots.total).toBe(tgr.total + neo.total);
    expect(new Set(slots.games.map((game) => game.vassalage))).toEqual(new Set(['TGR', 'NEO']));
    for (const [gameType, vassalage] of [['FISH', 'TGR'], ['RNG', 'JDS'], ['LIVE', 'EVL'], ['COCKFIGHT', 'DS88']]) {
      const page = await value(app, 'duo', `/lgw/games/list?gameType=${gameType}&vassalage=${vassalage}`, getGameList.value);
      expect(page.total, `${gameType} ${vassalage}`).toBe(0);
    }
    const hot = await hotOf(app, 'duo');
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((game) => ['TGR', 'NEO'].includes(game.vassalage) && game.gameType === 'RNG')).toBe(true);
  });

  it('finds only their games by search', async () => {
    const everywhere = await value(app, 'shonali', '/lgw/games/search?q=golden&pageSize=100&language=en', searchGames.value);
    const here = await value(app, 'duo', '/lgw/games/search?q=golden&pageSize=100&language=en', searchGames.value);
    expect(here.total).toBeGreaterThan(0);
    expect(here.total).toBeLessThan(everywhere.total);
    expect(here.games.every((game) => game.vassalage === 'TGR' || game.vassalage === 'NEO')).toBe(true);
    const jds = await someGame(app, 'shonali', 'RNG', 'JDS');
    const byName = await value(app, 'duo', `/lgw/games/search?q=${encodeURIComponent(jds.gameName)}&pageSize=100&language=en`, searchGames.value);
    expect(byName.games.map((game) => game.gameId)).not.toContain(jds.gameId);
  });

  it('launches only their games, and answers GAME_NOT_FOUND for any other', async () => {
    const { token } = await newPlayer(app, 'duo');
    const offered = await someGame(app, 'duo', 'RNG', 'TGR');
    const others: GameCard[] = [await someGame(app, 'shonali', 'RNG', 'JDS'), await someGame(app, 'shonali', 'FISH', 'TGR'), await someGame(app, 'shonali', 'COCKFIGHT', 'DS88')];
    await setEngine(app, 'TGR', ENGINE);
    await setEngine(app, 'JDS', ENGINE);
    try {
      const ready = await launch(app, 'duo', token, offered);
      expect(ready.statusCode, ready.body).toBe(200);
      expect(launchGame.value.parse(ready.json().value).status).toBe('ready');
      for (const game of others) {
        const refused = await launch(app, 'duo', token, game);
        expect(refused.json(), game.gameId).toMatchObject({ code: 'GAME_NOT_FOUND' });
        const favourite = await authed(app, 'duo', token, { method: 'POST', url: '/lgw/games/favorites', payload: refOf(game) });
        expect(favourite.json(), game.gameId).toMatchObject({ code: 'GAME_NOT_FOUND' });
      }
    } finally {
      await setEngine(app, 'TGR', null);
      await setEngine(app, 'JDS', null);
    }
  });

  it('follows the file at the next start, and a start with the same file writes nothing', async () => {
    const rowsOf = async () =>
      (
        await database.db.query<{ what: string; row: string }>(
          `SELECT 'vendor' AS what, vassalage || ':' || sort_order || ':' || xmin AS row FROM merchant_vendors WHERE merchant_code = 'DUO'
           UNION ALL SELECT 'place', game_type || ':' || vassalage || ':' || sort_order || ':' || xmin FROM merchant_vendor_categories WHERE merchant_code = 'DUO'
           UNION ALL SELECT 'hot', game_id || ':' || sort_order || ':' || pinned || ':' || xmin FROM merchant_hot_games WHERE merchant_code = 'DUO'
           ORDER BY 1, 2`,
        )
      ).rows;
    const before = await rowsOf();
    const again = await buildTestApp(database.db, {}, [...REPO_BRANDS, brandWith('duo', DUO)]);
    await again.close();
    expect(await rowsOf()).toEqual(before);

    const [first, second] = (await listGames(app, 'shonali', 'LIVE', '&vassalage=SXY')).map((game) => game.gameId);
    const changed = { vendors: { LIVE: ['SXY'], RNG: ['NEO'] }, hotGames: { rule: 'list', games: [second, first] } };
    const restarted = await buildTestApp(database.db, {}, [...REPO_BRANDS, brandWith('duo', changed)]);
    try {
      expect(await lanesOf(restarted, 'duo')).toEqual([
        ['LIVE', ['SXY']],
        ['RNG', ['NEO']],
      ]);
      expect((await hotOf(restarted, 'duo')).map((game) => game.gameId)).toEqual([second, first]);
      const { rows } = await database.db.query<{ vassalage: string }>("SELECT vassalage FROM merchant_vendors WHERE merchant_code = 'DUO' ORDER BY sort_order");
      expect(rows.map((row) => row.vassalage)).toEqual(['SXY', 'NEO']);
    } finally {
      await restarted.close();
    }
  });

  it('stops the start, naming the file, the field and the fix, when a hot game is not in the catalogue or not offered', async () => {
    const fish = await someGame(app, 'shonali', 'FISH', 'TGR');
    const problemsOf = async (brand: Brand): Promise<string[]> => {
      try {
        await database.db.transaction((tx) => applyBrandCatalogue(tx, brand));
      } catch (error) {
        if (error instanceof BrandConfigError) return [error.fileName, ...error.problems];
        throw error;
      }
      return [];
    };
    expect(await problemsOf(brandWith('duo', { ...DUO, hotGames: { rule: 'featured', pinned: ['tgr-no-such-game'] } }))).toEqual([
      'brands/duo.json',
      expect.stringMatching(/^catalogue\.hotGames\.pinned\.0: no game "tgr-no-such-game" in this server's catalogue\. Fix:/),
    ]);
    expect(await problemsOf(brandWith('duo', { ...DUO, hotGames: { rule: 'list', games: [fish.gameId] } }))).toEqual([
      'brands/duo.json',
      expect.stringMatching(new RegExp(`^catalogue\\.hotGames\\.games\\.0: "${fish.gameId}" is a FISH game of TGR, which the brand does not offer there\\. Fix: add TGR to catalogue\\.vendors\\.FISH`)),
    ]);
  });
});

describe('a brand file that says nothing of its catalogue', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase({ prepared: true });
    app = await buildTestApp(database.db, {}, [...REPO_BRANDS, brandWith('plain')]);
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('offers every vendor but cockfight, which needs a licence the file does not declare', async () => {
    const lanes = await lanesOf(app, 'plain');
    const shonaliLanes = await lanesOf(app, 'shonali');
    expect(shonaliLanes.map(([gameType]) => gameType)).toContain('COCKFIGHT');
    expect(lanes).toEqual(shonaliLanes.filter(([gameType]) => gameType !== 'COCKFIGHT'));
    const menus = await value(app, 'plain', '/lgw/games/game_menus?language=en', getGameMenus.value);
    expect(menus.categories.map((category) => category.gameType)).not.toContain('COCKFIGHT');
    expect((await value(app, 'plain', '/lgw/games/list?gameType=COCKFIGHT', getGameList.value)).total).toBe(0);
    const sabong = await someGame(app, 'shonali', 'COCKFIGHT', 'DS88');
    expect((await value(app, 'plain', `/lgw/games/search?q=${encodeURIComponent(sabong.gameName)}&language=en`, searchGames.value)).total).toBe(0);
    const { token } = await newPlayer(app, 'plain');
    expect((await launch(app, 'plain', token, sabong)).json()).toMatchObject({ code: 'GAME_NOT_FOUND' });
  });
});

describe('a hot list of the most played games', () => {
  const clock = new FakeClock();
  let database: TestDatabase;
  let app: FastifyInstance;

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('puts the pinned games first, then the games most players launched in the last days, then featured games, up to its count', async () => {
    database = await createTestDatabase({ prepared: true });
    const probe = await buildTestApp(database.db, { clock }, [...REPO_BRANDS, brandWith('duo', DUO)]);
    const featured = (await hotOf(probe, 'duo')).map((game) => game.gameId);
    const slots = (await listGames(probe, 'duo', 'RNG', '&vassalage=NEO')).filter((game) => game.isHot === 0);
    await probe.close();
    const [pinned, popular, liked, old] = slots;
    if (!pinned || !popular || !liked || !old) throw new Error('duo lists too few NEO slots');
    const rule = { rule: 'mostPlayed', count: 5, days: 7, pinned: [pinned.gameId] };
    app = await buildTestApp(database.db, { clock }, [...REPO_BRANDS, brandWith('duo', { ...DUO, hotGames: rule })]);
    const hotIds = async () => (await hotOf(app, 'duo')).map((game) => game.gameId);
    // nothing played yet: the pinned game, then the featured ones
    expect(await hotIds()).toEqual([pinned.gameId, ...featured.slice(0, 4)]);

    const now = () => clock.nowMs();
    const launched = async (token: string, game: GameCard) => {
      const response = await launch(app, 'duo', token, game);
      expect(launchGame.value.parse(response.json().value).status, response.body).toBe('ready');
    };
    await setEngine(app, 'NEO', ENGINE);
    try {
      await launched((await newPlayer(app, 'duo', now)).token, old);
      clock.advance(8 * 24 * 60 * 60 * 1000);
      const players = [await newPlayer(app, 'duo', now), await newPlayer(app, 'duo', now), await newPlayer(app, 'duo', now)];
      for (const { token } of players) await launched(token, popular);
      for (const { token } of players.slice(0, 2)) await launched(token, liked);
      for (const { token } of players.slice(0, 2)) await launched(token, pinned);
    } finally {
      await setEngine(app, 'NEO', null);
    }
    clock.advance(CATALOGUE_TTL_MS);
    // `old` was launched more than 7 days ago, so it counts no more
    const hot = await hotOf(app, 'duo');
    expect(hot.map((game) => game.gameId)).toEqual([pinned.gameId, popular.gameId, liked.gameId, ...featured.slice(0, 2)]);
    expect(hot.every((game) => game.isHot === 1)).toBe(true);
    const list = await listGames(app, 'duo', 'RNG', '&vassalage=NEO');
    expect(list.find((game) => game.gameId === old.gameId)?.isHot).toBe(0);
  });
});
