import { describe, expect, it } from 'vitest';
import { verificationRequiredSchema } from '@croupier/contract';
import { useTestServer, send } from '../../../testing/test-app';
import { FakeClock } from '../../../testing/fake-clock';
import { GOOD_PASSWORD, createMember, hostOf, latestSmsCode, loginRequest, nextIp, nextMobile, nextUsername, smsCount } from '../../../testing/accounts';

describe('login from a new address', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const login = (brand: string, username: string, ip: string) => loginRequest(server.app, { brand, username, password: GOOD_PASSWORD, ip, nowMs: () => clock.nowMs() });
  const verify = (brand: string, challengeId: string, verificationCode: string, ip = nextIp()) =>
    send(server.app, { method: 'POST', url: '/wps/session/login/verify', host: hostOf(brand), ip, payload: { challengeId, verificationCode } });
  const sessionCount = async () => Number((await server.db.query<{ count: string | number }>('SELECT count(*) AS count FROM sessions')).rows[0]?.count);

  /** A member with a phone that has logged in once, from `homeIp`. */
  const memberAtHome = async (brand = 'shonali') => {
    const mobileNum = nextMobile();
    const username = nextUsername();
    await createMember(server.app, brand, { username, password: GOOD_PASSWORD, type: 0, mobileNum });
    const homeIp = nextIp();
    expect((await login(brand, username, homeIp)).json().value.outcome).toBe('session');
    return { username, mobileNum, homeIp };
  };

  it('asks for a code sent to the phone instead of issuing a session', async () => {
    const { username, mobileNum, homeIp } = await memberAtHome();
    expect((await login('shonali', username, homeIp)).json().value.outcome).toBe('session');
    const before = await sessionCount();
    const awayIp = nextIp();
    const response = await login('shonali', username, awayIp);
    expect(response.statusCode).toBe(200);
    const value = verificationRequiredSchema.parse(response.json().value);
    expect(value).toMatchObject({ outcome: 'verify', maskedMobile: `${mobileNum.slice(0, 3)}*****${mobileNum.slice(-3)}`, expiredMinutes: 5 });
    expect(await sessionCount()).toBe(before);
    const code = await latestSmsCode(server.app, 'shonali', mobileNum);

    expect((await verify('shonali', value.challengeId, code === '000000' ? '000001' : '000000')).json().code).toBe('SMS_INVALID_CODE');
    expect((await verify('shonali', value.challengeId, '')).json().code).toBe('SMS_MISSING_CODE');
    expect((await verify('northstar', value.challengeId, code)).json().code).toBe('SMS_INVALID_CODE');
    const verified = await verify('shonali', value.challengeId, code, awayIp);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().value).toMatchObject({ outcome: 'session', firstTimeLogin: false });
    expect((await verify('shonali', value.challengeId, code, awayIp)).json().code).toBe('SMS_INVALID_CODE');
    // The address is known now.
    expect((await login('shonali', username, awayIp)).json().value.outcome).toBe('session');
  });

  it('answers the same challenge again while the countdown runs, without another SMS', async () => {
    const { username, mobileNum } = await memberAtHome();
    const awayIp = nextIp();
    const first = (await login('shonali', username, awayIp)).json().value;
    const second = (await login('shonali', username, awayIp)).json().value;
    expect(second.challengeId).toBe(first.challengeId);
    expect(await smsCount(server.app, 'shonali', mobileNum)).toBe(1);
  });

  it('lets the challenge expire with its code', async () => {
    const { username, mobileNum } = await memberAtHome();
    const awayIp = nextIp();
    const { challengeId } = (await login('shonali', username, awayIp)).json().value;
    const code = await latestSmsCode(server.app, 'shonali', mobileNum);
    clock.advance(5 * 60 * 1000);
    expect((await verify('shonali', challengeId, code)).json().code).toBe('SMS_CODE_EXPIRED');
    const fresh = (await login('shonali', username, awayIp)).json().value;
    expect(fresh.challengeId).not.toBe(challengeId);
  });

  it('refuses a challenge that does not exist', async () => {
    expect((await verify('shonali', 'no-such-challenge', '123456')).json().code).toBe('SMS_INVALID_CODE');
    const oversize = await verify('shonali', 'x'.repeat(65), '123456');
    expect(oversize.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'challengeId' }] });
  });

  it('is skipped for accounts without a phone and on the very first login', async () => {
    const username = nextUsername();
    await createMember(server.app, 'northstar', { username, password: GOOD_PASSWORD, type: 0 });
    expect((await login('northstar', username, nextIp())).json().value.outcome).toBe('session');
    expect((await login('northstar', username, nextIp())).json().value.outcome).toBe('session');
    const withPhone = nextUsername();
    await createMember(server.app, 'northstar', { username: withPhone, password: GOOD_PASSWORD, type: 0, mobileNum: nextMobile() });
    expect((await login('northstar', withPhone, nextIp())).json().value.outcome).toBe('session');
    expect((await login('northstar', withPhone, nextIp())).json().value.outcome).toBe('verify');
  });
});
