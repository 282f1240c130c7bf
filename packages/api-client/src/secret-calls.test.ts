import { changePassword, forgotPasswordByEmail, getPublicKey, login, logout, sendLoginCode, type LoginSecret } from '@croupier/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '../testing/stub-platform';
import { ApiError, createApiClient } from './index';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
});

const secret: LoginSecret = { type: 'username', area: 'member', username: 'rahim01', password: 'Secret#123' };
const issued = { outcome: 'session', token: 'tok-1', firstTimeLogin: false, passwordExpired: false, initialPassword: false, memberType: 0, previousLoginAt: null } as const;

describe('sealed calls', () => {
  it('seals the secret under the published key; the server opens it with node:crypto', async () => {
    platform.answer(login, (request) => ({ value: { ...issued, token: `for-${(request.secret as LoginSecret).username}` } }));
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url });
    await expect(client.callApi(login, { secret })).resolves.toMatchObject({ token: 'for-rahim01' });
    const [sent] = platform.requestsFor(login);
    expect(sent?.secret).toEqual(secret);
    // Nothing of the plaintext travels in the clear.
    expect(JSON.stringify(sent?.body)).not.toContain('Secret#123');
    expect(sent?.headers['content-type']).toBe('application/json');
  });

  it('fetches the published key once and reuses it', async () => {
    platform.answer(login, () => ({ value: issued }));
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url });
    await Promise.all([client.callApi(login, { secret }), client.callApi(login, { secret })]);
    await client.callApi(login, { secret });
    expect(platform.requestsFor(getPublicKey)).toHaveLength(1);
    expect(platform.requestsFor(login)).toHaveLength(3);
  });

  it('fetches the key again and retries once when the server no longer knows the keyId', async () => {
    platform.answer(login, () => ({ value: issued }));
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url });
    await client.callApi(login, { secret });
    platform.rotateSealingKey();
    await expect(client.callApi(login, { secret })).resolves.toMatchObject({ token: 'tok-1' });
    expect(platform.requestsFor(getPublicKey)).toHaveLength(2);
    expect(platform.requestsFor(login)).toHaveLength(3);
  });

  it('does not retry a refused seal when the key has not changed', async () => {
    platform.answer(login, () => ({ failure: { code: 'DECRYPTION_FAILED', message: 'stale body' } }));
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url });
    await expect(client.callApi(login, { secret })).rejects.toMatchObject({ code: 'DECRYPTION_FAILED' });
    expect(platform.requestsFor(login)).toHaveLength(1);
    expect(platform.requestsFor(getPublicKey)).toHaveLength(2);
  });

  it('refuses a secret the contract does not allow before sealing it', async () => {
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url });
    const wrong = { ...secret, type: 'firebase' } as unknown as LoginSecret;
    await expect(client.callApi(login, { secret: wrong })).rejects.toMatchObject({ code: 'VALIDATION_FAILED', status: 0 });
    expect(platform.requests).toHaveLength(0);
  });

  it('seals calls that need a token with the token attached', async () => {
    platform.answer(changePassword, (request) => ({ value: { ...issued, token: request.headers.authorization === 'Bearer old' ? 'new' : 'wrong' } }));
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url, getToken: () => 'old' });
    await expect(client.callApi(changePassword, { secret: { oldPassword: 'a', newPassword: 'Better#123', confirmNewPassword: 'Better#123' } })).resolves.toMatchObject({
      token: 'new',
    });
  });
});

describe('request shape', () => {
  it('sends a form-encoded body for calls that ask for one', async () => {
    platform.answer(forgotPasswordByEmail, () => ({ value: { sent: true as const } }));
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url });
    await client.callApi(forgotPasswordByEmail, { body: { username: 'rahim01', email: 'r a@example.com' } });
    const [sent] = platform.requestsFor(forgotPasswordByEmail);
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent?.body).toEqual({ username: 'rahim01', email: 'r a@example.com' });
  });

  it('sends Accept-Language with the language current at call time', async () => {
    platform.answer(logout, () => ({ value: { loggedOut: true as const } }));
    let language = 'bn';
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url, getToken: () => 't', getLanguage: () => language });
    await client.callApi(logout);
    language = 'en';
    await client.callApi(logout);
    expect(platform.requestsFor(logout).map((request) => request.headers['accept-language'])).toEqual(['bn', 'en']);
  });
});

describe('failures', () => {
  it('carries the captcha flag and the retry delay of a failure', async () => {
    platform.answer(sendLoginCode, () => ({ failure: { code: 'SMS_TOO_MANY_REQUESTS', message: 'wait', captcha: true, retryAfterSeconds: 300 } }));
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url });
    const error = await client.callApi(sendLoginCode, { body: { mobileNum: '01712345678', countryDialingCode: '880' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'SMS_TOO_MANY_REQUESTS', status: 429, captcha: true, retryAfterSeconds: 300 });
  });

  it('defaults the captcha flag to false and the retry delay to null', async () => {
    platform.answer(login, () => ({ failure: { code: 'LOGIN_FAILED', message: 'no' } }));
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url });
    await expect(client.callApi(login, { secret })).rejects.toMatchObject({ code: 'LOGIN_FAILED', captcha: false, retryAfterSeconds: null });
  });

  it('tells the app when the server no longer knows the session', async () => {
    platform.answer(logout, () => ({ failure: { code: 'NOT_LOGGED_IN', message: 'please log in' } }));
    const rejected: string[] = [];
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url, getToken: () => 'gone', onSessionRejected: (error) => rejected.push(error.callName) });
    await expect(client.callApi(logout)).rejects.toMatchObject({ code: 'NOT_LOGGED_IN', status: 401 });
    expect(rejected).toEqual(['logout']);
  });

  it('tells the app when the session must change its password before anything else', async () => {
    platform.answer(logout, () => ({ failure: { code: 'PASSWORD_CHANGE_REQUIRED', message: 'change it first' } }));
    const owed: string[] = [];
    const rejected: string[] = [];
    const client = createApiClient({
      merchantCode: 'SHONALI',
      baseUrl: platform.url,
      getToken: () => 'initial',
      onPasswordChangeRequired: (error) => owed.push(error.callName),
      onSessionRejected: (error) => rejected.push(error.callName),
    });
    await expect(client.callApi(logout)).rejects.toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', status: 403 });
    expect(owed).toEqual(['logout']);
    expect(rejected).toEqual([]);
  });

  it('does not report a session the client never had', async () => {
    const rejected: string[] = [];
    const client = createApiClient({ merchantCode: 'SHONALI', baseUrl: platform.url, onSessionRejected: (error) => rejected.push(error.callName) });
    await expect(client.callApi(logout)).rejects.toMatchObject({ code: 'NOT_LOGGED_IN', status: 0 });
    expect(rejected).toEqual([]);
  });
});
