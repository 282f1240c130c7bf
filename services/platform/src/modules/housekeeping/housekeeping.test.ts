import { describe, expect, it } from 'vitest';
import { useTestServer, send } from '../../../testing/test-app';
import { FakeClock } from '../../../testing/fake-clock';
import { GOOD_PASSWORD, createMember, hostOf, loginRequest, nextIp, nextMobile, nextUsername } from '../../../testing/accounts';
import { launch, newPlayer, setEngine, someGame } from '../../../testing/play';
import { ROOM_PRESENCE_MS } from '../play';
import { GAME_SESSION_ABSOLUTE_MS } from '../seamless';
import { authenticated, launchedPlayer, registerTestProviders } from '../seamless/seamless-testing';
import { sweepExpiredRows } from './service';

const TABLES = ['sealed_nonces', 'captchas', 'captcha_test_answers', 'sessions', 'login_failures', 'sms_codes', 'login_challenges', 'password_reset_tokens'] as const;

describe('housekeeping', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const counts = async () => {
    const entries = await Promise.all(
      TABLES.map(async (table) => [table, Number((await server.db.query<{ count: string | number }>(`SELECT count(*) AS count FROM ${table}`)).rows[0]?.count)] as const),
    );
    return Object.fromEntries(entries);
  };

  it('deletes what has expired and keeps what still counts', async () => {
    const now = () => clock.nowMs();
    const username = nextUsername();
    const mobileNum = nextMobile();
    await createMember(server.app, 'shonali', { username, password: GOOD_PASSWORD, type: 0, mobileNum, email: `${username}@example.com` });
    await loginRequest(server.app, { brand: 'shonali', username, password: GOOD_PASSWORD, ip: nextIp(), nowMs: now });
    await loginRequest(server.app, { brand: 'shonali', username, password: GOOD_PASSWORD, ip: nextIp(), nowMs: now });
    await loginRequest(server.app, { brand: 'shonali', username: 'nobody_here', password: 'Wrong#2026', ip: nextIp(), nowMs: now });
    await send(server.app, { url: '/wps/captcha?key=abcdefghijklmnop', host: hostOf('shonali'), ip: nextIp() });
    await send(server.app, {
      method: 'POST',
      url: '/wps/member/password/email',
      host: hostOf('shonali'),
      payload: `username=${username}&email=${username}%40example.com`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const before = await counts();
    for (const table of TABLES) expect(before[table], table).toBeGreaterThan(0);

    await sweepExpiredRows(server.db, clock.nowMs());
    expect(await counts()).toEqual(before);

    clock.advance(13 * 60 * 60 * 1000);
    await sweepExpiredRows(server.db, clock.nowMs());
    const after = await counts();
    for (const table of TABLES.filter((each) => each !== 'sms_codes')) expect(after[table], table).toBe(0);
    // Codes stay a day: their sends still count toward the hourly limit for a while.
    expect(after.sms_codes).toBe(before.sms_codes);
    clock.advance(12 * 60 * 60 * 1000);
    await sweepExpiredRows(server.db, clock.nowMs());
    expect((await counts()).sms_codes).toBe(0);
  });

  it('keeps launches while they still count a player at a table', async () => {
    const launches = async () => Number((await server.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM launch_tokens')).rows[0]?.count);
    await setEngine(server.app, 'EVL', 'https://evl.example/launch');
    const player = await newPlayer(server.app, 'shonali', () => clock.nowMs());
    const game = await someGame(server.app, 'shonali', 'LIVE', 'EVL');
    expect((await launch(server.app, 'shonali', player.token, game)).json().value.status).toBe('ready');
    expect(await launches()).toBe(1);
    clock.advance(ROOM_PRESENCE_MS - 1000);
    await sweepExpiredRows(server.db, clock.nowMs());
    expect(await launches()).toBe(1);
    clock.advance(2000);
    await sweepExpiredRows(server.db, clock.nowMs());
    expect(await launches()).toBe(0);
  });

  it('deletes a provider’s game session once it has ended for good', async () => {
    const sessions = async () => Number((await server.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM seamless_sessions')).rows[0]?.count);
    await registerTestProviders(server.db, clock.nowMs());
    const player = await launchedPlayer(server.app, 'northstar', () => clock.nowMs());
    await authenticated(server.app, player.launchToken, clock.nowMs());
    expect(await sessions()).toBe(1);
    clock.advance(GAME_SESSION_ABSOLUTE_MS - 1000);
    await sweepExpiredRows(server.db, clock.nowMs());
    expect(await sessions()).toBe(1);
    clock.advance(2000);
    await sweepExpiredRows(server.db, clock.nowMs());
    expect(await sessions()).toBe(0);
  });
});
