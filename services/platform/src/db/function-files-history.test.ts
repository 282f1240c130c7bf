import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaSnapshot, type SchemaSnapshot } from '../../testing/schema-snapshot';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { Database } from './database';
import { MODULES_DIR, checksumOf, readFunctionFiles, type FunctionFile } from './function-files';
import { FORMER_CHECKSUMS_FILE, MIGRATIONS_DIR, migrate, readFormerChecksums, readMigrationFiles, type MigrationFile } from './migrate';

/**
 * The proof that moving every function into a file of its own (decision 0035) changed nothing a
 * database does. The migrations as they were before are read from git, at the commit that
 * former-checksums.json names (each text is checked against its listed checksum); a database built
 * from them, with the runner of that time, is compared with one built from the files now, and then
 * started with the files now, as every existing database will be.
 *
 * Function files change on purpose after the move (the seamless wallet's fast posting moved into the
 * ledger's functions, decision 0037), so the comparison of what the move built is made with the tree as
 * the move left it (MOVED_AT, read from git too); the upgrades of databases migrated before it are
 * compared with a database built from the tree now.
 */
const MOVED_AT = 'aa3df3a';
const REPO_ROOT = path.resolve(MIGRATIONS_DIR, '../../..');
const { commit } = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, FORMER_CHECKSUMS_FILE), 'utf8')) as { commit: string };
const formerChecksums = readFormerChecksums();

const MIGRATIONS_GIT_PATH = path.relative(REPO_ROOT, MIGRATIONS_DIR).split(path.sep).join('/');

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`git ${args.join(' ')} failed: this proof reads the migrations at commit ${commit} from the repository's history (fetch that commit)`, { cause: error });
  }
}

/**
 * A clone made with --depth lacks the commit: there the proof cannot run, and says so instead of
 * failing (a full clone, as every developer's, runs it).
 */
const historyHasCommit = [commit, MOVED_AT].every((needed) => spawnSync('git', ['cat-file', '-e', `${needed}^{commit}`], { cwd: REPO_ROOT, stdio: 'ignore' }).status === 0);
if (!historyHasCommit) console.warn(`function-files-history: commit ${commit} or ${MOVED_AT} is not in this clone's history (a shallow clone?), so the proof that the function files changed nothing is skipped`);

/** The migration files at the commit, by name. */
const filesAtCommit = new Set(
  (historyHasCommit ? git(['ls-tree', '--name-only', `${commit}:${MIGRATIONS_GIT_PATH}`]) : '')
    .split('\n')
    .filter((name) => name.endsWith('.sql')),
);

/** A migration's text at the commit; undefined for one added since. */
function textAtCommit(fileName: string): string | undefined {
  return filesAtCommit.has(fileName) ? git(['show', `${commit}:${MIGRATIONS_GIT_PATH}/${fileName}`]) : undefined;
}

/** The migrations as a database that applied them before the change has them: the edited ones in their former text. */
function migrationsBefore(): MigrationFile[] {
  return readMigrationFiles().map((file) => {
    const fileName = `${file.version}_${file.name}.sql`;
    if (!formerChecksums.has(fileName)) return file;
    const sql = textAtCommit(fileName);
    if (sql === undefined) throw new Error(`${FORMER_CHECKSUMS_FILE} lists ${fileName}, which commit ${commit} does not have`);
    return { ...file, sql, checksum: checksumOf(sql) };
  });
}

const MODULES_GIT_PATH = path.relative(REPO_ROOT, MODULES_DIR).split(path.sep).join('/');

/** The migrations and the function files as the move left them (at MOVED_AT). */
function treeAsMoved(): { migrations: MigrationFile[]; functions: FunctionFile[] } {
  const migrations = git(['ls-tree', '--name-only', `${MOVED_AT}:${MIGRATIONS_GIT_PATH}`])
    .split('\n')
    .map((fileName) => /^(\d{4})_([a-z0-9_]+)\.sql$/.exec(fileName))
    .filter((match) => match !== null)
    .map(([fileName, version, name]) => {
      const sql = git(['show', `${MOVED_AT}:${MIGRATIONS_GIT_PATH}/${fileName}`]);
      return { version: version ?? '', name: name ?? '', sql, checksum: checksumOf(sql) };
    });
  const functions = git(['ls-tree', '-r', '--name-only', MOVED_AT, '--', MODULES_GIT_PATH])
    .split('\n')
    .map((file) => /\/sql\/([a-z][a-z0-9_]*)\.sql$/.exec(file)?.[1] !== undefined ? file : '')
    .filter((file) => file !== '')
    .map((file) => {
      const sql = git(['show', `${MOVED_AT}:${file}`]);
      return { name: path.basename(file, '.sql'), file, sql, checksum: checksumOf(sql) };
    })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { migrations, functions };
}

/** The runner as it was before the change: migrations only, each recorded with its checksum. */
async function migrateAsBefore(db: Database, files: MigrationFile[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(4217730301)');
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const { rows } = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    for (const file of files) {
      if (applied.has(file.version)) continue;
      await tx.exec(file.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [file.version, file.name, file.checksum]);
    }
  });
}

describe.skipIf(!historyHasCommit)('every database function in a file of its own (decision 0035)', () => {
  const before = historyHasCommit ? migrationsBefore() : [];
  const databases: TestDatabase[] = [];
  const newDatabase = async () => {
    const database = await createTestDatabase();
    databases.push(database);
    return database.db;
  };
  let built: SchemaSnapshot;

  beforeAll(async () => {
    const db = await newDatabase();
    await migrate(db);
    built = await schemaSnapshot(db);
  });
  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it('lists the former checksum of exactly the migrations edited since the commit it names', () => {
    const edited = readMigrationFiles()
      .map((file) => ({ fileName: `${file.version}_${file.name}.sql`, checksum: file.checksum }))
      .filter(({ fileName, checksum }) => {
        const former = textAtCommit(fileName);
        return former !== undefined && checksumOf(former) !== checksum;
      })
      .map(({ fileName }) => fileName);
    expect([...formerChecksums.keys()].sort()).toEqual(edited);
    for (const [fileName, checksum] of formerChecksums) expect(checksumOf(textAtCommit(fileName) ?? ''), fileName).toBe(checksum);
  });

  it('builds a new database with the same functions, triggers and tables as the migrations did before', async () => {
    const moved = treeAsMoved();
    const versions = new Set(moved.migrations.map((file) => file.version));
    const oldDb = await newDatabase();
    await migrateAsBefore(
      oldDb,
      before.filter((file) => versions.has(file.version)),
    );
    const movedDb = await newDatabase();
    await migrate(movedDb, moved.migrations, { functions: moved.functions });
    const asMoved = await schemaSnapshot(movedDb);
    expect(Object.keys(asMoved.functions)).toHaveLength(moved.functions.length);
    expect(asMoved).toEqual(await schemaSnapshot(oldDb));
  });

  it('starts a database migrated before the change: its checksums move to the new texts, every function file is applied, and the next start applies nothing', async () => {
    const db = await newDatabase();
    await migrateAsBefore(db, before);
    const first = await migrate(db);
    expect(first.migrations).toEqual([]);
    expect(first.checksumsUpdated).toEqual([...formerChecksums.keys()].map((fileName) => fileName.slice(0, 4)).sort());
    expect(first.functions).toEqual(readFunctionFiles().map((file) => file.name));
    expect(await schemaSnapshot(db)).toEqual(built);
    const { rows } = await db.query<{ version: string; checksum: string }>('SELECT version, checksum FROM schema_migrations ORDER BY version');
    expect(rows).toEqual(readMigrationFiles().map((file) => ({ version: file.version, checksum: file.checksum })));
    expect(await migrate(db)).toEqual({ migrations: [], functions: [], checksumsUpdated: [] });
  });

  // An edited migration runs, on such a database, beside the functions and triggers the migrations
  // before it made: each is tried from the state just before it.
  it('brings a database migrated before the change up to the migration before any edited one to the same schema', { timeout: 180_000 }, async () => {
    const versions = before.map((file) => file.version);
    const edited = new Set([...formerChecksums.keys()].map((fileName) => fileName.slice(0, 4)));
    for (const last of versions.filter((_, index) => edited.has(versions[index + 1] ?? ''))) {
      const db = await newDatabase();
      await migrateAsBefore(
        db,
        before.filter((file) => file.version <= last),
      );
      const result = await migrate(db);
      expect(result.migrations, `migrated before up to ${last}`).toEqual(versions.filter((version) => version > last));
      expect(await schemaSnapshot(db), `migrated before up to ${last}`).toEqual(built);
      await databases.pop()?.dispose();
    }
  });

  it('moves the keys of postings written before 0013 onto them, the append-only trigger switched off for that alone', async () => {
    const db = await newDatabase();
    await migrateAsBefore(
      db,
      before.filter((file) => file.version <= '0012'),
    );
    // a posting as the ledger of 0012 wrote it: its key and answer in ledger_idempotency
    await db.exec(`
      INSERT INTO merchants (merchant_code, brand_code) VALUES ('HISTORY', 'history');
      INSERT INTO ledger_currencies (merchant_code, currency_code, scale, updated_at) VALUES ('HISTORY', 'BDT', 2, now());`);
    const sha = 'a'.repeat(64);
    const { rows: posted } = await db.query<{ result_status: string; result_posting_id: string }>(
      `SELECT result_status, result_posting_id::text FROM ledger_post('HISTORY', 'demo', 'before-0013', $1, 'ADJUSTMENT', NULL, NULL, NULL, NULL, now(), 0,
         ARRAY[NULL, NULL]::bigint[], ARRAY[NULL, NULL]::text[], ARRAY['ADJUSTMENTS', 'DEMO_FUNDS'], ARRAY[-500, 500]::bigint[])`,
      [sha],
    );
    expect(posted[0]?.result_status).toBe('POSTED');
    await migrate(db);
    const { rows } = await db.query<{ payload_sha256: string; balances_after: string }>(
      'SELECT payload_sha256, balances_after::text FROM ledger_postings WHERE id = $1',
      [posted[0]?.result_posting_id],
    );
    expect(rows).toEqual([{ payload_sha256: sha, balances_after: '{-500,500}' }]);
    expect((await db.query('SELECT * FROM ledger_check()')).rows).toEqual([]);
    expect(await schemaSnapshot(db)).toEqual(built);
    await expect(db.query('UPDATE ledger_postings SET note = $1', ['changed'])).rejects.toThrow(/append-only/);
  });
});
