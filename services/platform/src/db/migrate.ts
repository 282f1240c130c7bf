import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Database, Queryable } from './database';
import { applyFunctionFiles, appliedFunctions, checksumOf, forgetRemovedFunctions, neededFunctions, readFunctionFiles, type FunctionFile } from './function-files';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations');

/**
 * Migrations that were edited after databases had applied them, each with the checksum of the text
 * those databases recorded: the function definitions they held moved to the modules' function files
 * (decision 0035), and what they do to tables and data is unchanged. A database that recorded the
 * former checksum takes the file as it is now and records its new checksum.
 */
export const FORMER_CHECKSUMS_FILE = 'former-checksums.json';

/**
 * Every instance that starts takes this lock before touching the schema, so two instances starting at
 * once against one Postgres apply each migration exactly once. The number is arbitrary but fixed.
 */
const MIGRATION_LOCK_KEY = 4_217_730_301;

const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export interface MigrationFile {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrationFiles(dir: string = MIGRATIONS_DIR): MigrationFile[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const seen = new Set<string>();
  return files.map((file) => {
    const match = FILE_NAME.exec(file);
    if (!match?.[1] || !match[2]) {
      throw new Error(`migration file ${file} is not named NNNN_name.sql (four digits, then lowercase letters, digits and _)`);
    }
    const version = match[1];
    if (seen.has(version)) throw new Error(`two migration files share the number ${version}; each needs its own`);
    seen.add(version);
    const sql = readFileSync(path.join(dir, file), 'utf8');
    return { version, name: match[2], sql, checksum: checksumOf(sql) };
  });
}

/** The former checksums of edited migrations, by file name (`0005_ledger.sql`); none when the list is absent. */
export function readFormerChecksums(dir: string = MIGRATIONS_DIR): Map<string, string> {
  const file = path.join(dir, FORMER_CHECKSUMS_FILE);
  if (!existsSync(file)) return new Map();
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { checksums?: Record<string, unknown> };
  const entries = Object.entries(parsed.checksums ?? {});
  for (const [name, checksum] of entries) {
    if (!FILE_NAME.test(name) || typeof checksum !== 'string' || !/^[0-9a-f]{64}$/.test(checksum)) {
      throw new Error(`${FORMER_CHECKSUMS_FILE}: "${name}" must name a migration file and give a SHA-256 in hex`);
    }
  }
  return new Map(entries as [string, string][]);
}

async function appliedMigrations(tx: Queryable): Promise<Map<string, string>> {
  await tx.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const { rows } = await tx.query<{ version: string; checksum: string }>('SELECT version, checksum FROM schema_migrations');
  return new Map(rows.map((row) => [row.version, row.checksum]));
}

export interface MigrateResult {
  /** the versions of the migrations applied */
  migrations: string[];
  /** the function files applied (new or changed), by function name */
  functions: string[];
  /** edited migrations whose former checksum the database had recorded and now records the new one of */
  checksumsUpdated: string[];
}

export interface MigrateOptions {
  /** the function files; by default every module's (`src/modules/*\/sql/*.sql`) */
  functions?: FunctionFile[];
  /** former checksums of edited migrations, by file name; by default `migrations/former-checksums.json` */
  formerChecksums?: ReadonlyMap<string, string>;
}

/**
 * Brings the database to the files, all in one transaction under one advisory lock: applies the pending
 * migrations in order, then every function file whose text differs from the one last applied
 * (decision 0035). An applied migration whose file has since changed stops startup, unless the database
 * recorded the former checksum listed for it (`former-checksums.json`); a broken function file, too,
 * and nothing of that start is kept.
 */
export async function migrate(db: Database, files: MigrationFile[] = readMigrationFiles(), options: MigrateOptions = {}): Promise<MigrateResult> {
  const functions = options.functions ?? readFunctionFiles();
  const formerChecksums = options.formerChecksums ?? readFormerChecksums();
  const byName = new Map(functions.map((file) => [file.name, file]));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await appliedMigrations(tx);
    const appliedFunctionFiles = await appliedFunctions(tx);
    const result: MigrateResult = { migrations: [], functions: [], checksumsUpdated: [] };
    for (const file of files) {
      const fileName = `${file.version}_${file.name}.sql`;
      const checksum = applied.get(file.version);
      if (checksum !== undefined) {
        if (checksum === file.checksum) continue;
        if (checksum !== formerChecksums.get(fileName)) {
          throw new Error(`migration ${fileName} changed after it was applied. Fix: restore it and add a new migration instead`);
        }
        await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE version = $1', [file.version, file.checksum]);
        result.checksumsUpdated.push(file.version);
        continue;
      }
      // A migration whose tables call a function (a CHECK, say) has that function's file applied first.
      const needed = neededFunctions(file.sql).map((name) => {
        const functionFile = byName.get(name);
        if (!functionFile) throw new Error(`migration ${fileName} needs function ${name}, and no src/modules/*/sql/${name}.sql defines it`);
        return functionFile;
      });
      result.functions.push(...(await applyFunctionFiles(tx, needed, appliedFunctionFiles)));
      await tx.exec(file.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [file.version, file.name, file.checksum]);
      result.migrations.push(file.version);
    }
    result.functions.push(...(await applyFunctionFiles(tx, functions, appliedFunctionFiles)));
    await forgetRemovedFunctions(tx, functions, appliedFunctionFiles);
    return result;
  });
}
