import { describe, expect, it } from 'vitest';
import { sessionIssuedSchema } from '@croupier/contract';
import { send, useTestServer } from '../../../testing/test-app';
import { GOOD_PASSWORD, authed, createMember, hostOf, latestSmsCode, loginRequest, loginToken, nextIp, nextMobile, nextUsername, sendSealed } from '../../../testing/accounts';

const NEW_PASSWORD = 'Fresh#2027';

describe('change password', () => {
  const server = useTestServer();
  const memberWithSession = async (extra: Record<string, unknown> = {}) => {
    const username = nextUsername();
    await createMember(server.app, 'northstar', { username, password: GOOD_PASSWORD, type: 0, ...extra });
    const ip = nextIp();
    return { username, ip, token: await loginToken(server.app, { brand: 'northstar', username, password: GOOD_PASSWORD, ip }) };
  };
  const change = (token: string, data: Record<string, unknown>, brand = 'northstar') =>
    sendSealed(server.app, { method: 'POST', url: '/wps/member/password', brand, ip: nextIp(), token, data });
  const info = (token: string, brand = 'northstar') => authed(server.app, brand, token, { url: '/wps/member/info' });

  it('needs a session', async () => {
    const response = await sendSealed(server.app, { method: 'POST', url: '/wps/member/password', brand: 'northstar', data: { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD } });
    expect(response.json().code).toBe('NOT_LOGGED_IN');
  });

  it('replaces the password, ends every session and issues a new one', async () => {
    const { username, token, ip } = await memberWithSession({ initialPassword: true });
    const other = await loginToken(server.app, { brand: 'northstar', username, password: GOOD_PASSWORD, ip });
    const response = await change(token, { oldPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    const session = sessionIssuedSchema.parse(response.json().value);
    expect(session).toMatchObject({ initialPassword: false, firstTimeLogin: false, passwordExpired: false });
    expect((await info(token)).json().code).toBe('NOT_LOGGED_IN');
    expect((await info(other)).json().code).toBe('NOT_LOGGED_IN');
    expect((await info(session.token)).statusCode).toBe(200);
    expect((await loginRequest(server.app, { brand: 'northstar', username, password: NEW_PASSWORD, ip })).json().value).toMatchObject({ initialPassword: false });
    expect((await loginRequest(server.app, { brand: 'northstar', username, password: GOOD_PASSWORD, ip: nextIp() })).json().code).toBe('LOGIN_FAILED');
  });

  it('asks for the right old password', async () => {
    const { token } = await memberWithSession();
    const missing = await change(token, { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
    expect(missing.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'oldPassword' }] });
    const wrong = await change(token, { oldPassword: 'Wrong#2026', newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect((await info(token)).statusCode).toBe(200);
  });

  it('holds the new password to the rule, the confirmation and a change', async () => {
    const { token } = await memberWithSession();
    const weak = await change(token, { oldPassword: GOOD_PASSWORD, newPassword: 'password', confirmNewPassword: 'password' });
    expect(weak.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'newPassword' }] });
    const mismatch = await change(token, { oldPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: `${NEW_PASSWORD}x` });
    expect(mismatch.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'confirmNewPassword' }] });
    const same = await change(token, { oldPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD, confirmNewPassword: GOOD_PASSWORD });
    expect(same.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'newPassword' }] });
    const unknownField = await change(token, { oldPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD, userId: 1 });
    expect(unknownField.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'userId' }] });
  });

  it('lets an SMS-only account set its first password without an old one', async () => {
    const mobileNum = nextMobile();
    const username = nextUsername();
    await createMember(server.app, 'shonali', { username, type: 0, mobileNum });
    await send(server.app, { method: 'POST', url: '/wps/verification/sms/noLogin', host: hostOf('shonali'), ip: nextIp(), payload: { mobileNum, countryDialingCode: '+880' } });
    const token = await loginToken(server.app, { brand: 'shonali', type: 'sms', username: mobileNum, password: await latestSmsCode(server.app, 'shonali', mobileNum), ip: nextIp() });
    expect((await info(token, 'shonali')).json().value.hasPassword).toBe(false);
    const response = await change(token, { newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD }, 'shonali');
    expect(response.statusCode, response.body).toBe(200);
    expect((await info(response.json().value.token, 'shonali')).json().value.hasPassword).toBe(true);
  });
});
