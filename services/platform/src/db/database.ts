/**
 * The one database surface the server uses. Two implementations stand behind it: embedded PGlite
 * (nothing to install) and a pg Pool for a real Postgres. Both speak the same SQL.
 */
export interface QueryResult<Row> {
  rows: Row[];
}

export interface Queryable {
  query<Row extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters, such as a migration file. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Postgres drivers hand back timestamps as Date (pg, PGlite) or text; the API speaks ISO strings. */
export function toIsoString(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return new Date(value).toISOString();
  throw new TypeError(`expected a timestamp, got ${typeof value}`);
}

/** A timestamp column as milliseconds since the epoch. */
export function toEpochMs(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string') return new Date(value).getTime();
  throw new TypeError(`expected a timestamp, got ${typeof value}`);
}
