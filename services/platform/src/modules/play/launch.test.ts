import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getRecentGames, launchGame, type GameCard, type LaunchResult } from '@croupier/contract';
import { lotteryPrizeMode } from '@croupier/domain';
import { authed, hostOf } from '../../../testing/accounts';
import { launch, listGames, newPlayer, refOf, setEngine, someGame, trialToken } from '../../../testing/play';
import { send, useTestServer } from '../../../testing/test-app';
import { LAUNCH_TOKEN_TTL_MS, SUGGESTIONS_LIMIT } from './launch';

const ENGINE = 'https://engine.example/play?operator=croupier';

describe('launching a game', () => {
  const server = useTestServer();

  const launched = async (response: Awaited<ReturnType<typeof launch>>): Promise<LaunchResult> => {
    expect(response.statusCode, response.body).toBe(200);
    return launchGame.value.parse(response.json().value);
  };
  const recentOf = async (token: string, brand = 'shonali') =>
    getRecentGames.value.parse((await authed(server.app, brand, token, { url: '/lgw/games/recent?language=en' })).json().value).list.map((card) => card.nodeId);

  it('answers maintenance with other games of the type while the vendor has no engine, and records nothing', async () => {
    const { token } = await newPlayer(server.app);
    // the first slot of the list, so it would head its own suggestions if they did not leave it out
    const slots = await listGames(server.app, 'shonali', 'RNG');
    const game = slots[0];
    if (!game) throw new Error('shonali lists no slots');
    const result = await launched(await launch(server.app, 'shonali', token, game));
    if (result.status !== 'maintenance') throw new Error(`expected maintenance, got ${result.status}`);
    expect(result.game).toEqual(game);
    expect(result.suggestions).toHaveLength(SUGGESTIONS_LIMIT);
    // no vendor has an engine, so the rest of the list follows in its own order: hot first
    expect(result.suggestions).toEqual(slots.slice(1, 1 + SUGGESTIONS_LIMIT));
    expect(result.suggestions.every((card) => card.gameType === 'RNG' && card.isHot === 1)).toBe(true);
    expect(await recentOf(token)).toEqual([]);
    const { rows } = await server.db.query('SELECT 1 FROM launch_tokens WHERE game_id = $1', [game.gameId]);
    expect(rows).toHaveLength(0);
  });

  it('suggests games of connected vendors first', async () => {
    const { token } = await newPlayer(server.app);
    const game = await someGame(server.app, 'shonali', 'FISH', 'OCH');
    await setEngine(server.app, 'JDS', 'https://jds.example/launch');
    try {
      const result = await launched(await launch(server.app, 'shonali', token, game));
      if (result.status !== 'maintenance') throw new Error(`expected maintenance, got ${result.status}`);
      const jdsFish = (await listGames(server.app, 'shonali', 'FISH', '&vassalage=JDS')).map((card) => card.nodeId);
      expect(jdsFish.length).toBeGreaterThan(0);
      const expectedFirst = Math.min(jdsFish.length, SUGGESTIONS_LIMIT);
      expect(result.suggestions.slice(0, expectedFirst).map((card) => card.nodeId)).toEqual(jdsFish.slice(0, expectedFirst));
      expect(result.suggestions.map((card) => card.nodeId)).not.toContain(game.nodeId);
    } finally {
      await setEngine(server.app, 'JDS', null);
    }
  });

  it('is ready once an operator connects the engine, with a one-time token kept only as a hash', async () => {
    const { token, memberId } = await newPlayer(server.app);
    const game = await someGame(server.app, 'shonali', 'RNG', 'SPW');
    // A first launch loads the catalogue as it is before the engine is connected.
    expect((await launched(await launch(server.app, 'shonali', token, game))).status).toBe('maintenance');
    await setEngine(server.app, 'SPW', ENGINE);
    const before = Date.now();
    const result = await launched(await launch(server.app, 'shonali', token, game, { device: 'mobile', backUrl: '/rng?vassalage=SPW', language: 'bn', prizeMode: 'ZY' }));
    if (result.status !== 'ready') throw new Error(`expected ready, got ${result.status}`);
    expect(result.prizeMode).toBeUndefined();
    expect(result.game.nodeId).toBe(game.nodeId);
    expect(result.game.gameName).toMatch(/[\u0980-\u09FF]/);
    const url = new URL(result.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://engine.example/play');
    const launchToken = url.searchParams.get('token') ?? '';
    expect(launchToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.fromEntries([...url.searchParams].filter(([key]) => key !== 'token'))).toEqual({
      operator: 'croupier',
      game: game.gameCode,
      language: 'bn',
      device: 'mobile',
      lobby: '/rng?vassalage=SPW',
    });
    const { rows } = await server.db.query<{ token_hash: string; merchant_code: string; member_id: string; game_id: string; room_id: string | null; created_at: Date; expires_at: Date; used_at: Date | null }>(
      'SELECT token_hash, merchant_code, member_id::text AS member_id, game_id, room_id, created_at, expires_at, used_at FROM launch_tokens WHERE member_id = $1::bigint',
      [memberId],
    );
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({ token_hash: createHash('sha256').update(launchToken).digest('hex'), merchant_code: 'SHONALI', member_id: memberId, game_id: game.gameId, room_id: null, used_at: null });
    expect(JSON.stringify(row)).not.toContain(launchToken);
    expect(new Date(row?.created_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(row?.expires_at ?? 0).getTime() - new Date(row?.created_at ?? 0).getTime()).toBe(LAUNCH_TOKEN_TTL_MS);
    expect(await recentOf(token)).toEqual([game.nodeId]);

    const second = await launched(await launch(server.app, 'shonali', token, game));
    if (second.status !== 'ready') throw new Error('the second launch was not ready');
    expect(new URL(second.url).searchParams.get('token')).not.toBe(launchToken);
    expect(new URL(second.url).searchParams.get('lobby')).toBe('/');

    await setEngine(server.app, 'SPW', null);
    expect((await launched(await launch(server.app, 'shonali', token, game))).status).toBe('maintenance');
  });

  it('opens lottery games in the lottery lobby with the prize mode worked out on the server', async () => {
    const prizeModeOf = async (brand: string) => lotteryPrizeMode(await listGames(server.app, brand, 'ELOTT'));
    const shonaliMode = await prizeModeOf('shonali');
    const northstarMode = await prizeModeOf('northstar');
    // The demo catalogue gives the two brands different modes, so both outcomes are checked.
    expect(new Set([shonaliMode, northstarMode])).toEqual(new Set(['ELOTT', 'LOTT']));
    const cases: [string, GameCard][] = [
      ['shonali', await someGame(server.app, 'shonali', 'LOTT', 'NUM')],
      ['northstar', await someGame(server.app, 'northstar', 'ELOTT', 'QDR')],
    ];
    await setEngine(server.app, 'NUM', ENGINE);
    await setEngine(server.app, 'QDR', ENGINE);
    try {
      for (const [brand, game] of cases) {
        const expected = brand === 'shonali' ? shonaliMode : northstarMode;
        const other = expected === 'ELOTT' ? 'LOTT' : 'ELOTT';
        const { token } = await newPlayer(server.app, brand);
        const result = await launched(await launch(server.app, brand, token, game, { prizeMode: other, view: 'betting' }));
        if (result.status !== 'ready') throw new Error(`expected ready on ${brand}`);
        expect(result.prizeMode, brand).toBe(expected);
        const query = new URL(result.url).searchParams;
        expect(query.get('lottoArea'), brand).toBe('VN');
        expect(query.get('launchMode'), brand).toBe('LOTT');
        expect(query.get('prizeMode'), brand).toBe(expected);
        expect(query.get('view'), brand).toBe('betting');
        expect(query.get('game'), brand).toBe(game.gameCode);
      }
    } finally {
      await setEngine(server.app, 'NUM', null);
      await setEngine(server.app, 'QDR', null);
    }
  });

  it('answers GAME_NOT_FOUND for a game not offered here or named with the wrong vendor or type', async () => {
    const { token } = await newPlayer(server.app);
    const game = await someGame(server.app, 'shonali', 'LIVE');
    const jds = await someGame(server.app, 'shonali', 'RNG', 'JDS');
    const northstar = await newPlayer(server.app, 'northstar');
    const cases: [string, string, string, Record<string, unknown>][] = [
      ['unknown node', 'shonali', token, { nodeId: 'nope' }],
      ['wrong vendor', 'shonali', token, { vendor: game.vassalage === 'EVL' ? 'AUR' : 'EVL' }],
      ['wrong type', 'shonali', token, { gameType: 'RNG' }],
    ];
    for (const [name, brand, who, change] of cases) {
      const response = await launch(server.app, brand, who, game, change);
      expect(response.statusCode, name).toBe(404);
      expect(response.json().code, name).toBe('GAME_NOT_FOUND');
    }
    const notHere = await launch(server.app, 'northstar', northstar.token, jds);
    expect(notHere.json().code).toBe('GAME_NOT_FOUND');
  });

  it('refuses a room of another game and bad bodies, naming the field', async () => {
    const { token } = await newPlayer(server.app);
    const game = await someGame(server.app, 'shonali', 'LIVE');
    for (const [change, field] of [
      [{ roomId: 'not-a-table' }, 'roomId'],
      [{ device: 'tv' }, 'device'],
      [{ language: 'fr' }, 'language'],
      [{ backUrl: 'https://elsewhere.example/' }, 'backUrl'],
      [{ backUrl: '//elsewhere.example/' }, 'backUrl'],
      [{ view: 'map' }, 'view'],
      [{ prizeMode: 'BIG' }, 'prizeMode'],
      [{ colour: 'red' }, 'colour'],
    ] as const) {
      const response = await launch(server.app, 'shonali', token, game, change);
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field }] });
    }
    const missing = await authed(server.app, 'shonali', token, { method: 'POST', url: '/wps/game/launchGame', payload: { ...refOf(game), language: 'en' } });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'device' }] });
  });

  it('needs a session, and a true account', async () => {
    const game = await someGame(server.app, 'shonali', 'RNG');
    const anonymous = await send(server.app, { method: 'POST', url: '/wps/game/launchGame', host: hostOf('shonali'), payload: { ...refOf(game), device: 'desktop', language: 'en' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('NOT_LOGGED_IN');
    const trial = await launch(server.app, 'shonali', await trialToken(server.app), game);
    expect(trial.statusCode).toBe(403);
    expect(trial.json().code).toBe('TRIAL_RESTRICTED');
  });
});
