import { describe, expect, it } from 'vitest';
import { sessionIssuedSchema } from '@croupier/contract';
import { useTestServer, send } from '../../../testing/test-app';
import { authed, hostOf, nextIp, sendSealed } from '../../../testing/accounts';

const BODY = { os: 'Linux', platform: 'W', gatewayVersion: 3 };

describe('free play', () => {
  const server = useTestServer();
  const freePlay = (brand: string, ip = nextIp(), payload: Record<string, unknown> = BODY) => send(server.app, { method: 'POST', url: '/wps/session/login/freeplay', host: hostOf(brand), ip, payload });

  it('opens a trial account with a demo balance and logs it in', async () => {
    const response = await freePlay('shonali');
    expect(response.statusCode, response.body).toBe(200);
    const session = sessionIssuedSchema.parse(response.json().value);
    expect(session).toMatchObject({ memberType: 4, firstTimeLogin: true, initialPassword: false, passwordExpired: false });
    const info = await authed(server.app, 'shonali', session.token, { url: '/wps/member/info' });
    expect(info.json().value).toMatchObject({ type: 4, isTrial: true, isAgent: false, hasPassword: false });
    const { rows } = await server.db.query<{ balance: string }>("SELECT trial_balance_minor::text AS balance FROM members WHERE username = $1", [info.json().value.account]);
    expect(rows[0]?.balance).toBe('1000000');
  });

  it('is refused where the brand offers none, and for a body of the wrong shape', async () => {
    const response = await freePlay('northstar');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FEATURE_DISABLED');
    const wrongShape = await freePlay('shonali', nextIp(), { ...BODY, platform: 'M', gatewayVersion: 2 });
    expect(wrongShape.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('is limited per address', async () => {
    const ip = nextIp();
    for (let start = 0; start < 5; start += 1) expect((await freePlay('shonali', ip)).statusCode).toBe(200);
    const sixth = await freePlay('shonali', ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(sixth.json().retryAfterSeconds).toBeGreaterThan(0);
    expect((await freePlay('shonali')).statusCode).toBe(200);
  });

  it('keeps trial accounts out of member actions', async () => {
    const token = (await freePlay('shonali')).json().value.token as string;
    const icon = await authed(server.app, 'shonali', token, { method: 'PUT', url: '/wps/member/info/icon', payload: { iconId: 2 } });
    expect(icon.statusCode).toBe(403);
    expect(icon.json().code).toBe('TRIAL_RESTRICTED');
    const password = await sendSealed(server.app, { method: 'POST', url: '/wps/member/password', brand: 'shonali', token, data: { newPassword: 'Fresh#2027', confirmNewPassword: 'Fresh#2027' } });
    expect(password.json().code).toBe('TRIAL_RESTRICTED');
    const out = await authed(server.app, 'shonali', token, { method: 'DELETE', url: '/wps/session/logout' });
    expect(out.statusCode).toBe(200);
  });
});
