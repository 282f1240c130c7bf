import { describe, expect, it } from 'vitest';
import { sessionIssuedSchema } from '@croupier/contract';
import { validationMessage } from '@croupier/validation';
import { useTestServer, send } from '../../../testing/test-app';
import { GOOD_PASSWORD, authed, hostOf, latestSmsCode, nextIp, nextMobile, nextUsername, sendSealed } from '../../../testing/accounts';

const terms = { registerMethod: 'WEB', termsAccepted: true, ageConfirmed: true } as const;

describe('registration', () => {
  const server = useTestServer();
  const registerBy = (brand: string, data: Record<string, unknown>, language?: string, url = '/wps/member/register') =>
    sendSealed(server.app, { method: 'PUT', url, brand, ip: nextIp(), data, headers: language ? { 'accept-language': language } : {} });
  const registerMobile = (brand: string, data: Record<string, unknown>, language?: string) => registerBy(brand, data, language, '/wps/member/register/mobile');
  const usernameForm = (username = nextUsername()) => ({ username, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...terms });
  const sendRegisterCode = (brand: string, mobileNum: string) =>
    send(server.app, { method: 'POST', url: '/wps/verification/sms/register', host: hostOf(brand), ip: nextIp(), payload: { mobileNum, countryDialingCode: '+880' } });
  const codeFor = async (mobileNum: string) => {
    expect((await sendRegisterCode('shonali', mobileNum)).statusCode).toBe(200);
    return latestSmsCode(server.app, 'shonali', mobileNum);
  };
  const fieldsOf = (body: { fields?: { field: string }[] }) => (body.fields ?? []).map((field) => field.field).sort();

  it('registers by username where the brand offers it and logs the member in', async () => {
    const username = nextUsername();
    const response = await registerBy('northstar', usernameForm(username));
    expect(response.statusCode, response.body).toBe(200);
    const session = sessionIssuedSchema.parse(response.json().value);
    expect(session).toMatchObject({ firstTimeLogin: true, initialPassword: false, passwordExpired: false, memberType: 0 });
    const info = await authed(server.app, 'northstar', session.token, { url: '/wps/member/info' });
    expect(info.json().value).toMatchObject({ account: username, hasPassword: true });
  });

  it('hashes the password with argon2id at the production cost', async () => {
    const username = nextUsername();
    await registerBy('northstar', usernameForm(username));
    const { rows } = await server.db.query<{ password_hash: string }>('SELECT password_hash FROM members WHERE username = $1', [username]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]?.password_hash).not.toContain(GOOD_PASSWORD);
  });

  it('keeps usernames unique whatever their case', async () => {
    const username = nextUsername();
    await registerBy('northstar', usernameForm(username));
    const again = await registerBy('northstar', usernameForm(username.toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('USERNAME_TAKEN');
    expect((await registerBy('northstar', usernameForm('demo_player'))).json().code).toBe('VALIDATION_FAILED');
  });

  it('needs the terms ticked and the age confirmed', async () => {
    for (const missing of [{ termsAccepted: false }, { ageConfirmed: false }]) {
      const response = await registerBy('northstar', { ...usernameForm(), ...missing });
      expect(response.json(), JSON.stringify(missing)).toMatchObject({ code: 'TERMS_REQUIRED' });
    }
    const absent = await registerBy('northstar', { username: nextUsername(), password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, registerMethod: 'WEB' });
    expect(absent.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(fieldsOf(absent.json())).toEqual(['ageConfirmed', 'termsAccepted']);
  });

  it('checks every field with the brand’s rules, in the language asked for', async () => {
    const form = { ...usernameForm('9lives'), password: 'weakpass', confirmPassword: 'different', email: 'not-an-email' };
    const english = await registerBy('northstar', form, 'en-GB,en;q=0.9');
    expect(english.statusCode).toBe(400);
    expect(fieldsOf(english.json())).toEqual(['confirmPassword', 'email', 'password', 'username']);
    const usernameIssue = { code: 'pattern', patternId: 'letterFirstAlnum', min: 6, max: 16 } as const;
    expect(english.json().fields).toContainEqual({ field: 'username', message: validationMessage(usernameIssue, 'en') });
    expect(english.json().fields).toContainEqual({ field: 'confirmPassword', message: 'The two passwords are not the same' });
    const bengali = await registerBy('northstar', form, 'bn');
    expect(bengali.json().fields).toContainEqual({ field: 'username', message: validationMessage(usernameIssue, 'bn') });
    // No language asked for that the brand writes: the brand's default (shonali: bn).
    const fallback = await registerBy('shonali', { ...form, mobileNum: nextMobile(), verificationCode: '123456' }, 'fr');
    expect(fallback.json().fields).toContainEqual({ field: 'username', message: validationMessage(usernameIssue, 'bn') });
  });

  it('refuses missing fields, wrong types, oversize strings and a body in clear', async () => {
    const missing = await registerBy('northstar', { ...terms });
    expect(fieldsOf(missing.json())).toEqual(['confirmPassword', 'password']);
    const wrongTypes = await registerBy('northstar', { ...usernameForm(), termsAccepted: 'yes', registerMethod: 'APP' });
    expect(fieldsOf(wrongTypes.json())).toEqual(['registerMethod', 'termsAccepted']);
    const oversize = await registerBy('northstar', { ...usernameForm(), username: 'a'.repeat(65) });
    expect(fieldsOf(oversize.json())).toEqual(['username']);
    const tooLong = await registerBy('northstar', usernameForm('abcdefghijklmnopq'));
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'username' }] });
    const clear = await send(server.app, { method: 'PUT', url: '/wps/member/register', host: hostOf('northstar'), payload: usernameForm() });
    expect(clear.json().code).toBe('DECRYPTION_FAILED');
  });

  it('offers no mobile registration and no SMS where the brand has none', async () => {
    const mobileNum = nextMobile();
    const mobile = await registerMobile('northstar', { mobileNum, countryDialingCode: '+880', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...terms });
    expect(mobile.statusCode).toBe(403);
    expect(mobile.json().code).toBe('FEATURE_DISABLED');
    expect((await sendRegisterCode('northstar', mobileNum)).json().code).toBe('FEATURE_DISABLED');
  });

  it('asks shonali’s username registrations for a verified mobile number', async () => {
    const bare = await registerBy('shonali', usernameForm());
    expect(fieldsOf(bare.json())).toEqual(['mobileNum', 'verificationCode']);
    const mobileNum = nextMobile();
    const code = await codeFor(mobileNum);
    const wrong = await registerBy('shonali', { ...usernameForm(), mobileNum, countryDialingCode: '+880', verificationCode: code === '111111' ? '222222' : '111111' });
    expect(wrong.json().code).toBe('SMS_INVALID_CODE');
    const response = await registerBy('shonali', { ...usernameForm(), mobileNum, countryDialingCode: '+880', verificationCode: code });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('registers by mobile number, which becomes the username', async () => {
    const mobileNum = nextMobile();
    const code = await codeFor(mobileNum);
    const form = { mobileNum, countryDialingCode: '+880', verificationCode: code, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...terms };
    const response = await registerMobile('shonali', form);
    expect(response.statusCode, response.body).toBe(200);
    const info = await authed(server.app, 'shonali', response.json().value.token, { url: '/wps/member/info' });
    expect(info.json().value.account).toBe(mobileNum);
    expect((await sendRegisterCode('shonali', mobileNum)).json().code).toBe('MOBILE_TAKEN');
    const again = await registerMobile('shonali', { ...form, verificationCode: '123456' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('USERNAME_TAKEN');
    const viaUsername = await registerBy('shonali', { ...usernameForm(), mobileNum, verificationCode: '123456' });
    expect(viaUsername.json().code).toBe('MOBILE_TAKEN');
  });

  it('needs the mobile number and an SMS code for a mobile registration', async () => {
    const response = await registerMobile('shonali', { password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...terms });
    expect(fieldsOf(response.json())).toEqual(['mobileNum', 'verificationCode']);
    const badNumber = await registerMobile('shonali', { mobileNum: '11712345678', verificationCode: '123456', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD, ...terms });
    expect(badNumber.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'mobileNum' }] });
  });

  it('makes the agent of a valid affiliate code the upline, and refuses an unknown code', async () => {
    const unknown = await registerBy('northstar', { ...usernameForm(), affiliateCode: 'NOPE1234' });
    expect(unknown.json().code).toBe('INVALID_INVITATION_CODE');
    const username = nextUsername();
    const response = await registerBy('northstar', { ...usernameForm(username), affiliateCode: 'northstar1' });
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await server.db.query<{ upline: string }>(
      `SELECT agent.username AS upline FROM members player JOIN members agent ON agent.merchant_code = player.merchant_code AND agent.id = player.upline_id
        WHERE player.username = $1`,
      [username],
    );
    expect(rows[0]?.upline).toBe('demo_agent');
  });

  it('checks affiliate codes of the brand’s agents only', async () => {
    const check = (brand: string, code: string) => send(server.app, { url: `/wps/agent/affiliate?code=${code}&domain=example.com`, host: hostOf(brand), ip: nextIp() });
    expect((await check('northstar', 'NORTHSTAR1')).json()).toEqual({ success: true, value: true });
    expect((await check('northstar', 'northstar1')).json().value).toBe(true);
    expect((await check('northstar', 'SHONALI1')).json().value).toBe(false);
    expect((await check('shonali', 'SHONALI1')).json().value).toBe(true);
    expect((await check('shonali', 'x'.repeat(41))).json().code).toBe('VALIDATION_FAILED');
  });
});
