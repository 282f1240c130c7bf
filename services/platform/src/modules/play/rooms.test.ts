import { describe, expect, it } from 'vitest';
import { getRoomList, launchGame } from '@croupier/contract';
import { authed, hostOf } from '../../../testing/accounts';
import { FakeClock } from '../../../testing/fake-clock';
import { launch, newPlayer, setEngine, someGame, trialToken } from '../../../testing/play';
import { send, useTestServer } from '../../../testing/test-app';
import { ROOM_PRESENCE_MS } from './rooms';

const ENGINE = 'https://live.example/launch';

describe('live game rooms', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const rooms = async (token: string, nodeId: string, language = 'en', brand = 'shonali') => {
    const response = await authed(server.app, brand, token, { url: `/wps/relay/GLS2_roomList?nodeId=${nodeId}&language=${language}` });
    expect(response.statusCode, response.body).toBe(200);
    return getRoomList.value.parse(response.json().value).rooms;
  };

  it('lists two to four tables of a live game, named in the asked language, closed while no engine is connected', async () => {
    const { token } = await newPlayer(server.app, 'shonali', () => clock.nowMs());
    const game = await someGame(server.app, 'shonali', 'LIVE', 'AUR');
    const english = await rooms(token, game.nodeId);
    expect(english.length).toBeGreaterThanOrEqual(2);
    expect(english.length).toBeLessThanOrEqual(4);
    for (const room of english) {
      expect(room.minBet).toBeGreaterThan(0);
      expect(room.maxBet).toBeGreaterThan(room.minBet);
      expect(room).toMatchObject({ open: false, players: 0 });
      expect(room.name).toMatch(/^[A-Za-z]+ Table \d$/);
    }
    const bengali = await rooms(token, game.nodeId, 'bn');
    expect(bengali.map((room) => room.roomId)).toEqual(english.map((room) => room.roomId));
    for (const room of bengali) expect(room.name).toMatch(/[\u0980-\u09FF]/);
    expect(new Set(english.map((room) => room.name)).size).toBe(english.length);
    // Free play may look at the tables; it cannot sit at one.
    expect(await rooms(await trialToken(server.app), game.nodeId)).toEqual(english);
  });

  it('counts the distinct players launched into each table in the last half hour', async () => {
    const first = await newPlayer(server.app, 'shonali', () => clock.nowMs());
    const second = await newPlayer(server.app, 'shonali', () => clock.nowMs());
    const game = await someGame(server.app, 'shonali', 'LIVE', 'EVL');
    await setEngine(server.app, 'EVL', ENGINE);
    const [table, otherTable] = await rooms(first.token, game.nodeId);
    if (!table || !otherTable) throw new Error('the game has fewer than two tables');
    expect(table.open).toBe(true);

    const sitDown = async (token: string, roomId: string) => {
      const response = await launch(server.app, 'shonali', token, game, { roomId });
      expect(response.statusCode, response.body).toBe(200);
      const result = launchGame.value.parse(response.json().value);
      if (result.status !== 'ready') throw new Error('the launch into a table was not ready');
      expect(new URL(result.url).searchParams.get('room')).toBe(roomId);
    };
    await sitDown(first.token, table.roomId);
    await sitDown(first.token, table.roomId);
    const afterOne = await rooms(first.token, game.nodeId);
    expect(afterOne.find((room) => room.roomId === table.roomId)?.players).toBe(1);
    expect(afterOne.find((room) => room.roomId === otherTable.roomId)?.players).toBe(0);

    clock.advance(ROOM_PRESENCE_MS / 2);
    await sitDown(second.token, table.roomId);
    await sitDown(second.token, otherTable.roomId);
    const afterTwo = await rooms(second.token, game.nodeId);
    expect(afterTwo.find((room) => room.roomId === table.roomId)?.players).toBe(2);
    expect(afterTwo.find((room) => room.roomId === otherTable.roomId)?.players).toBe(1);
    // Northstar's players are not Shonali's.
    const northstar = await newPlayer(server.app, 'northstar', () => clock.nowMs());
    expect((await rooms(northstar.token, game.nodeId, 'en', 'northstar')).map((room) => room.players)).toEqual(afterTwo.map(() => 0));

    clock.advance(ROOM_PRESENCE_MS / 2 + 1000);
    const later = await rooms(second.token, game.nodeId);
    expect(later.find((room) => room.roomId === table.roomId)?.players).toBe(1);
    await setEngine(server.app, 'EVL', null);
    expect((await rooms(second.token, game.nodeId)).every((room) => !room.open)).toBe(true);
  });

  it('answers GAME_NOT_FOUND for a game that is not a live game here', async () => {
    const { token } = await newPlayer(server.app, 'shonali', () => clock.nowMs());
    const slot = await someGame(server.app, 'shonali', 'RNG');
    const auroraLive = await someGame(server.app, 'shonali', 'LIVE', 'AUR');
    const northstar = await newPlayer(server.app, 'northstar', () => clock.nowMs());
    for (const [name, brand, who, nodeId] of [
      ['slot', 'shonali', token, slot.nodeId],
      ['unknown', 'shonali', token, '123'],
      ['vendor not enabled', 'northstar', northstar.token, auroraLive.nodeId],
    ] as const) {
      const response = await authed(server.app, brand, who, { url: `/wps/relay/GLS2_roomList?nodeId=${nodeId}` });
      expect(response.statusCode, name).toBe(404);
      expect(response.json().code, name).toBe('GAME_NOT_FOUND');
    }
  });

  it('needs a session and a node id, and refuses keys it does not know', async () => {
    const game = await someGame(server.app, 'shonali', 'LIVE');
    const anonymous = await send(server.app, { url: `/wps/relay/GLS2_roomList?nodeId=${game.nodeId}`, host: hostOf('shonali') });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('NOT_LOGGED_IN');
    const { token } = await newPlayer(server.app, 'shonali', () => clock.nowMs());
    for (const [query, field] of [
      ['', 'nodeId'],
      [`?nodeId=${game.nodeId}&table=1`, 'table'],
      [`?nodeId=${game.nodeId}&language=fr`, 'language'],
    ] as const) {
      const response = await authed(server.app, 'shonali', token, { url: `/wps/relay/GLS2_roomList${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field }] });
    }
  });
});
