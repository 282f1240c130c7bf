import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { openPgliteDatabase } from '../db/pglite-database';
import { openPostgresDatabase } from '../db/postgres-database';

export interface TestDatabase {
  db: Database;
  kind: 'embedded' | 'postgres';
  /** closes the database and, on a real server, drops it */
  dispose(): Promise<void>;
}

async function asAdmin(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or, when TEST_DATABASE_URL names a
 * Postgres server, a new uniquely named database on it that is dropped afterwards. An embedded one
 * may start as the server leaves it on first start (`prepared`), which saves each file seconds;
 * on Postgres, and unless asked for, it starts empty and the server prepares it.
 */
export async function createTestDatabase({ prepared = false }: { prepared?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templateFile = inject(prepared ? 'pglitePreparedTemplate' : 'pgliteTemplate');
    const db = await openPgliteDatabase(undefined, templateFile ? new Blob([readFileSync(templateFile)]) : undefined);
    return { db, kind: 'embedded', dispose: () => db.close() };
  }
  const name = `croupier_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPostgresDatabase(url.toString(), () => {});
  return {
    db,
    kind: 'postgres',
    dispose: async () => {
      await db.close();
      await asAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
