import { describe, expect, it } from 'vitest';
import { addFavouriteGame, getFavouriteGames } from '@croupier/contract';
import { authed, hostOf } from '../../../testing/accounts';
import { FakeClock } from '../../../testing/fake-clock';
import { listGames, newPlayer, refOf, someGame, trialToken } from '../../../testing/play';
import { send, useTestServer } from '../../../testing/test-app';
import { MAX_FAVOURITES } from './favourites';

const URL = '/lgw/games/favorites';

describe('favourite games', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const now = () => clock.nowMs();
  const list = (token: string, query = '', brand = 'shonali') => authed(server.app, brand, token, { url: `${URL}${query}` });
  const add = (token: string, payload: unknown, brand = 'shonali') => authed(server.app, brand, token, { method: 'POST', url: URL, payload: payload as Record<string, unknown> });
  const remove = (token: string, payload: unknown, brand = 'shonali') => authed(server.app, brand, token, { method: 'DELETE', url: URL, payload: payload as Record<string, unknown> });
  const page = async (token: string, query = '') => {
    const response = await list(token, query);
    expect(response.statusCode, response.body).toBe(200);
    return getFavouriteGames.value.parse(response.json().value);
  };

  it('adds and removes idempotently, newest first, in the asked language', async () => {
    const { token } = await newPlayer(server.app, 'shonali', now);
    const [first, second] = await listGames(server.app, 'shonali', 'RNG');
    const fish = await someGame(server.app, 'shonali', 'FISH');
    if (!first || !second) throw new Error('shonali lists fewer than two slots');
    for (const game of [first, fish, second]) {
      const added = await add(token, refOf(game));
      expect(added.statusCode, added.body).toBe(200);
      expect(addFavouriteGame.value.parse(added.json().value)).toEqual({ nodeId: game.nodeId, favourite: true });
      clock.advance(1000);
    }
    const again = await add(token, refOf(first));
    expect(again.json().value).toEqual({ nodeId: first.nodeId, favourite: true });
    const listed = await page(token, '?clientType=3&pageNo=1&pageSize=999&language=en');
    expect(listed.content.map((card) => card.nodeId)).toEqual([second.nodeId, fish.nodeId, first.nodeId]);
    expect(listed.content[0]).toEqual(second);
    expect(listed).toMatchObject({ pageNum: 1, totalPages: 1 });
    const bengali = await page(token, '?language=bn');
    expect(bengali.content[0]?.gameName).not.toBe(second.gameName);
    expect(bengali.content[0]?.gameName).toMatch(/[\u0980-\u09FF]/);

    const removed = await remove(token, refOf(fish));
    expect(removed.json().value).toEqual({ nodeId: fish.nodeId, favourite: false });
    const removedAgain = await remove(token, refOf(fish));
    expect(removedAgain.statusCode).toBe(200);
    expect(removedAgain.json().value).toEqual({ nodeId: fish.nodeId, favourite: false });
    expect((await page(token)).content.map((card) => card.nodeId)).toEqual([second.nodeId, first.nodeId]);
  });

  it('filters by game type and pages', async () => {
    const { token } = await newPlayer(server.app, 'shonali', now);
    const slots = (await listGames(server.app, 'shonali', 'RNG')).slice(0, 5);
    const live = await someGame(server.app, 'shonali', 'LIVE');
    for (const game of [...slots, live]) {
      await add(token, refOf(game));
      clock.advance(1000);
    }
    const onlySlots = await page(token, '?gameType=RNG');
    expect(onlySlots.content.map((card) => card.nodeId)).toEqual(slots.map((card) => card.nodeId).reverse());
    const secondPage = await page(token, '?gameType=RNG&pageSize=2&pageNo=2');
    expect(secondPage).toMatchObject({ pageNum: 2, totalPages: 3 });
    expect(secondPage.content.map((card) => card.nodeId)).toEqual(onlySlots.content.slice(2, 4).map((card) => card.nodeId));
    const onlyLive = await page(token, '?gameType=LIVE');
    expect(onlyLive.content.map((card) => card.nodeId)).toEqual([live.nodeId]);
    const none = await page(token, '?gameType=COCKFIGHT');
    expect(none).toEqual({ content: [], pageNum: 1, totalPages: 0 });
  });

  it('answers GAME_NOT_FOUND for a game not offered here or named with the wrong vendor or type', async () => {
    const { token } = await newPlayer(server.app, 'shonali', now);
    const game = await someGame(server.app, 'shonali', 'RNG');
    const jds = await someGame(server.app, 'shonali', 'RNG', 'JDS');
    const northstar = await newPlayer(server.app, 'northstar', now);
    const cases: [string, Record<string, unknown>, string][] = [
      ['unknown node', { ...refOf(game), nodeId: '999999999' }, 'shonali'],
      ['wrong vendor', { ...refOf(game), vendor: game.vassalage === 'SPW' ? 'NEO' : 'SPW' }, 'shonali'],
      ['wrong type', { ...refOf(game), gameType: 'FISH' }, 'shonali'],
      ['vendor not enabled', refOf(jds), 'northstar'],
    ];
    for (const [name, payload, brand] of cases) {
      const who = brand === 'northstar' ? northstar.token : token;
      for (const response of [await add(who, payload, brand), await remove(who, payload, brand)]) {
        expect(response.statusCode, name).toBe(404);
        expect(response.json().code, name).toBe('GAME_NOT_FOUND');
      }
    }
    expect((await page(token)).content).toEqual([]);
  });

  it('refuses more than the list holds, but still answers a game already in it', async () => {
    const player = await newPlayer(server.app, 'shonali', now);
    const target = await someGame(server.app, 'shonali', 'LIVE');
    const { rows } = await server.db.query<{ game_id: string }>(
      `SELECT g.game_id FROM catalogue_games g JOIN merchant_vendors v ON v.merchant_code = 'SHONALI' AND v.vassalage = g.vassalage
        WHERE g.game_id <> $1 ORDER BY g.game_id LIMIT $2`,
      [target.gameId, MAX_FAVOURITES],
    );
    expect(rows).toHaveLength(MAX_FAVOURITES);
    await server.db.query(
      `INSERT INTO favourite_games (merchant_code, member_id, game_id, created_at)
       SELECT 'SHONALI', $1::bigint, game_id, now() - interval '1 day' FROM unnest($2::text[]) AS t (game_id)`,
      [player.memberId, rows.map((row) => row.game_id)],
    );
    const full = await add(player.token, refOf(target));
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('FAVOURITES_FULL');
    const listed = await page(player.token);
    expect(listed.content).toHaveLength(MAX_FAVOURITES);
    const kept = listed.content[0];
    if (!kept) throw new Error('the full list is empty');
    expect((await add(player.token, refOf(kept))).json().value).toEqual({ nodeId: kept.nodeId, favourite: true });
    await remove(player.token, refOf(kept));
    const room = await add(player.token, refOf(target));
    expect(room.statusCode, room.body).toBe(200);
    expect((await page(player.token, '?pageSize=1')).content[0]?.nodeId).toBe(target.nodeId);
  });

  it('leaves out games whose vendor the merchant no longer offers, and shows them again when it does', async () => {
    const { token } = await newPlayer(server.app, 'shonali', now);
    const slot = await someGame(server.app, 'shonali', 'RNG', 'SPW');
    const fish = await someGame(server.app, 'shonali', 'FISH', 'OCH');
    await add(token, refOf(slot));
    clock.advance(1000);
    await add(token, refOf(fish));
    const { rows } = await server.db.query<{ sort_order: number }>("DELETE FROM merchant_vendors WHERE merchant_code = 'SHONALI' AND vassalage = 'OCH' RETURNING sort_order");
    try {
      clock.advance(31_000);
      expect((await page(token)).content.map((card) => card.nodeId)).toEqual([slot.nodeId]);
      expect((await add(token, refOf(fish))).json().code).toBe('GAME_NOT_FOUND');
    } finally {
      await server.db.query("INSERT INTO merchant_vendors (merchant_code, vassalage, sort_order) VALUES ('SHONALI', 'OCH', $1)", [rows[0]?.sort_order ?? 1]);
      clock.advance(31_000);
    }
    expect((await page(token)).content.map((card) => card.nodeId)).toEqual([fish.nodeId, slot.nodeId]);
  });

  it('refuses bad paging, bad bodies and keys it does not know, naming the field', async () => {
    const { token } = await newPlayer(server.app, 'shonali', now);
    for (const [query, field] of [
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=1000', 'pageSize'],
      ['?pageNo=0', 'pageNo'],
      ['?pageNo=two', 'pageNo'],
      ['?gameType=NOPE', 'gameType'],
      ['?language=fr', 'language'],
      ['?token=abc', 'token'],
    ] as const) {
      const response = await list(token, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field }] });
    }
    const game = await someGame(server.app, 'shonali', 'RNG');
    for (const [payload, field] of [
      [{ vendor: game.vassalage, gameType: game.gameType }, 'nodeId'],
      [{ ...refOf(game), gameType: 'NOPE' }, 'gameType'],
      [{ ...refOf(game), extra: 1 }, 'extra'],
    ] as const) {
      for (const response of [await add(token, payload), await remove(token, payload)]) {
        expect(response.statusCode, field).toBe(400);
        expect(response.json(), field).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field }] });
      }
    }
  });

  it('needs a session, and a true account', async () => {
    const game = await someGame(server.app, 'shonali', 'RNG');
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const payload = method === 'GET' ? undefined : refOf(game);
      const anonymous = await send(server.app, { method, url: URL, host: hostOf('shonali'), ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, method).toBe(401);
      expect(anonymous.json().code, method).toBe('NOT_LOGGED_IN');
      const trial = await authed(server.app, 'shonali', await trialToken(server.app), { method, url: URL, ...(payload ? { payload } : {}) });
      expect(trial.statusCode, method).toBe(403);
      expect(trial.json().code, method).toBe('TRIAL_RESTRICTED');
    }
  });
});
