import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { migrate, readMigrationFiles } from './migrate';

describe('migrations', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('are numbered files applied in order and recorded', async () => {
    const files = readMigrationFiles();
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((file) => file.version)).toEqual([...files.map((file) => file.version)].sort());
    expect((await migrate(database.db)).migrations).toEqual(files.map((file) => file.version));
    const { rows } = await database.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((row) => row.version)).toEqual(files.map((file) => file.version));
  });

  it('apply nothing the second time, even from two starts at once', async () => {
    const nothing = { migrations: [], functions: [], checksumsUpdated: [] };
    expect(await migrate(database.db)).toEqual(nothing);
    expect(await Promise.all([migrate(database.db), migrate(database.db)])).toEqual([nothing, nothing]);
  });

  it('apply a new file on the next start, and only that one', async () => {
    const files = readMigrationFiles();
    const extra = { version: '9999', name: 'test_extra', sql: 'CREATE TABLE test_extra (id integer); CREATE INDEX test_extra_id ON test_extra (id);', checksum: 'extra' };
    expect((await migrate(database.db, [...files, extra])).migrations).toEqual(['9999']);
    expect((await migrate(database.db, [...files, extra])).migrations).toEqual([]);
    await database.db.query('SELECT id FROM test_extra');
  });

  it('refuse to start when an applied file was edited', async () => {
    const files = readMigrationFiles();
    const [first, ...rest] = files;
    if (!first) throw new Error('no migration files');
    await expect(migrate(database.db, [{ ...first, checksum: 'edited' }, ...rest])).rejects.toThrow(/changed after it was applied/);
  });

  it('roll back a failing migration completely', async () => {
    const files = readMigrationFiles();
    const broken = { version: '9998', name: 'broken', sql: 'CREATE TABLE half_done (id integer); SELECT no_such_column FROM half_done;', checksum: 'broken' };
    await expect(migrate(database.db, [...files, broken])).rejects.toThrow();
    const { rows } = await database.db.query<{ present: boolean }>("SELECT to_regclass('half_done') IS NOT NULL AS present");
    expect(rows[0]?.present).toBe(false);
  });
});
