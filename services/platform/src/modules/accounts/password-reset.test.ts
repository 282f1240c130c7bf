import { describe, expect, it } from 'vitest';
import { sessionIssuedSchema } from '@croupier/contract';
import { useTestServer, send, sendOps } from '../../../testing/test-app';
import { FakeClock } from '../../../testing/fake-clock';
import { GOOD_PASSWORD, authed, createMember, hostOf, latestSmsCode, loginRequest, loginToken, nextIp, nextMobile, nextUsername, sendSealed, smsCount } from '../../../testing/accounts';

const NEW_PASSWORD = 'Fresh#2027';
const FORM = 'application/x-www-form-urlencoded';

describe('forgotten passwords', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const now = () => clock.nowMs();

  describe('by email', () => {
    const forgot = (brand: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      send(server.app, { method: 'POST', url: '/wps/member/password/email', host: hostOf(brand), ip: nextIp(), payload: new URLSearchParams(fields).toString(), headers: { 'content-type': FORM, ...headers } });
    const reset = (brand: string, data: Record<string, unknown>) => sendSealed(server.app, { method: 'POST', url: '/wps/member/password/reset', brand, ip: nextIp(), data, nowMs: now });
    const mailsOf = async (brand: string, username: string) => (await sendOps(server.app, { url: `/ops/brands/${brand}/mail-outbox?username=${username}` })).json().value.messages;
    const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
    const memberWithEmail = async () => {
      const username = nextUsername();
      await createMember(server.app, 'northstar', { username, password: GOOD_PASSWORD, type: 0, email: `${username}@example.com` });
      return username;
    };

    it('mails a reset link when the username and email match', async () => {
      const username = await memberWithEmail();
      const response = await forgot('northstar', { username, email: `${username.toUpperCase()}@EXAMPLE.COM` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, value: { sent: true } });
      const [mail] = await mailsOf('northstar', username);
      expect(mail).toMatchObject({ to: `${username}@example.com`, subject: 'Northstar: reset your password' });
      expect(mail.link).toMatch(/^http:\/\/northstar\.localhost\/resetPassword\?token=[A-Za-z0-9_-]{43}$/);
      const { rows } = await server.db.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens');
      expect(rows.some((row) => row.token_hash === tokenOf(mail.link))).toBe(false);
    });

    it('answers the same when they do not, and mails nothing, so nobody can test who is registered', async () => {
      const username = await memberWithEmail();
      const sent = { success: true, value: { sent: true } };
      const wrongEmail = await forgot('northstar', { username, email: 'someone@example.com' });
      expect(wrongEmail.statusCode).toBe(200);
      expect(wrongEmail.json()).toEqual(sent);
      expect((await forgot('northstar', { username: 'nobody_at_all', email: 'someone@example.com' })).json()).toEqual(sent);
      expect((await forgot('shonali', { username, email: `${username}@example.com` })).json()).toEqual(sent);
      expect(await mailsOf('northstar', username)).toEqual([]);
    });

    it('takes a form only, with both fields well formed', async () => {
      const json = await send(server.app, { method: 'POST', url: '/wps/member/password/email', host: hostOf('northstar'), payload: { username: 'a', email: 'b@example.com' } });
      expect(json.statusCode).toBe(415);
      expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const invalid = await forgot('northstar', { username: '', email: 'nope' });
      expect(invalid.json().fields.map((field: { field: string }) => field.field)).toEqual(['username', 'email']);
      const missing = await forgot('northstar', { username: 'abc' });
      expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'email' }] });
      const twice = await send(server.app, { method: 'POST', url: '/wps/member/password/email', host: hostOf('northstar'), payload: 'username=a&username=b&email=c', headers: { 'content-type': FORM } });
      expect(twice.json().code).toBe('BAD_REQUEST');
    });

    it('resets once with the link, ends old sessions and logs in', async () => {
      const username = await memberWithEmail();
      const oldSession = await loginToken(server.app, { brand: 'northstar', username, password: GOOD_PASSWORD, ip: nextIp(), nowMs: now });
      await forgot('northstar', { username, email: `${username}@example.com` });
      const resetToken = tokenOf((await mailsOf('northstar', username))[0].link);
      const weak = await reset('northstar', { resetToken, newPassword: 'weak', confirmNewPassword: 'weak' });
      expect(weak.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'newPassword' }] });
      const response = await reset('northstar', { resetToken, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
      expect(response.statusCode, response.body).toBe(200);
      const session = sessionIssuedSchema.parse(response.json().value);
      expect((await authed(server.app, 'northstar', session.token, { url: '/wps/member/info' })).statusCode).toBe(200);
      expect((await authed(server.app, 'northstar', oldSession, { url: '/wps/member/info' })).json().code).toBe('NOT_LOGGED_IN');
      const again = await reset('northstar', { resetToken, newPassword: 'Other#2028', confirmNewPassword: 'Other#2028' });
      expect(again.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'resetToken' }] });
      expect((await loginRequest(server.app, { brand: 'northstar', username, password: NEW_PASSWORD, ip: nextIp(), nowMs: now })).statusCode).toBe(200);
    });

    it('lets a link lapse after 30 minutes, and a newer link replace it', async () => {
      const username = await memberWithEmail();
      await forgot('northstar', { username, email: `${username}@example.com` });
      const first = tokenOf((await mailsOf('northstar', username))[0].link);
      await forgot('northstar', { username, email: `${username}@example.com` });
      const second = tokenOf((await mailsOf('northstar', username))[0].link);
      const replaced = await reset('northstar', { resetToken: first, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
      expect(replaced.json().fields).toEqual([{ field: 'resetToken', message: expect.any(String) }]);
      clock.advance(30 * 60 * 1000);
      const lapsed = await reset('northstar', { resetToken: second, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
      expect(lapsed.json().fields).toEqual([{ field: 'resetToken', message: expect.any(String) }]);
      const madeUp = await reset('northstar', { resetToken: 'made-up', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
      expect(madeUp.json().code).toBe('VALIDATION_FAILED');
    });
  });

  describe('by phone', () => {
    const sendPasswordCode = (brand: string, mobileNum: string) =>
      send(server.app, { method: 'POST', url: '/wps/verification/sms/password', host: hostOf(brand), ip: nextIp(), payload: { mobileNum, countryDialingCode: '+880' } });
    const setPassword = (brand: string, data: Record<string, unknown>) => sendSealed(server.app, { method: 'POST', url: '/wps/member/password/verification', brand, ip: nextIp(), data, nowMs: now });

    it('sets a new password with the SMS code, ends old sessions and logs in', async () => {
      const mobileNum = nextMobile();
      const username = nextUsername();
      await createMember(server.app, 'shonali', { username, password: GOOD_PASSWORD, type: 0, mobileNum, initialPassword: true });
      const ip = nextIp();
      const oldSession = await loginToken(server.app, { brand: 'shonali', username, password: GOOD_PASSWORD, ip, nowMs: now });
      expect((await sendPasswordCode('shonali', mobileNum)).statusCode).toBe(200);
      const verificationCode = await latestSmsCode(server.app, 'shonali', mobileNum);
      const form = { mobileNum, countryDialingCode: '+880', verificationCode, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
      const mismatch = await setPassword('shonali', { ...form, confirmNewPassword: 'Other#2028' });
      expect(mismatch.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'confirmNewPassword' }] });
      const response = await setPassword('shonali', form);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().value).toMatchObject({ outcome: 'session', initialPassword: false });
      expect((await authed(server.app, 'shonali', oldSession, { url: '/wps/member/info' })).json().code).toBe('NOT_LOGGED_IN');
      expect((await setPassword('shonali', form)).json().code).toBe('SMS_INVALID_CODE');
      expect((await loginRequest(server.app, { brand: 'shonali', username, password: NEW_PASSWORD, ip, nowMs: now })).statusCode).toBe(200);
    });

    it('answers unknown numbers as known ones without sending, and refuses bad numbers and missing codes', async () => {
      const unknown = nextMobile();
      const toUnknown = await sendPasswordCode('shonali', unknown);
      expect(toUnknown.statusCode, toUnknown.body).toBe(200);
      expect(Object.keys(toUnknown.json().value)).toEqual(['expiredMinutes', 'sentAt']);
      expect(await smsCount(server.app, 'shonali', unknown)).toBe(0);
      expect((await sendPasswordCode('shonali', '')).json().code).toBe('SMS_MISSING_PHONE');
      expect((await sendPasswordCode('northstar', nextMobile())).json().code).toBe('FEATURE_DISABLED');
      const base = { countryDialingCode: '+880', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD };
      expect((await setPassword('shonali', { ...base, mobileNum: '0171', verificationCode: '123456' })).json().code).toBe('SMS_INVALID_PHONE');
      expect((await setPassword('shonali', { ...base, mobileNum: nextMobile(), verificationCode: '' })).json().code).toBe('SMS_MISSING_CODE');
      expect((await setPassword('shonali', { ...base, mobileNum: nextMobile(), verificationCode: '123456' })).json().code).toBe('SMS_INVALID_CODE');
    });
  });
});
