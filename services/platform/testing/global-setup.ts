import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app';
import { PGLITE_EXTENSIONS, pgliteAsDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { createScratchDatabase } from './scratch-database';
import { REPO_BRANDS, testConfig } from './test-app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a dump of an empty embedded database; loading it is much faster than initialising a new one */
    pgliteTemplate: string | undefined;
    /** a dump of an embedded database as the server leaves it on first start: migrated, demo data, keys */
    pglitePreparedTemplate: string | undefined;
    /** on a real Postgres, the name of a database as the server leaves it on first start, to copy */
    postgresPreparedTemplate: string | undefined;
  }
}

async function writeDump(pglite: PGlite, file: string): Promise<void> {
  const dump = await pglite.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/**
 * Initialises the embedded databases of the whole run once; each test file starts from a copy. Most
 * start from a prepared one, since migrating, seeding and making RSA keys costs seconds per file.
 */
export async function setup(project: TestProject): Promise<() => void | Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    project.provide('pgliteTemplate', undefined);
    project.provide('pglitePreparedTemplate', undefined);
    // Postgres copies a database in a fraction of the time migrating and seeding one takes.
    const template = await createScratchDatabase(serverUrl, 'croupier_template');
    const db = openPostgresDatabase(template.url, () => {});
    const app = await buildApp({ db, brands: REPO_BRANDS, config: testConfig() });
    await app.close();
    await db.close();
    project.provide('postgresPreparedTemplate', template.name);
    return () => template.drop();
  }
  project.provide('postgresPreparedTemplate', undefined);
  const dir = mkdtempSync(path.join(tmpdir(), 'croupier-pglite-'));
  const emptyFile = path.join(dir, 'template.tar');
  const preparedFile = path.join(dir, 'prepared.tar');
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await writeDump(pglite, emptyFile);
  const app = await buildApp({ db: pgliteAsDatabase(pglite), brands: REPO_BRANDS, config: testConfig() });
  await app.close();
  await writeDump(pglite, preparedFile);
  await pglite.close();
  project.provide('pgliteTemplate', emptyFile);
  project.provide('pglitePreparedTemplate', preparedFile);
  return () => rmSync(dir, { recursive: true, force: true });
}
