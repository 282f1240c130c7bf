import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../http/api-error';
import { FakeClock } from '../../../testing/fake-clock';
import { useTestServer, send, sendOps, testConfig } from '../../../testing/test-app';
import { OPERATOR_PASSWORD, asOperator, createOperator, nextOperatorName, operatorLogin, operatorToken, signedInOperator } from '../../../testing/operators';
import { operatorContext, requireBrandAccess, type OperatorContext } from './service';

const newOperatorBody = (overrides: Record<string, unknown> = {}) => ({
  username: nextOperatorName('new'),
  displayName: 'New Operator',
  password: 'Ten chars!',
  role: 'CASHIER',
  merchantCodes: null,
  ...overrides,
});

const fieldsOf = (body: { fields?: { field: string }[] }) => (body.fields ?? []).map((each) => each.field).sort();

describe('making operators', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });

  it('with the operator token: missing is 401, wrong is 403, and nothing is made', async () => {
    const body = newOperatorBody({ role: 'ADMIN' });
    const missing = await send(server.app, { method: 'POST', url: '/ops/operators', payload: body });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().code).toBe('NOT_LOGGED_IN');
    const wrong = await send(server.app, { method: 'POST', url: '/ops/operators', opsToken: 'guess', payload: body });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('FORBIDDEN');
    expect((await operatorLogin(server.app, body.username, body.password)).json().code).toBe('LOGIN_FAILED');
  });

  it('with the operator token makes the first admin, recorded in the operator-token audit', async () => {
    const body = newOperatorBody({ role: 'ADMIN', displayName: '  Head Office  ' });
    const response = await sendOps(server.app, { method: 'POST', url: '/ops/operators', payload: body });
    expect(response.statusCode, response.body).toBe(200);
    const admin = response.json().value;
    expect(admin).toEqual({ id: expect.any(String), username: body.username, displayName: 'Head Office', role: 'ADMIN', merchantCodes: null });
    const { rows } = await server.db.query<{ password_hash: string }>('SELECT password_hash FROM operators WHERE id = $1::bigint', [admin.id]);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const { rows: actions } = await server.db.query<{ detail: unknown }>("SELECT detail FROM ops_audit WHERE action = 'operator.create' AND merchant_code IS NULL AND detail->>'id' = $1", [admin.id]);
    expect(actions).toEqual([{ detail: admin }]);
    expect((await operatorLogin(server.app, body.username, body.password)).statusCode).toBe(200);
  });

  it('by an admin, written to the audit log; brands given by code or merchant code are kept as merchant codes', async () => {
    const admin = await signedInOperator(server.app, { role: 'ADMIN' });
    const body = newOperatorBody({ merchantCodes: ['northstar', 'SHONALI', 'Northstar'] });
    const response = await asOperator(server.app, admin.token, { method: 'POST', url: '/bo/operators', payload: body });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().value;
    expect(created).toMatchObject({ username: body.username, role: 'CASHIER', merchantCodes: ['NORTHSTAR', 'SHONALI'] });
    const { rows } = await server.db.query<{ operator_id: string; merchant_code: string | null; before: unknown; after: unknown }>(
      "SELECT operator_id::text AS operator_id, merchant_code, before, after FROM operator_audit WHERE action = 'operator.create' AND subject = $1",
      [`operator:${body.username}`],
    );
    expect(rows).toEqual([{ operator_id: admin.operator.id, merchant_code: null, before: null, after: created }]);
    expect((await operatorToken(server.app, body.username, body.password)).length).toBe(43);
  });

  it('refuses a name that is taken', async () => {
    const existing = await createOperator(server.app);
    const again = await sendOps(server.app, { method: 'POST', url: '/ops/operators', payload: newOperatorBody({ username: existing.username }) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'USERNAME_TAKEN', fields: [{ field: 'username' }] });
    // the first one's password still works
    expect((await operatorLogin(server.app, existing.username, OPERATOR_PASSWORD)).statusCode).toBe(200);
  });

  it('is for admins only: cashiers and supervisors are refused before their input is read', async () => {
    for (const role of ['CASHIER', 'SUPERVISOR'] as const) {
      const { token } = await signedInOperator(server.app, { role });
      const body = newOperatorBody({ role: 'ADMIN' });
      const refused = await asOperator(server.app, token, { method: 'POST', url: '/bo/operators', payload: body });
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json(), role).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining(`needs the role ADMIN`) });
      expect((await operatorLogin(server.app, body.username, body.password)).json().code, role).toBe('LOGIN_FAILED');
      const junk = await asOperator(server.app, token, { method: 'POST', url: '/bo/operators', payload: { junk: true } });
      expect(junk.json().code, role).toBe('FORBIDDEN');
    }
    const loggedOut = await send(server.app, { method: 'POST', url: '/bo/operators', payload: newOperatorBody() });
    expect(loggedOut.json().code).toBe('NOT_LOGGED_IN');
  });

  it('by an admin of some brands gives only those brands', async () => {
    const admin = await signedInOperator(server.app, { role: 'ADMIN', merchantCodes: ['SHONALI'] });
    const create = (merchantCodes: string[] | null) => asOperator(server.app, admin.token, { method: 'POST', url: '/bo/operators', payload: newOperatorBody({ merchantCodes }) });
    for (const merchantCodes of [null, ['NORTHSTAR'], ['SHONALI', 'NORTHSTAR']]) {
      const refused = await create(merchantCodes);
      expect(refused.statusCode, JSON.stringify(merchantCodes)).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
    const allowed = await create(['shonali']);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().value.merchantCodes).toEqual(['SHONALI']);
  });

  it('refuses a brand the server does not have, naming it', async () => {
    const response = await sendOps(server.app, { method: 'POST', url: '/ops/operators', payload: newOperatorBody({ merchantCodes: ['SHONALI', 'ATLANTIS'] }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'merchantCodes.1', message: expect.stringContaining('no brand') }] });
  });

  it.each([
    ['a short password', { password: 'nine char' }, ['password']],
    ['a blank password', { password: ' '.repeat(12) }, ['password']],
    ['an oversize password', { password: 'x'.repeat(129) }, ['password']],
    ['a blank display name', { displayName: '   ' }, ['displayName']],
    ['an oversize display name', { displayName: 'n'.repeat(65) }, ['displayName']],
    ['an oversize username', { username: 'u'.repeat(33) }, ['username']],
    ['an upper-case username', { username: 'Cashier9' }, ['username']],
    ['an unknown role', { role: 'OWNER' }, ['role']],
    ['wrong types', { username: 12345, role: 1, merchantCodes: 'SHONALI' }, ['merchantCodes', 'role', 'username']],
    ['no brands at all', { merchantCodes: [] }, ['merchantCodes']],
    ['a missing brand list', { merchantCodes: undefined }, ['merchantCodes']],
    ['an unknown key', { isRoot: true }, ['isRoot']],
  ])('refuses %s with VALIDATION_FAILED naming the field', async (_case, overrides, fields) => {
    const body = newOperatorBody(overrides);
    const response = await sendOps(server.app, { method: 'POST', url: '/ops/operators', payload: body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(fieldsOf(response.json())).toEqual(fields);
  });

  it('refuses bad login input with VALIDATION_FAILED naming the field, and audits nothing for it', async () => {
    const count = async () => (await server.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM operator_audit')).rows[0]?.n ?? 0;
    const before = await count();
    for (const [payload, fields] of [
      [{ username: '   ', password: 'whatever' }, ['username']],
      [{ username: 'someone', password: '' }, ['password']],
      [{ username: 'u'.repeat(65), password: 'whatever' }, ['username']],
      [{ username: 'someone', password: 'p'.repeat(129) }, ['password']],
      [{ username: 42, password: ['x'] }, ['password', 'username']],
      [{ username: 'someone' }, ['password']],
      [{ username: 'someone', password: 'whatever', remember: true }, ['remember']],
    ] as const) {
      const response = await send(server.app, { method: 'POST', url: '/bo/session', payload: payload as Record<string, unknown> });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code, JSON.stringify(payload)).toBe('VALIDATION_FAILED');
      expect(fieldsOf(response.json()), JSON.stringify(payload)).toEqual(fields);
    }
    const notJson = await send(server.app, { method: 'POST', url: '/bo/session', payload: 'username=a', headers: { 'content-type': 'application/json' } });
    expect(notJson.json().code).toBe('BAD_REQUEST');
    expect(await count()).toBe(before);
  });
});

describe('operator context for other modules', () => {
  const clock = new FakeClock();
  const server = useTestServer({ clock });
  // operatorContext reads the database and the clock only
  const deps = () => ({ db: server.db, config: testConfig({ clock }) }) as Pick<AppDeps, 'db' | 'config'> as AppDeps;
  const requestWith = (authorization?: string) => ({ headers: authorization === undefined ? {} : { authorization } }) as FastifyRequest;

  it('names the operator of a live session', async () => {
    const { operator, token } = await signedInOperator(server.app, { role: 'SUPERVISOR', merchantCodes: ['NORTHSTAR'] });
    const context = await operatorContext(deps(), requestWith(`Bearer ${token}`));
    expect(context).toEqual({ operator: { id: operator.id, username: operator.username, displayName: operator.displayName, role: 'SUPERVISOR', merchantCodes: ['NORTHSTAR'] } });
  });

  it('refuses with NOT_LOGGED_IN without a token, with an unknown one, after logout and once disabled', async () => {
    const refusal = async (authorization?: string) => {
      const error = await operatorContext(deps(), requestWith(authorization)).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(ApiError);
      return (error as ApiError).code;
    };
    expect(await refusal()).toBe('NOT_LOGGED_IN');
    expect(await refusal(`Bearer ${'B'.repeat(43)}`)).toBe('NOT_LOGGED_IN');

    const loggedOut = await signedInOperator(server.app);
    await asOperator(server.app, loggedOut.token, { method: 'DELETE', url: '/bo/session' });
    expect(await refusal(`Bearer ${loggedOut.token}`)).toBe('NOT_LOGGED_IN');

    const disabled = await signedInOperator(server.app);
    expect((await operatorContext(deps(), requestWith(`Bearer ${disabled.token}`))).operator.id).toBe(disabled.operator.id);
    await server.db.query('UPDATE operators SET disabled_at = created_at WHERE id = $1::bigint', [disabled.operator.id]);
    expect(await refusal(`Bearer ${disabled.token}`)).toBe('NOT_LOGGED_IN');
  });

  it('lets an operator work on their own brands only', () => {
    const operatorOf = (merchantCodes: readonly string[] | null): OperatorContext => ({
      operator: { id: '1', username: 'cashier9', displayName: 'Cashier', role: 'CASHIER', merchantCodes },
    });
    expect(() => requireBrandAccess(operatorOf(null), 'SHONALI')).not.toThrow();
    expect(() => requireBrandAccess(operatorOf(['SHONALI']), 'SHONALI')).not.toThrow();
    for (const merchantCode of ['NORTHSTAR', 'shonali', '']) {
      let refused: unknown;
      try {
        requireBrandAccess(operatorOf(['SHONALI']), merchantCode);
      } catch (error) {
        refused = error;
      }
      expect(refused, merchantCode).toBeInstanceOf(ApiError);
      expect((refused as ApiError).code).toBe('FORBIDDEN');
      expect((refused as ApiError).statusCode).toBe(403);
    }
  });
});
