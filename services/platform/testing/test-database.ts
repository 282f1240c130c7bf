import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { Database } from '../src/db/database';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { createScratchDatabase } from './scratch-database';

export interface TestDatabase {
  db: Database;
  kind: 'embedded' | 'postgres';
  /** the database's URL on a real server; undefined for an embedded one */
  url: string | undefined;
  /** closes the database and, on a real server, drops it */
  dispose(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or, when TEST_DATABASE_URL names a
 * Postgres server, a new uniquely named database on it that is dropped afterwards. An embedded one
 * may start as the server leaves it on first start (`prepared`), a copy made once per run, which
 * saves each file seconds; unless asked for, it starts empty and the server prepares it.
 */
export async function createTestDatabase({ prepared = false }: { prepared?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const templateFile = inject(prepared ? 'pglitePreparedTemplate' : 'pgliteTemplate');
    const db = await openPgliteDatabase(undefined, templateFile ? new Blob([readFileSync(templateFile)]) : undefined);
    return { db, kind: 'embedded', url: undefined, dispose: () => db.close() };
  }
  const scratch = await createScratchDatabase(serverUrl, 'croupier_test', prepared ? inject('postgresPreparedTemplate') : undefined);
  const db = openPostgresDatabase(scratch.url, () => {});
  return {
    db,
    kind: 'postgres',
    url: scratch.url,
    dispose: async () => {
      await db.close();
      await scratch.drop();
    },
  };
}
