import pg from 'pg';
import { checkChannelName, type Database, type Queryable, type QueryOptions, type QueryResult } from './database';
import { listenOnPostgres } from './postgres-listener';

type Client = pg.Pool | pg.PoolClient;

/** pg's query config: with a name, a connection parses the statement once and runs it by name after. */
const queryConfig = (sql: string, params: readonly unknown[], options: QueryOptions | undefined): pg.QueryConfig => ({ text: sql, values: [...params], name: options?.name });

function wrap(client: Client): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<QueryResult<Row>> {
      const result = await client.query<Row & pg.QueryResultRow>(queryConfig(sql, params, options));
      return { rows: result.rows };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** An error the server answered (it carries a SQLSTATE): the connection is as good as before it. */
const isServerAnswer = (error: unknown) => error instanceof pg.DatabaseError;

/**
 * A statement on a pooled connection of its own. pg's pool.query destroys the connection on any error,
 * and refusals the database raises on purpose (the money calls' CR001) are everyday answers: each would
 * cost a new connection, a new server process and its warm-up. Only a broken connection is dropped.
 */
function poolQueryable(pool: pg.Pool): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = [], options?: QueryOptions): Promise<QueryResult<Row>> {
      const client = await pool.connect();
      let broken = false;
      try {
        const result = await client.query<Row & pg.QueryResultRow>(queryConfig(sql, params, options));
        return { rows: result.rows };
      } catch (error) {
        broken = !isServerAnswer(error);
        throw error;
      } finally {
        client.release(broken);
      }
    },
    exec: wrap(pool).exec,
  };
}

/** A real Postgres through a connection pool; several server instances may share it. */
export function openPostgresDatabase(connectionString: string, onIdleError: (error: Error) => void): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection emits on the pool; unhandled, that would end the process.
  pool.on('error', onIdleError);
  return {
    ...poolQueryable(pool),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back goes back to the pool destroyed, not reused.
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    listen: (channel, listener) => listenOnPostgres(connectionString, checkChannelName(channel), listener),
    close: () => pool.end(),
  };
}
