import { describe, expect, it } from 'vitest';
import { openPostgresDatabase } from './postgres-database';

const SERVER_URL = process.env.TEST_DATABASE_URL;

// Needs a real Postgres: the embedded database has no pool of connections.
describe.skipIf(!SERVER_URL)('postgres database', () => {
  it('keeps a connection whose statement the server refused, and drops none on everyday errors', async () => {
    const db = openPostgresDatabase(SERVER_URL ?? '', () => {});
    try {
      const backend = async () => (await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;
      const first = await backend();
      await expect(db.query("SELECT 1 / 0")).rejects.toMatchObject({ code: '22012' });
      await expect(db.query("DO $$ BEGIN RAISE EXCEPTION USING ERRCODE = 'CR001', MESSAGE = 'refused', DETAIL = 'INTERNAL'; END $$")).rejects.toMatchObject({ code: 'CR001' });
      // one statement at a time: the pool hands back its one connection, still the same server process
      expect(await backend()).toBe(first);
    } finally {
      await db.close();
    }
  });

  it('keeps a named statement parsed on its connection, and only a named one', async () => {
    const db = openPostgresDatabase(SERVER_URL ?? '', () => {});
    try {
      const kept = await db.transaction(async (tx) => {
        await tx.query('SELECT $1::int + 1 AS n', [1]);
        for (const n of [1, 2]) expect((await tx.query<{ n: number }>('SELECT $1::int * 10 AS n', [n], { name: 'times_ten' })).rows[0]?.n).toBe(n * 10);
        return (await tx.query<{ name: string; statement: string }>('SELECT name, statement FROM pg_prepared_statements')).rows;
      });
      expect(kept).toEqual([{ name: 'times_ten', statement: 'SELECT $1::int * 10 AS n' }]);
    } finally {
      await db.close();
    }
  });
});
