import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Queryable } from './database';

/**
 * Every database function lives in one file holding its current text (decision 0035), in the `sql`
 * folder of the module that owns it: `src/modules/<module>/sql/<function>.sql`. Migrations keep tables
 * and data; after them, in the same transaction, each file whose text changed since it was last
 * applied is applied again (Flyway's repeatable migrations).
 */
export const MODULES_DIR = path.resolve(import.meta.dirname, '../modules');

const FILE_NAME = /^([a-z][a-z0-9_]*)\.sql$/;
/** a function definition, at the start of a line: `CREATE [OR REPLACE] FUNCTION name(` */
const FUNCTION_DEFINITION = /^[ \t]*CREATE[ \t\r\n]+(OR[ \t\r\n]+REPLACE[ \t\r\n]+)?FUNCTION[ \t\r\n]+("?[A-Za-z_][A-Za-z0-9_.$"]*)[ \t\r\n]*\(/gim;

export interface FunctionFile {
  /** the function's name, which is also the file's */
  name: string;
  /** the file, relative to the platform's folder, for messages */
  file: string;
  sql: string;
  checksum: string;
}

export function checksumOf(sql: string): string {
  return createHash('sha256').update(sql).digest('hex');
}

/** The names of the functions a text defines (`CREATE [OR REPLACE] FUNCTION`), in order, and whether each replaces. */
export function functionDefinitions(sql: string): { name: string; orReplace: boolean }[] {
  return [...sql.matchAll(FUNCTION_DEFINITION)].map((match) => ({ name: (match[2] ?? '').toLowerCase(), orReplace: match[1] !== undefined }));
}

/**
 * The function files of every module (`<modulesDir>/*\/sql/*.sql`), sorted by name. Each is named as the
 * function it defines, defines that one function with `CREATE OR REPLACE FUNCTION`, and no two share a
 * name; anything else in a `sql` folder (other than hidden files) stops the start.
 */
export function readFunctionFiles(modulesDir: string = MODULES_DIR): FunctionFile[] {
  const files: FunctionFile[] = [];
  const seen = new Map<string, string>();
  for (const module of readdirSync(modulesDir).sort()) {
    const dir = path.join(modulesDir, module, 'sql');
    if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
    for (const entry of readdirSync(dir).sort()) {
      if (entry.startsWith('.')) continue;
      const file = path.relative(path.resolve(modulesDir, '../..'), path.join(dir, entry));
      const match = FILE_NAME.exec(entry);
      if (!match?.[1]) {
        throw new Error(`${file} is not a function file: a module's sql folder holds only <function_name>.sql files (lower-case letters, digits and _)`);
      }
      const name = match[1];
      const other = seen.get(name);
      if (other) throw new Error(`two function files define ${name}: ${other} and ${file}. Fix: keep one`);
      seen.set(name, file);
      const sql = readFileSync(path.join(dir, entry), 'utf8');
      const definitions = functionDefinitions(sql);
      if (definitions.length !== 1 || definitions[0]?.name !== name) {
        throw new Error(`${file} must define exactly one function, ${name}, and defines ${definitions.map((definition) => definition.name).join(', ') || 'none'}`);
      }
      if (!definitions[0].orReplace) {
        throw new Error(`${file} defines ${name} with CREATE FUNCTION; use CREATE OR REPLACE FUNCTION, as the file is applied again whenever it changes`);
      }
      files.push({ name, file, sql, checksum: checksumOf(sql) });
    }
  }
  return files.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Names the `-- needs functions: a, b` lines of a migration list: function files applied before it runs. */
export function neededFunctions(migrationSql: string): string[] {
  return [...migrationSql.matchAll(/^--[ \t]*needs functions:(.*)$/gm)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  );
}

/** The function files applied so far, by name, with the checksum of the text applied. */
export async function appliedFunctions(tx: Queryable): Promise<Map<string, string>> {
  await tx.exec(`
    CREATE TABLE IF NOT EXISTS schema_functions (
      name text PRIMARY KEY,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const { rows } = await tx.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_functions');
  return new Map(rows.map((row) => [row.name, row.checksum]));
}

/**
 * Applies the given function files whose text differs from the one last applied, records their
 * checksums in `applied` and `schema_functions`, and returns their names. Function bodies are not
 * checked while they are created (`check_function_bodies` off for these statements, as pg_dump does):
 * a body may call a function of a file applied after it, so the order of the files does not matter.
 * A body with a mistake still fails at its first call, which the tests make.
 */
export async function applyFunctionFiles(tx: Queryable, files: readonly FunctionFile[], applied: Map<string, string>): Promise<string[]> {
  const changed = files.filter((file) => applied.get(file.name) !== file.checksum);
  if (changed.length === 0) return [];
  const { rows } = await tx.query<{ setting: string }>("SELECT current_setting('check_function_bodies') AS setting");
  await tx.query("SELECT set_config('check_function_bodies', 'off', true)");
  for (const file of changed) {
    try {
      await tx.exec(file.sql);
    } catch (error) {
      throw new Error(`function file ${file.file} could not be applied: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    await tx.query(
      `INSERT INTO schema_functions (name, checksum) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET checksum = excluded.checksum, applied_at = now()`,
      [file.name, file.checksum],
    );
    applied.set(file.name, file.checksum);
  }
  await tx.query("SELECT set_config('check_function_bodies', $1, true)", [rows[0]?.setting ?? 'on']);
  return changed.map((file) => file.name);
}

/**
 * A function applied from a file that is no longer in the tree. If a migration has dropped the function,
 * its record goes too. If the function is still there, the start stops: a missing file may be a
 * deployment that left the sql folders behind, and dropping the function silently would break every
 * call to it. Removing a function is a migration (`DROP FUNCTION IF EXISTS`), so databases built before
 * and after the removal agree.
 */
export async function forgetRemovedFunctions(tx: Queryable, files: readonly FunctionFile[], applied: Map<string, string>): Promise<void> {
  const present = new Set(files.map((file) => file.name));
  const removed = [...applied.keys()].filter((name) => !present.has(name)).sort();
  if (removed.length === 0) return;
  const { rows } = await tx.query<{ name: string }>(
    `SELECT DISTINCT p.proname AS name FROM pg_proc p
      WHERE p.pronamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) AND p.proname = ANY ($1::text[])`,
    [removed],
  );
  const stillDefined = rows.map((row) => row.name).sort();
  if (stillDefined.length > 0) {
    throw new Error(
      `the database has function${stillDefined.length === 1 ? '' : 's'} ${stillDefined.join(', ')} from a function file that is no longer in src/modules/*/sql. ` +
        'Fix: restore the file, or drop the function in a new migration (DROP FUNCTION IF EXISTS name(argument types)), with any trigger or check that uses it',
    );
  }
  await tx.query('DELETE FROM schema_functions WHERE name = ANY ($1::text[])', [removed]);
  for (const name of removed) applied.delete(name);
}
