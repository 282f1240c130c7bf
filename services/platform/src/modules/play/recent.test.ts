import { describe, expect, it } from 'vitest';
import { getRecentGames, type GameCard } from '@croupier/contract';
import { authed, hostOf } from '../../../testing/accounts';
import { FakeClock } from '../../../testing/fake-clock';
import { launch, listGames, newPlayer, setEngine, someGame, trialToken } from '../../../testing/play';
import { send, useTestServer } from '../../../testing/test-app';
import { RECENT_GAMES_KEPT } from './recent';

const URL = '/lgw/games/recent';

describe('recent games', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const recent = async (token: string, query = '') => {
    const response = await authed(server.app, 'shonali', token, { url: `${URL}${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return getRecentGames.value.parse(response.json().value).list;
  };
  const play = async (token: string, game: GameCard) => {
    const response = await launch(server.app, 'shonali', token, game);
    expect(response.json().value.status, response.body).toBe('ready');
    clock.advance(1000);
  };
  const ids = (cards: readonly GameCard[]) => cards.map((card) => card.nodeId);

  it('lists ready launches latest first, moving a game launched again to the top', async () => {
    await setEngine(server.app, 'SPW', 'https://spw.example/launch');
    await setEngine(server.app, 'EVL', 'https://evl.example/launch');
    const { token } = await newPlayer(server.app, 'shonali', () => clock.nowMs());
    const [a, b] = await listGames(server.app, 'shonali', 'RNG', '&vassalage=SPW');
    const live = await someGame(server.app, 'shonali', 'LIVE', 'EVL');
    const down = await someGame(server.app, 'shonali', 'RNG', 'NEO');
    if (!a || !b) throw new Error('SPW lists fewer than two slots');
    for (const game of [a, live, b]) await play(token, game);
    expect((await launch(server.app, 'shonali', token, down)).json().value.status).toBe('maintenance');
    expect(ids(await recent(token, '?page=1&pageSize=20&gameType=RNG&language=en&clientType=3'))).toEqual([b.nodeId, a.nodeId]);
    expect(ids(await recent(token))).toEqual([b.nodeId, live.nodeId, a.nodeId]);
    await play(token, a);
    expect(ids(await recent(token))).toEqual([a.nodeId, b.nodeId, live.nodeId]);
    expect(ids(await recent(token, '?gameType=LIVE'))).toEqual([live.nodeId]);
    expect(ids(await recent(token, '?page=2&pageSize=2'))).toEqual([live.nodeId]);
    expect(await recent(token, '?page=3&pageSize=2')).toEqual([]);
    expect((await recent(token, '?language=en'))[0]).toEqual(a);
    expect((await recent(token, '?language=bn'))[0]?.gameName).toMatch(/[\u0980-\u09FF]/);
  });

  it(`keeps the latest ${RECENT_GAMES_KEPT} per member`, async () => {
    const player = await newPlayer(server.app, 'shonali', () => clock.nowMs());
    const { rows } = await server.db.query<{ game_id: string }>(
      "SELECT game_id FROM catalogue_games WHERE vassalage = 'NEO' ORDER BY game_id LIMIT $1",
      [RECENT_GAMES_KEPT + 5],
    );
    await server.db.query(
      `INSERT INTO recent_games (merchant_code, member_id, game_id, launched_at)
       SELECT 'SHONALI', $1::bigint, game_id, now() - interval '1 day' * position FROM unnest($2::text[]) WITH ORDINALITY AS t (game_id, position)`,
      [player.memberId, rows.map((row) => row.game_id)],
    );
    const game = await someGame(server.app, 'shonali', 'RNG', 'SPW');
    await play(player.token, game);
    const { rows: kept } = await server.db.query<{ game_id: string }>(
      'SELECT game_id FROM recent_games WHERE member_id = $1::bigint ORDER BY launched_at DESC',
      [player.memberId],
    );
    expect(kept).toHaveLength(RECENT_GAMES_KEPT);
    expect(kept[0]?.game_id).toBe(game.gameId);
    // the oldest rows went, the newest stayed
    expect(kept.map((row) => row.game_id).slice(1)).toEqual(rows.slice(0, RECENT_GAMES_KEPT - 1).map((row) => row.game_id));
    expect(await recent(player.token, '?pageSize=20')).toHaveLength(20);
  });

  it('leaves out games whose vendor the merchant no longer offers', async () => {
    const { token } = await newPlayer(server.app, 'shonali', () => clock.nowMs());
    const spw = await someGame(server.app, 'shonali', 'RNG', 'SPW');
    const live = await someGame(server.app, 'shonali', 'LIVE', 'EVL');
    await play(token, spw);
    await play(token, live);
    const { rows } = await server.db.query<{ sort_order: number }>("DELETE FROM merchant_vendors WHERE merchant_code = 'SHONALI' AND vassalage = 'EVL' RETURNING sort_order");
    try {
      // another instance made the change: this one sees it once its copy of the catalogue is renewed
      expect(ids(await recent(token))).toEqual([live.nodeId, spw.nodeId]);
      clock.advance(31_000);
      expect(ids(await recent(token))).toEqual([spw.nodeId]);
    } finally {
      await server.db.query("INSERT INTO merchant_vendors (merchant_code, vassalage, sort_order) VALUES ('SHONALI', 'EVL', $1)", [rows[0]?.sort_order ?? 1]);
      clock.advance(31_000);
    }
    expect(ids(await recent(token))).toEqual([live.nodeId, spw.nodeId]);
  });

  it('refuses bad paging and keys it does not know, naming the field', async () => {
    const { token } = await newPlayer(server.app, 'shonali', () => clock.nowMs());
    for (const [query, field] of [
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=21', 'pageSize'],
      ['?page=0', 'page'],
      ['?page=one', 'page'],
      ['?gameType=NOPE', 'gameType'],
      ['?clientType=4', 'clientType'],
      ['?pageNo=1', 'pageNo'],
    ] as const) {
      const response = await authed(server.app, 'shonali', token, { url: `${URL}${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field }] });
    }
  });

  it('needs a session, and a true account', async () => {
    const anonymous = await send(server.app, { url: URL, host: hostOf('shonali') });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('NOT_LOGGED_IN');
    const trial = await authed(server.app, 'shonali', await trialToken(server.app), { url: URL });
    expect(trial.statusCode).toBe(403);
    expect(trial.json().code).toBe('TRIAL_RESTRICTED');
  });
});
