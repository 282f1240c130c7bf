import { describe, expect, it } from 'vitest';
import { backofficeOperatorSchema, boLogin } from '@croupier/contract';
import { FakeClock } from '../../../testing/fake-clock';
import { GOOD_PASSWORD, createMember, loginToken, nextIp, nextUsername } from '../../../testing/accounts';
import { useTestServer, send } from '../../../testing/test-app';
import { DEFAULT_RATE_LIMITS } from '../rate-limit';
import { OPERATOR_PASSWORD, asOperator, createOperator, operatorLogin, operatorToken } from '../../../testing/operators';

const MINUTE_MS = 60_000;

describe('operator login and sessions', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  const me = (token: string) => asOperator(server.app, token, { url: '/bo/session' });
  const auditOf = async (subject: string) =>
    (
      await server.db.query<{ action: string; operator_id: string | null; after: { ip: string; why?: string } | null }>(
        'SELECT action, operator_id::text AS operator_id, after FROM operator_audit WHERE subject = $1 ORDER BY id',
        [subject],
      )
    ).rows;

  it('gives a session to the right name and password, and shows its operator', async () => {
    const operator = await createOperator(server.app, { role: 'SUPERVISOR', merchantCodes: ['SHONALI'] });
    const ip = nextIp();
    const login = await operatorLogin(server.app, operator.username, OPERATOR_PASSWORD, ip);
    expect(login.statusCode, login.body).toBe(200);
    const value = boLogin.value.parse(login.json().value);
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value.operator).toEqual({ id: operator.id, username: operator.username, displayName: `Operator ${operator.username}`, role: 'SUPERVISOR', merchantCodes: ['SHONALI'] });
    expect(login.body).not.toContain('argon2');

    const session = await me(value.token);
    expect(session.statusCode, session.body).toBe(200);
    expect(backofficeOperatorSchema.parse(session.json().value)).toEqual(value.operator);
    expect(await auditOf(`operator:${operator.username}`)).toEqual([{ action: 'session.login', operator_id: operator.id, after: { ip } }]);
  });

  it('take the name in any case and with spaces around it', async () => {
    const operator = await createOperator(server.app);
    const login = await operatorLogin(server.app, `  ${operator.username.toUpperCase()} `, OPERATOR_PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().value.operator.username).toBe(operator.username);
  });

  it('refuse a wrong password and an unknown name with one and the same answer, and audit both', async () => {
    const operator = await createOperator(server.app);
    const wrongPassword = await operatorLogin(server.app, operator.username, `${OPERATOR_PASSWORD}x`);
    const unknownName = await operatorLogin(server.app, 'nobody.here', OPERATOR_PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ success: false, code: 'LOGIN_FAILED', message: 'The username or password is not right' });
    expect(unknownName.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownName.body).toBe(wrongPassword.body);
    expect(await auditOf(`operator:${operator.username}`)).toMatchObject([{ action: 'session.login-failed', operator_id: operator.id, after: { why: 'wrong-password' } }]);
    expect(await auditOf('operator:nobody.here')).toMatchObject([{ action: 'session.login-failed', operator_id: null, after: { why: 'unknown-name' } }]);
  });

  it('refuse a disabled operator at login and end the sessions it has', async () => {
    const operator = await createOperator(server.app);
    const token = await operatorToken(server.app, operator.username);
    expect((await me(token)).statusCode).toBe(200);
    await server.db.query('UPDATE operators SET disabled_at = $2::timestamptz WHERE id = $1::bigint', [operator.id, new Date(clock.nowMs()).toISOString()]);

    const session = await me(token);
    expect(session.statusCode).toBe(401);
    expect(session.json()).toMatchObject({ code: 'NOT_LOGGED_IN', message: expect.stringContaining('disabled') });
    const login = await operatorLogin(server.app, operator.username, OPERATOR_PASSWORD);
    // the same answer as a wrong password: the refusal does not confirm the password was right
    expect(login.json()).toEqual({ success: false, code: 'LOGIN_FAILED', message: 'The username or password is not right' });
    expect((await auditOf(`operator:${operator.username}`)).at(-1)).toMatchObject({ action: 'session.login-failed', after: { why: 'disabled' } });
  });

  it('refuse calls without a live operator token', async () => {
    const noHeader = await send(server.app, { url: '/bo/session' });
    expect(noHeader.statusCode).toBe(401);
    expect(noHeader.json().code).toBe('NOT_LOGGED_IN');
    for (const authorization of ['Basic abc', 'Bearer', 'Bearer short', `Bearer ${'A'.repeat(43)}`]) {
      const response = await send(server.app, { url: '/bo/session', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().code, authorization).toBe('NOT_LOGGED_IN');
    }
  });

  it('are not member sessions: a member token does not open the console', async () => {
    const username = nextUsername();
    await createMember(server.app, 'shonali', { username, password: GOOD_PASSWORD, type: 0 });
    const memberToken = await loginToken(server.app, { brand: 'shonali', username, password: GOOD_PASSWORD, ip: nextIp(), nowMs: () => clock.nowMs() });
    const response = await asOperator(server.app, memberToken, { url: '/bo/session', host: 'shonali.localhost' });
    expect(response.json().code).toBe('NOT_LOGGED_IN');
    // nor the other way round
    const operatorSessionToken = await operatorToken(server.app, (await createOperator(server.app)).username);
    const memberCall = await send(server.app, { url: '/wps/member/info', host: 'shonali.localhost', headers: { authorization: `Bearer ${operatorSessionToken}` } });
    expect(memberCall.json().code).toBe('NOT_LOGGED_IN');
  });

  it('end on logout, which is audited', async () => {
    const operator = await createOperator(server.app);
    const token = await operatorToken(server.app, operator.username);
    const out = await asOperator(server.app, token, { method: 'DELETE', url: '/bo/session' });
    expect(out.json()).toEqual({ success: true, value: { loggedOut: true } });
    expect((await me(token)).json().code).toBe('NOT_LOGGED_IN');
    expect((await asOperator(server.app, token, { method: 'DELETE', url: '/bo/session' })).json().code).toBe('NOT_LOGGED_IN');
    expect((await auditOf(`operator:${operator.username}`)).map((entry) => entry.action)).toEqual(['session.login', 'session.logout']);
  });

  it('end after 30 minutes without a call', async () => {
    const token = await operatorToken(server.app, (await createOperator(server.app)).username);
    clock.advance(29 * MINUTE_MS);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(29 * MINUTE_MS);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(30 * MINUTE_MS);
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toContain('30 minutes');
  });

  it('end 12 hours after login however busy', async () => {
    const token = await operatorToken(server.app, (await createOperator(server.app)).username);
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      clock.advance(20 * MINUTE_MS);
      expect((await me(token)).statusCode, `after ${elapsed + 20} minutes`).toBe(200);
    }
    clock.advance(20 * MINUTE_MS);
    const response = await me(token);
    expect(response.json().code).toBe('NOT_LOGGED_IN');
    expect(response.json().message).toContain('12-hour');
  });

  it('lock a name after 5 failures in 15 minutes, for names no operator has too, and audit the locked tries', async () => {
    const operator = await createOperator(server.app);
    for (const username of [operator.username, 'ghost.name']) {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const failed = await operatorLogin(server.app, username, 'not the password');
        expect(failed.json().code, `${username} attempt ${attempt}`).toBe('LOGIN_FAILED');
      }
      const locked = await operatorLogin(server.app, username, OPERATOR_PASSWORD);
      expect(locked.statusCode, username).toBe(423);
      expect(locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED', retryAfterSeconds: 15 * 60 });
      expect(locked.headers['retry-after']).toBe(String(15 * 60));
    }
    expect((await auditOf(`operator:${operator.username}`)).map((entry) => entry.action)).toEqual([...Array(5).fill('session.login-failed'), 'session.login-locked']);

    clock.advance(15 * MINUTE_MS);
    expect((await operatorLogin(server.app, operator.username, OPERATOR_PASSWORD)).statusCode).toBe(200);
  });

  it('count failures from the last successful login on', async () => {
    const operator = await createOperator(server.app);
    for (let attempt = 1; attempt <= 4; attempt += 1) await operatorLogin(server.app, operator.username, 'not the password');
    expect((await operatorLogin(server.app, operator.username, OPERATOR_PASSWORD)).statusCode).toBe(200);
    clock.advance(1_000);
    for (let attempt = 1; attempt <= 4; attempt += 1) await operatorLogin(server.app, operator.username, 'not the password');
    // 8 failures in the window, but only 4 since the success
    expect((await operatorLogin(server.app, operator.username, OPERATOR_PASSWORD)).statusCode).toBe(200);
  });
});

describe('operator login limit per address', () => {
  const server = useTestServer({ rateLimits: { ...DEFAULT_RATE_LIMITS, strict: { ...DEFAULT_RATE_LIMITS.strict, operatorLogin: { limit: 2, windowMs: MINUTE_MS } } } });

  it('refuses the third login from one address within the window, before reading it', async () => {
    const ip = nextIp();
    expect((await operatorLogin(server.app, 'someone', 'whatever', ip)).json().code).toBe('LOGIN_FAILED');
    expect((await operatorLogin(server.app, 'someone', 'whatever', ip)).json().code).toBe('LOGIN_FAILED');
    const third = await operatorLogin(server.app, 'someone', 'whatever', ip);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('RATE_LIMITED');
    expect((await operatorLogin(server.app, 'someone', 'whatever', nextIp())).json().code).toBe('LOGIN_FAILED');
  });
});
