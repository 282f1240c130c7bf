import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { checkChannelName, type Database, type Queryable, type QueryResult } from './database';
import { lockDataDir } from './data-dir-lock';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(sql, [...params]);
      return { rows: result.rows };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/** Contrib extensions the migrations create: pg_trgm indexes game search. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The Database surface over a PGlite instance; closing it closes the instance. */
export function pgliteAsDatabase(pglite: PGlite, afterClose: () => void = () => {}): Database {
  return {
    ...wrap(pglite),
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    // One connection in this process: it never drops, so the first LISTEN is the only one.
    listen: async (channel, listener) => {
      const unlisten = await pglite.listen(checkChannelName(channel), (payload) => listener.onNotify(payload));
      listener.onListening();
      return {
        close: async () => {
          if (!pglite.closed) await unlisten();
        },
      };
    },
    close: async () => {
      await pglite.close();
      afterClose();
    },
  };
}

/**
 * Embedded Postgres in this process. With a directory the data survives restarts; without one it lives
 * in memory (tests), optionally starting from a dump of another database (a template). One process
 * only: PGlite is a single connection, so queries run one at a time.
 */
export async function openPgliteDatabase(dataDir?: string, template?: Blob): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(`${dataDir}.lock`);
  }
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS, ...(dataDir ? { dataDir } : {}), ...(template ? { loadDataDir: template } : {}) }).catch((error: unknown) => {
    release();
    throw error;
  });
  return pgliteAsDatabase(pglite, release);
}
