import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Database, Queryable } from './database';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../migrations');

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
    return { version, name: match[2], sql, checksum: createHash('sha256').update(sql).digest('hex') };
  });
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

/**
 * Applies the pending migrations in order, all in one transaction, and returns the versions it applied.
 * An applied migration whose file has since changed stops startup: the database would no longer match
 * the files, and a new migration is the way to change a schema.
 */
export async function migrate(db: Database, files: MigrationFile[] = readMigrationFiles()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await appliedMigrations(tx);
    const newlyApplied: string[] = [];
    for (const file of files) {
      const checksum = applied.get(file.version);
      if (checksum !== undefined) {
        if (checksum !== file.checksum) {
          throw new Error(`migration ${file.version}_${file.name}.sql changed after it was applied. Fix: restore it and add a new migration instead`);
        }
        continue;
      }
      await tx.exec(file.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [file.version, file.name, file.checksum]);
      newlyApplied.push(file.version);
    }
    return newlyApplied;
  });
}
