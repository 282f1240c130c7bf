import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { checksumOf, functionDefinitions, MODULES_DIR, neededFunctions, readFunctionFiles, type FunctionFile } from './function-files';
import { MIGRATIONS_DIR, migrate, readMigrationFiles, type MigrationFile } from './migrate';

const TRIGGER_DEFINITION = /^[ \t]*CREATE\s+(OR\s+REPLACE\s+)?(CONSTRAINT\s+)?TRIGGER\s+([a-z_][a-z0-9_]*)[\s\S]*?EXECUTE\s+(?:FUNCTION|PROCEDURE)\s+([a-z_][a-z0-9_.]*)\s*\(/gim;

/** Every SQL file of the tree that may define a function: the migrations and the modules' sql folders. */
function sqlFilesOfTheTree(): { file: string; sql: string }[] {
  const migrations = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => ({ file: `migrations/${name}`, sql: readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8') }));
  return [...migrations, ...readFunctionFiles().map((file) => ({ file: file.file, sql: file.sql }))];
}

describe('function files, read from the tree', () => {
  it('define every function once, each in a file of its own module named after it, and no migration defines one', () => {
    const definedIn = new Map<string, string[]>();
    for (const { file, sql } of sqlFilesOfTheTree()) {
      for (const { name } of functionDefinitions(sql)) definedIn.set(name, [...(definedIn.get(name) ?? []), file]);
    }
    expect([...definedIn].filter(([, files]) => files.length > 1)).toEqual([]);
    expect([...definedIn].filter(([, files]) => files.some((file) => file.startsWith('migrations/')))).toEqual([]);
    const files = readFunctionFiles();
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      expect(file.file).toMatch(new RegExp(`^src/modules/[a-z0-9-]+/sql/${file.name}\\.sql$`));
      expect(functionDefinitions(file.sql)).toEqual([{ name: file.name, orReplace: true }]);
    }
  });

  it('leave no trigger nor function setting in a migration: those are in the function file', () => {
    for (const file of readMigrationFiles()) {
      expect([...file.sql.matchAll(TRIGGER_DEFINITION)].map((match) => match[3]), file.name).toEqual([]);
      expect(file.sql, file.name).not.toMatch(/^\s*ALTER\s+FUNCTION/im);
    }
  });

  it('hold only triggers that fire their own function, replaced in place or dropped and made again', () => {
    for (const file of readFunctionFiles()) {
      for (const match of file.sql.matchAll(TRIGGER_DEFINITION)) {
        const [, orReplace, constraint, trigger, fires] = match;
        expect(fires, `${file.file}: trigger ${trigger}`).toBe(file.name);
        // CREATE OR REPLACE does not take a constraint trigger: the file drops it first
        if (constraint) expect(file.sql, `${file.file}: trigger ${trigger}`).toMatch(new RegExp(`DROP TRIGGER IF EXISTS ${trigger} ON `));
        else expect(orReplace, `${file.file}: trigger ${trigger}`).toBeDefined();
      }
    }
  });

  it('name every function a migration needs first after a function file', () => {
    const names = new Set(readFunctionFiles().map((file) => file.name));
    const needed = readMigrationFiles().flatMap((file) => neededFunctions(file.sql));
    expect(needed.length).toBeGreaterThan(0);
    expect(needed.filter((name) => !names.has(name))).toEqual([]);
  });

  describe('refuse a sql folder that holds', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'croupier-function-files-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const modules = (files: Record<string, string>) => {
      const root = mkdtempSync(path.join(dir, 'modules-'));
      for (const [file, sql] of Object.entries(files)) {
        mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
        writeFileSync(path.join(root, file), sql);
      }
      return root;
    };
    const fn = (name: string) => `CREATE OR REPLACE FUNCTION ${name}() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;\n`;

    it('a file not named as a function', () => {
      expect(() => readFunctionFiles(modules({ 'a/sql/Two_Words.sql': fn('two_words') }))).toThrow(/not a function file/);
      expect(() => readFunctionFiles(modules({ 'a/sql/notes.txt': 'notes' }))).toThrow(/not a function file/);
      expect(readFunctionFiles(modules({ 'a/sql/.one.sql.swp': 'x', 'a/sql/one.sql': fn('one'), 'b/two.sql': fn('two') })).map((file) => file.name)).toEqual(['one']);
    });
    it('a file defining another function, more than one, or none', () => {
      expect(() => readFunctionFiles(modules({ 'a/sql/one.sql': fn('other') }))).toThrow(/must define exactly one function, one, and defines other/);
      expect(() => readFunctionFiles(modules({ 'a/sql/one.sql': fn('one') + fn('two') }))).toThrow(/defines one, two/);
      expect(() => readFunctionFiles(modules({ 'a/sql/one.sql': 'SELECT 1;' }))).toThrow(/defines none/);
    });
    it('a function defined with CREATE FUNCTION, which would fail when applied again', () => {
      expect(() => readFunctionFiles(modules({ 'a/sql/one.sql': 'CREATE FUNCTION one() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;' }))).toThrow(/CREATE OR REPLACE/);
    });
    it('a function in two modules', () => {
      expect(() => readFunctionFiles(modules({ 'a/sql/one.sql': fn('one'), 'b/sql/one.sql': fn('one') }))).toThrow(/two function files define one/);
    });
  });
});

describe('function files, applied at start', () => {
  let database: TestDatabase;
  let migrations: MigrationFile[];
  let real: FunctionFile[];
  const functionFile = (name: string, sql: string): FunctionFile => ({ name, file: `src/modules/test/sql/${name}.sql`, sql, checksum: checksumOf(sql) });
  const answering = (value: number) => functionFile('test_answer', `CREATE OR REPLACE FUNCTION test_answer() RETURNS integer LANGUAGE plpgsql AS $$ BEGIN RETURN ${value}; END $$;`);
  const ruleFile = functionFile('test_rule_holds', 'CREATE OR REPLACE FUNCTION test_rule_holds(x integer) RETURNS boolean LANGUAGE plpgsql IMMUTABLE AS $$ BEGIN RETURN x > 0; END $$;');
  const answer = async () => (await database.db.query<{ value: number }>('SELECT test_answer() AS value')).rows[0]?.value;
  const recorded = async (name: string) =>
    (await database.db.query<{ checksum: string }>('SELECT checksum FROM schema_functions WHERE name = $1', [name])).rows[0]?.checksum;

  beforeAll(async () => {
    database = await createTestDatabase();
    migrations = readMigrationFiles();
    real = readFunctionFiles();
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('apply every file on a new database and record its checksum', async () => {
    const result = await migrate(database.db);
    expect(result.functions).toHaveLength(real.length);
    expect([...result.functions].sort()).toEqual(real.map((file) => file.name));
    const { rows } = await database.db.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_functions ORDER BY name');
    expect(rows).toEqual(real.map((file) => ({ name: file.name, checksum: file.checksum })));
  });

  it('apply a new or changed file on the next start, and only that one', async () => {
    expect((await migrate(database.db, migrations, { functions: [...real, answering(1)] })).functions).toEqual(['test_answer']);
    expect(await answer()).toBe(1);
    expect((await migrate(database.db, migrations, { functions: [...real, answering(1)] })).functions).toEqual([]);
    expect((await migrate(database.db, migrations, { functions: [...real, answering(2)] })).functions).toEqual(['test_answer']);
    expect(await answer()).toBe(2);
    expect(await recorded('test_answer')).toBe(answering(2).checksum);
  });

  it('apply a changed file once when two instances start at once', async () => {
    const results = await Promise.all([
      migrate(database.db, migrations, { functions: [...real, answering(3)] }),
      migrate(database.db, migrations, { functions: [...real, answering(3)] }),
    ]);
    expect(results.flatMap((result) => result.functions)).toEqual(['test_answer']);
    expect(await answer()).toBe(3);
  });

  it('apply the files in any order: a body may call a function of a file applied after it', async () => {
    const calling = functionFile('test_calls_later', 'CREATE OR REPLACE FUNCTION test_calls_later() RETURNS integer LANGUAGE sql AS $$ SELECT test_zz_called_later() + 1 $$;');
    const called = functionFile('test_zz_called_later', 'CREATE OR REPLACE FUNCTION test_zz_called_later() RETURNS integer LANGUAGE sql AS $$ SELECT 41 $$;');
    expect((await migrate(database.db, migrations, { functions: [...real, answering(3), calling, called] })).functions).toEqual(['test_calls_later', 'test_zz_called_later']);
    expect((await database.db.query<{ value: number }>('SELECT test_calls_later() AS value')).rows[0]?.value).toBe(42);
  });

  it('roll the whole start back when a file is broken: nothing of it is kept', async () => {
    const pending = { version: '9997', name: 'test_pending', sql: 'CREATE TABLE test_pending (id integer);', checksum: 'pending' };
    const broken = functionFile('test_answer', 'CREATE OR REPLACE FUNCTION test_answer() RETURNS integer LANGUAGE plpgsql AS $$ BEGIN RETURN 4; END $$ ;;; NOT SQL;');
    const before = await recorded('test_answer');
    await expect(migrate(database.db, [...migrations, pending], { functions: [...real, broken] })).rejects.toThrow(/function file src\/modules\/test\/sql\/test_answer\.sql could not be applied/);
    expect((await database.db.query<{ present: boolean }>("SELECT to_regclass('test_pending') IS NOT NULL AS present")).rows[0]?.present).toBe(false);
    expect(await answer()).toBe(3);
    expect(await recorded('test_answer')).toBe(before);
  });

  it('stop the start when a file applied before is gone and its function is still there, until a migration drops it', async () => {
    const files = [...real, answering(3)];
    await expect(migrate(database.db, migrations, { functions: real })).rejects.toThrow(/test_answer, test_calls_later, test_zz_called_later from a function file that is no longer/);
    expect(await answer()).toBe(3);
    const dropping = {
      version: '9996',
      name: 'test_drop',
      sql: 'DROP FUNCTION IF EXISTS test_calls_later(); DROP FUNCTION IF EXISTS test_zz_called_later();',
      checksum: 'drop',
    };
    expect(await migrate(database.db, [...migrations, dropping], { functions: files })).toMatchObject({ migrations: ['9996'], functions: [] });
    expect(await recorded('test_calls_later')).toBeUndefined();
    expect(await recorded('test_answer')).toBe(answering(3).checksum);
  });

  it('apply the files a migration needs before it runs, once', async () => {
    const needing = {
      version: '9995',
      name: 'test_needs',
      sql: '-- needs functions: test_rule_holds\nCREATE TABLE test_ruled (x integer CONSTRAINT test_ruled_rule CHECK (test_rule_holds(x)));',
      checksum: 'needs',
    };
    const files = [...real, answering(3), ruleFile];
    const missing = { ...needing, version: '9994', sql: '-- needs functions: test_rule_holds, test_no_such_function\nSELECT 1;' };
    await expect(migrate(database.db, [...migrations, missing], { functions: files })).rejects.toThrow(/needs function test_no_such_function/);
    expect(await migrate(database.db, [...migrations, needing], { functions: files })).toMatchObject({ migrations: ['9995'], functions: ['test_rule_holds'] });
    await expect(database.db.query('INSERT INTO test_ruled (x) VALUES (0)')).rejects.toThrow(/test_ruled_rule/);
  });

  it('take an edited migration whose former checksum the database recorded, and no other edit', async () => {
    const [first, ...rest] = migrations;
    if (!first) throw new Error('no migration files');
    const fileName = `${first.version}_${first.name}.sql`;
    const functions = [...real, answering(3), ruleFile];
    await database.db.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [first.version, 'f'.repeat(64)]);
    await expect(migrate(database.db, migrations, { functions })).rejects.toThrow(`migration ${fileName} changed after it was applied`);
    const formerChecksums = new Map([[fileName, 'f'.repeat(64)]]);
    expect(await migrate(database.db, [first, ...rest], { functions, formerChecksums })).toEqual({ migrations: [], functions: [], checksumsUpdated: [first.version] });
    const { rows } = await database.db.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE version = $1', [first.version]);
    expect(rows[0]?.checksum).toBe(first.checksum);
    expect(await migrate(database.db, [first, ...rest], { functions, formerChecksums })).toEqual({ migrations: [], functions: [], checksumsUpdated: [] });
    await expect(migrate(database.db, [{ ...first, checksum: 'e'.repeat(64) }, ...rest], { functions, formerChecksums })).rejects.toThrow(/changed after it was applied/);
  });
});

it('finds the function files where the server runs from: src/modules/*/sql beside this runner', () => {
  expect(path.relative(path.resolve(import.meta.dirname, '..'), MODULES_DIR)).toBe('modules');
});
