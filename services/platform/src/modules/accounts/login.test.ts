import { describe, expect, it } from 'vitest';
import { failureSchema, loginValueSchema } from '@croupier/contract';
import { useTestServer, send } from '../../../testing/test-app';
import { FakeClock } from '../../../testing/fake-clock';
import { GOOD_PASSWORD, createMember, hostOf, latestSmsCode, loginRequest, nextIp, nextMobile, nextUsername, smsCount, solvedCaptcha, type LoginInput } from '../../../testing/accounts';
import { DEMO_PASSWORD } from './demo-members';

const MINUTE_MS = 60_000;

describe('login', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const attempt = (input: Omit<LoginInput, 'nowMs'>) => loginRequest(server.app, { ...input, nowMs: () => clock.nowMs() });
  const newPlayer = async (brand = 'northstar', extra: Record<string, unknown> = {}) => {
    const username = nextUsername();
    await createMember(server.app, brand, { username, password: GOOD_PASSWORD, type: 0, ...extra });
    return username;
  };

  it('logs the demo accounts in with the demo password, first time and again', async () => {
    const ip = nextIp();
    const first = await attempt({ brand: 'northstar', username: 'demo_agent', password: DEMO_PASSWORD, ip });
    expect(first.statusCode, first.body).toBe(200);
    const firstValue = loginValueSchema.parse(first.json().value);
    expect(firstValue).toMatchObject({ outcome: 'session', firstTimeLogin: true, passwordExpired: false, initialPassword: false, memberType: 1, previousLoginAt: null });
    if (firstValue.outcome !== 'session') throw new Error('no session');
    expect(firstValue.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const firstAt = new Date(clock.nowMs()).toISOString();
    clock.advance(MINUTE_MS);
    const again = await attempt({ brand: 'northstar', username: 'DEMO_AGENT', password: DEMO_PASSWORD, ip });
    expect(again.json().value).toMatchObject({ outcome: 'session', firstTimeLogin: false, previousLoginAt: firstAt });
  });

  it('stores only a hash of the session token', async () => {
    const response = await attempt({ brand: 'northstar', username: await newPlayer(), password: GOOD_PASSWORD, ip: nextIp() });
    const token = response.json().value.token as string;
    const { rows } = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash.includes(token))).toBe(false);
  });

  it('answers a wrong password and an unknown username alike, with the captcha flag', async () => {
    const username = await newPlayer();
    const wrong = await attempt({ brand: 'northstar', username, password: 'Wrong#2026', ip: nextIp() });
    const unknown = await attempt({ brand: 'northstar', username: 'nobody_here', password: 'Wrong#2026', ip: nextIp() });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(failureSchema.parse(response.json())).toEqual({ success: false, code: 'LOGIN_FAILED', message: 'The username or password is not right', captcha: true });
    }
  });

  it('asks for a captcha after a failure, refuses a wrong one, and accepts a solved one', async () => {
    const username = await newPlayer();
    const ip = nextIp();
    await attempt({ brand: 'northstar', username, password: 'Wrong#2026', ip });
    const noCaptcha = await attempt({ brand: 'northstar', username, password: GOOD_PASSWORD, ip: nextIp() });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', captcha: true });
    const { captchaKey, captcha } = await solvedCaptcha(server.app, 'northstar', ip);
    const wrongCaptcha = await attempt({ brand: 'northstar', username, password: GOOD_PASSWORD, ip, captchaKey, captcha: `${captcha}Q` });
    expect(wrongCaptcha.json()).toMatchObject({ code: 'CAPTCHA_INVALID', captcha: true });
    const reused = await attempt({ brand: 'northstar', username, password: GOOD_PASSWORD, ip, captchaKey, captcha });
    expect(reused.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    const solved = await solvedCaptcha(server.app, 'northstar', ip);
    const ok = await attempt({ brand: 'northstar', username, password: GOOD_PASSWORD, ip, ...solved, captcha: solved.captcha.toLowerCase() });
    expect(ok.statusCode, ok.body).toBe(200);
    // Success clears the name's failures; one failure from the address is below its own captcha threshold.
    expect((await attempt({ brand: 'northstar', username, password: GOOD_PASSWORD, ip: nextIp() })).statusCode).toBe(200);
    expect((await attempt({ brand: 'northstar', username, password: GOOD_PASSWORD, ip })).statusCode).toBe(200);
  });

  it('locks a username for 15 minutes after five failures, whether or not it exists', async () => {
    const existing = await newPlayer();
    for (const username of [existing, 'ghost_account_77']) {
      for (let failure = 0; failure < 5; failure += 1) {
        const ip = nextIp();
        const captcha = failure === 0 ? {} : await solvedCaptcha(server.app, 'northstar', ip);
        const response = await attempt({ brand: 'northstar', username, password: 'Wrong#2026', ip, ...captcha });
        expect(response.json().code, `${username} failure ${failure + 1}`).toBe('LOGIN_FAILED');
      }
      const locked = await attempt({ brand: 'northstar', username, password: GOOD_PASSWORD, ip: nextIp() });
      expect(locked.statusCode).toBe(423);
      expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', retryAfterSeconds: 900 });
    }
    clock.advance(15 * MINUTE_MS);
    const ip = nextIp();
    const afterwards = await attempt({ brand: 'northstar', username: existing, password: GOOD_PASSWORD, ip });
    expect(afterwards.statusCode, afterwards.body).toBe(200);
  });

  it('asks an address for a captcha after three failures, and locks it after twenty, for every username', async () => {
    const ip = nextIp();
    for (let failure = 0; failure < 20; failure += 1) {
      if (failure === 3) {
        const unsolved = await attempt({ brand: 'northstar', username: 'guess-unsolved', password: 'Wrong#2026', ip });
        expect(unsolved.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', captcha: true });
      }
      const captcha = failure < 3 ? {} : await solvedCaptcha(server.app, 'northstar', ip);
      const response = await attempt({ brand: 'northstar', username: `guess${failure}`, password: 'Wrong#2026', ip, ...captcha });
      expect(response.json().code, `failure ${failure + 1}`).toBe('LOGIN_FAILED');
    }
    const locked = await attempt({ brand: 'northstar', username: await newPlayer(), password: GOOD_PASSWORD, ip });
    expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect((await attempt({ brand: 'shonali', username: 'demo_agent', password: DEMO_PASSWORD, ip })).statusCode).toBe(200);
  });

  it('keeps the house account out of the member area, only after the password is right', async () => {
    const username = nextUsername('house');
    await createMember(server.app, 'northstar', { username, password: GOOD_PASSWORD, type: 9 });
    const right = await attempt({ brand: 'northstar', username, password: GOOD_PASSWORD, ip: nextIp() });
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('NON_MEMBER');
    expect((await attempt({ brand: 'northstar', username, password: GOOD_PASSWORD, ip: nextIp(), area: 'agent' })).json().code).toBe('NON_AGENT');
    const wrong = await attempt({ brand: 'northstar', username, password: 'Wrong#2026', ip: nextIp() });
    expect(wrong.json().code).toBe('LOGIN_FAILED');
  });

  it('lets only agents into the agent area, only after the password is right', async () => {
    const player = await newPlayer();
    expect((await attempt({ brand: 'northstar', username: player, password: GOOD_PASSWORD, ip: nextIp(), area: 'agent' })).json().code).toBe('NON_AGENT');
    expect((await attempt({ brand: 'northstar', username: player, password: 'Wrong#2026', ip: nextIp(), area: 'agent' })).json().code).toBe('LOGIN_FAILED');
    for (const type of [1, 2, 41, 42]) {
      const agent = nextUsername('agent');
      await createMember(server.app, 'northstar', { username: agent, password: GOOD_PASSWORD, type });
      const response = await attempt({ brand: 'northstar', username: agent, password: GOOD_PASSWORD, ip: nextIp(), area: 'agent' });
      expect(response.json().value, `type ${type}`).toMatchObject({ outcome: 'session', memberType: type });
    }
    expect((await attempt({ brand: 'northstar', username: 'demo_agent', password: DEMO_PASSWORD, ip: nextIp() })).statusCode).toBe(200);
  });

  it('tells an initial and an expired password', async () => {
    const initial = await newPlayer('northstar', { initialPassword: true });
    expect((await attempt({ brand: 'northstar', username: initial, password: GOOD_PASSWORD, ip: nextIp() })).json().value).toMatchObject({ initialPassword: true, passwordExpired: false });
    const expired = await newPlayer('northstar', { passwordExpired: true });
    expect((await attempt({ brand: 'northstar', username: expired, password: GOOD_PASSWORD, ip: nextIp() })).json().value).toMatchObject({ initialPassword: false, passwordExpired: true });
  });

  it('expires a password 90 days after it was set', async () => {
    const username = await newPlayer();
    clock.advance(91 * 24 * 60 * MINUTE_MS);
    expect((await attempt({ brand: 'northstar', username, password: GOOD_PASSWORD, ip: nextIp() })).json().value).toMatchObject({ passwordExpired: true });
  });

  it('requires a username and a password, trimmed', async () => {
    const blank = await attempt({ brand: 'northstar', username: '  ', password: ' ', ip: nextIp() });
    expect(blank.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(blank.json().fields.map((field: { field: string }) => field.field)).toEqual(['username', 'password']);
    const padded = await attempt({ brand: 'northstar', username: ` ${await newPlayer()} `, password: ` ${GOOD_PASSWORD} `, ip: nextIp() });
    expect(padded.statusCode).toBe(200);
  });

  describe('by SMS code', () => {
    const sendLoginCode = (brand: string, mobileNum: string) =>
      send(server.app, { method: 'POST', url: '/wps/verification/sms/noLogin', host: hostOf(brand), ip: nextIp(), payload: { mobileNum, countryDialingCode: '+880' } });

    it('logs in with the code sent to the account’s number', async () => {
      const mobileNum = nextMobile();
      const username = await newPlayer('shonali', { mobileNum });
      expect((await sendLoginCode('shonali', mobileNum)).statusCode).toBe(200);
      const code = await latestSmsCode(server.app, 'shonali', mobileNum);
      const response = await attempt({ brand: 'shonali', type: 'sms', username: mobileNum, password: code, countryDialingCode: '+880', ip: nextIp() });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().value).toMatchObject({ outcome: 'session', memberType: 0 });
      expect(username).toBeTruthy();
    });

    it('refuses wrong, missing and replayed codes and bad numbers', async () => {
      const mobileNum = nextMobile();
      await newPlayer('shonali', { mobileNum });
      await sendLoginCode('shonali', mobileNum);
      const code = await latestSmsCode(server.app, 'shonali', mobileNum);
      const ip = nextIp();
      const wrong = await attempt({ brand: 'shonali', type: 'sms', username: mobileNum, password: code === '123456' ? '654321' : '123456', ip });
      expect(wrong.json()).toMatchObject({ code: 'SMS_INVALID_CODE', captcha: true });
      const captcha = await solvedCaptcha(server.app, 'shonali', ip);
      expect((await attempt({ brand: 'shonali', type: 'sms', username: mobileNum, password: code, ip, ...captcha })).statusCode).toBe(200);
      const replayed = await attempt({ brand: 'shonali', type: 'sms', username: mobileNum, password: code, ip: nextIp(), ...(await solvedCaptcha(server.app, 'shonali', ip)) });
      expect(replayed.json().code).toBe('SMS_INVALID_CODE');
      expect((await attempt({ brand: 'shonali', type: 'sms', username: mobileNum, password: ' ', ip: nextIp() })).json().code).toBe('SMS_MISSING_CODE');
      expect((await attempt({ brand: 'shonali', type: 'sms', username: '', password: code, ip: nextIp() })).json().code).toBe('SMS_MISSING_PHONE');
      expect((await attempt({ brand: 'shonali', type: 'sms', username: '0171', password: code, ip: nextIp() })).json().code).toBe('SMS_INVALID_PHONE');
    });

    it('answers a number with no account exactly as a known one, sends it nothing, and holds it to the same countdown', async () => {
      const known = nextMobile();
      await newPlayer('shonali', { mobileNum: known });
      const unknown = nextMobile();
      const [toKnown, toUnknown] = [await sendLoginCode('shonali', known), await sendLoginCode('shonali', unknown)];
      expect(toUnknown.statusCode, toUnknown.body).toBe(toKnown.statusCode);
      expect(Object.keys(toUnknown.json().value)).toEqual(Object.keys(toKnown.json().value));
      expect(toUnknown.json().value.expiredMinutes).toBe(toKnown.json().value.expiredMinutes);
      expect(await smsCount(server.app, 'shonali', unknown)).toBe(0);
      expect(await smsCount(server.app, 'shonali', known)).toBe(1);
      const [againKnown, againUnknown] = [await sendLoginCode('shonali', known), await sendLoginCode('shonali', unknown)];
      expect(againKnown.json().code).toBe('SMS_COUNTDOWN');
      expect(againUnknown.json().code).toBe('SMS_COUNTDOWN');
    });

    it('is refused where the brand has no SMS login', async () => {
      expect((await sendLoginCode('northstar', nextMobile())).json().code).toBe('FEATURE_DISABLED');
      const response = await attempt({ brand: 'northstar', type: 'sms', username: nextMobile(), password: '123456', ip: nextIp() });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FEATURE_DISABLED');
    });
  });
});
