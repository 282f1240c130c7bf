import { openPostgresDatabase } from '../../../../services/platform/src/db/postgres-database';

/**
 * Where the platform's database connections are while the wallet is under load, read from
 * pg_stat_activity every few milliseconds: waiting for a row lock (in a posting, the merchant's
 * GAME_HOUSE row), waiting for an advisory lock (a duplicate or the same round), inside a transaction
 * waiting for the platform to send its next statement, running one, or idle in the pool. The averages
 * say what a run was waiting for.
 */

export const CONNECTION_STATES = ['row lock', 'advisory lock', 'in transaction, platform’s turn', 'running', 'idle'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

export interface ConnectionShares {
  samples: number;
  /** connections in each state, averaged over the samples */
  average: Record<ConnectionState, number>;
}

interface ActivityRow {
  state: string | null;
  wait_event_type: string | null;
  wait_event: string | null;
}

function stateOf(row: ActivityRow): ConnectionState {
  if (row.wait_event_type === 'Lock') return row.wait_event === 'advisory' ? 'advisory lock' : 'row lock';
  if (row.state === 'idle in transaction') return 'in transaction, platform’s turn';
  if (row.state === 'active') return 'running';
  return 'idle';
}

export interface ConnectionSampler {
  /** stops sampling and returns the averages since start */
  stop(): Promise<ConnectionShares>;
}

/** Samples the connections of the database at `url` (its own connection left out) until stopped. */
export function sampleConnections(url: string, everyMs = 20): ConnectionSampler {
  const db = openPostgresDatabase(url, () => {});
  const totals = Object.fromEntries(CONNECTION_STATES.map((state) => [state, 0])) as Record<ConnectionState, number>;
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await db.query<ActivityRow>(
        'SELECT state, wait_event_type, wait_event FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = $1',
        ['client backend'],
      );
      for (const row of rows) totals[stateOf(row)] += 1;
      samples += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      await db.close();
      const average = Object.fromEntries(CONNECTION_STATES.map((state) => [state, samples === 0 ? 0 : totals[state] / samples])) as Record<ConnectionState, number>;
      return { samples, average };
    },
  };
}
