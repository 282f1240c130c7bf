import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, uniquely named database on a Postgres server, and the means to drop it. The test databases
 * (test-database.ts), the crash-restart proof and the wallet benchmark all start from one. Nothing here
 * imports vitest.
 */
export interface ScratchDatabase {
  name: string;
  /** the server's URL with this database in its path */
  url: string;
  /** drops the database, closing whatever connections are still open on it */
  drop(): Promise<void>;
}

export async function runAsAdmin(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const SQL_NAME = /^[a-z_][a-z0-9_]*$/;

/** A new database, empty or, with `template`, a copy of that database (which nobody may be connected to). */
export async function createScratchDatabase(serverUrl: string, prefix = 'croupier_test', template?: string): Promise<ScratchDatabase> {
  if (!SQL_NAME.test(prefix)) throw new Error(`a database name prefix is lower-case letters, digits and _, got "${prefix}"`);
  if (template !== undefined && !SQL_NAME.test(template)) throw new Error(`a template database name is lower-case letters, digits and _, got "${template}"`);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(serverUrl, template === undefined ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => runAsAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
