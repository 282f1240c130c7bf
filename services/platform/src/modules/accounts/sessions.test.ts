import { describe, expect, it } from 'vitest';
import { memberInfoSchema } from '@croupier/contract';
import { useTestServer, send } from '../../../testing/test-app';
import { FakeClock } from '../../../testing/fake-clock';
import { GOOD_PASSWORD, authed, createMember, hostOf, loginToken, nextIp, nextMobile, nextUsername } from '../../../testing/accounts';

const MINUTE_MS = 60_000;

describe('sessions', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const newSession = async (brand = 'northstar', extra: Record<string, unknown> = {}) => {
    const username = nextUsername();
    await createMember(server.app, brand, { username, password: GOOD_PASSWORD, type: 0, ...extra });
    const ip = nextIp();
    return { username, ip, token: await loginToken(server.app, { brand, username, password: GOOD_PASSWORD, ip, nowMs: () => clock.nowMs() }) };
  };
  const info = (token: string, brand = 'northstar') => authed(server.app, brand, token, { url: '/wps/member/info' });

  it('show the member their own account, masked', async () => {
    const mobileNum = nextMobile();
    const { username, token, ip } = await newSession('shonali', { mobileNum, email: 'rahim@example.com' });
    const response = await info(token, 'shonali');
    expect(response.statusCode, response.body).toBe(200);
    const value = memberInfoSchema.parse(response.json().value);
    expect(value).toMatchObject({
      account: username,
      userName: username,
      type: 0,
      isAgent: false,
      isTrial: false,
      maskedMobile: `${mobileNum.slice(0, 3)}*****${mobileNum.slice(-3)}`,
      maskedEmail: 'r***@example.com',
      hasPassword: true,
      hasPaymentPassword: false,
      iconId: 0,
      currency: 'BDT',
      previousLoginAt: null,
      previousLoginIp: null,
    });
    clock.advance(MINUTE_MS);
    const again = await loginToken(server.app, { brand: 'shonali', username, password: GOOD_PASSWORD, ip, nowMs: () => clock.nowMs() });
    expect((await info(again, 'shonali')).json().value).toMatchObject({ previousLoginAt: new Date(clock.nowMs() - MINUTE_MS).toISOString(), previousLoginIp: ip });
  });

  it('refuse calls without a live token', async () => {
    const noHeader = await send(server.app, { url: '/wps/member/info', host: hostOf('northstar') });
    expect(noHeader.statusCode).toBe(401);
    expect(noHeader.json().code).toBe('NOT_LOGGED_IN');
    for (const authorization of ['Basic abc', 'Bearer', 'Bearer short', `Bearer ${'A'.repeat(43)}`]) {
      const response = await send(server.app, { url: '/wps/member/info', host: hostOf('northstar'), headers: { authorization } });
      expect(response.json().code, authorization).toBe('NOT_LOGGED_IN');
    }
  });

  it('refuse a token of one merchant on another', async () => {
    const { token } = await newSession('shonali');
    expect((await info(token, 'shonali')).statusCode).toBe(200);
    expect((await info(token, 'northstar')).json().code).toBe('NOT_LOGGED_IN');
  });

  it('end on logout', async () => {
    const { token } = await newSession();
    const out = await authed(server.app, 'northstar', token, { method: 'DELETE', url: '/wps/session/logout' });
    expect(out.json()).toEqual({ success: true, value: { loggedOut: true } });
    expect((await info(token)).json().code).toBe('NOT_LOGGED_IN');
    expect((await authed(server.app, 'northstar', token, { method: 'DELETE', url: '/wps/session/logout' })).json().code).toBe('NOT_LOGGED_IN');
  });

  it('end after 30 minutes without a call', async () => {
    const { token } = await newSession();
    clock.advance(29 * MINUTE_MS);
    expect((await info(token)).statusCode).toBe(200);
    clock.advance(29 * MINUTE_MS);
    expect((await info(token)).statusCode).toBe(200);
    clock.advance(30 * MINUTE_MS);
    expect((await info(token)).json().code).toBe('NOT_LOGGED_IN');
  });

  it('write the last call time at most once a minute', async () => {
    const { token } = await newSession();
    const lastSeen = async () => (await server.db.query<{ last_seen_at: Date }>('SELECT last_seen_at FROM sessions ORDER BY created_at DESC LIMIT 1')).rows[0]?.last_seen_at;
    const start = await lastSeen();
    clock.advance(30_000);
    await info(token);
    expect(await lastSeen()).toEqual(start);
    clock.advance(30_000);
    await info(token);
    expect((await lastSeen())?.getTime()).toBe(clock.nowMs());
  });

  it('end 12 hours after login however busy', async () => {
    const { token } = await newSession();
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      clock.advance(20 * MINUTE_MS);
      expect((await info(token)).statusCode, `after ${elapsed + 20} minutes`).toBe(200);
    }
    clock.advance(20 * MINUTE_MS);
    const response = await info(token);
    expect(response.json().code).toBe('NOT_LOGGED_IN');
    expect(response.json().message).toContain('12-hour');
  });

  it('set the profile icon within the known icons', async () => {
    const { token } = await newSession();
    const set = await authed(server.app, 'northstar', token, { method: 'PUT', url: '/wps/member/info/icon', payload: { iconId: 7 } });
    expect(set.json()).toEqual({ success: true, value: { iconId: 7 } });
    expect((await info(token)).json().value.iconId).toBe(7);
    for (const iconId of [12, -1, 1.5, '3']) {
      const bad = await authed(server.app, 'northstar', token, { method: 'PUT', url: '/wps/member/info/icon', payload: { iconId } });
      expect(bad.json(), String(iconId)).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'iconId' }] });
    }
  });
});
