import { afterAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { useTestServer } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { PasswordHasher, PRODUCTION_ARGON2_COST } from '../accounts';
import { DEMO_OPERATOR_PASSWORD, seedDemoOperators } from './demo-operators';
import { asOperator, operatorLogin } from '../../../testing/operators';

describe('demo operators', () => {
  const server = useTestServer();

  it('are two cashiers and two supervisors of every brand, with the demo password', async () => {
    expect(DEMO_OPERATOR_PASSWORD).toBe('Demo@12345');
    for (const [username, role] of [
      ['cashier1', 'CASHIER'],
      ['cashier2', 'CASHIER'],
      ['supervisor1', 'SUPERVISOR'],
      ['supervisor2', 'SUPERVISOR'],
    ]) {
      const login = await operatorLogin(server.app, username as string, DEMO_OPERATOR_PASSWORD);
      expect(login.statusCode, `${username}: ${login.body}`).toBe(200);
      expect(login.json().value.operator).toMatchObject({ username, role, merchantCodes: null });
    }
    const { token } = (await operatorLogin(server.app, 'supervisor1', DEMO_OPERATOR_PASSWORD)).json().value;
    expect((await asOperator(server.app, token, { url: '/bo/audit' })).statusCode).toBe(200);
  });

  it('are not written again once any operator exists', async () => {
    const passwords = new PasswordHasher(PRODUCTION_ARGON2_COST);
    expect(await seedDemoOperators(server.db, passwords, Date.now())).toEqual([]);
    const { rows } = await server.db.query<{ n: number }>("SELECT count(*)::integer AS n FROM operators WHERE username IN ('cashier1', 'cashier2', 'supervisor1', 'supervisor2')");
    expect(rows[0]?.n).toBe(4);
  });
});

describe('demo operators on a database of their own', () => {
  const passwords = new PasswordHasher(PRODUCTION_ARGON2_COST);
  const databases: TestDatabase[] = [];
  const migrated = async () => {
    const database = await createTestDatabase();
    databases.push(database);
    await migrate(database.db);
    return database.db;
  };
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it('are written while there is no operator, once', async () => {
    const db = await migrated();
    expect(await seedDemoOperators(db, passwords, Date.now())).toEqual(['cashier1', 'cashier2', 'supervisor1', 'supervisor2']);
    expect(await seedDemoOperators(db, passwords, Date.now())).toEqual([]);
  });

  it('are left out where the first operator was made by hand', async () => {
    const db = await migrated();
    await db.query("INSERT INTO operators (username, display_name, password_hash, role, created_at) VALUES ('first.admin', 'First Admin', $1, 'ADMIN', now())", [
      await passwords.hash('First admin #1'),
    ]);
    expect(await seedDemoOperators(db, passwords, Date.now())).toEqual([]);
    const { rows } = await db.query<{ username: string }>('SELECT username FROM operators');
    expect(rows).toEqual([{ username: 'first.admin' }]);
  });
});
