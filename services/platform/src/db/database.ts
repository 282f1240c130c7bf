/**
 * The one database surface the server uses. Two implementations stand behind it: embedded PGlite
 * (nothing to install) and a pg Pool for a real Postgres. Both speak the same SQL.
 */
export interface QueryResult<Row> {
  rows: Row[];
}

export interface QueryOptions {
  /**
   * Keeps the statement parsed and planned on each connection under this name, so a statement run on
   * every request is parsed once per connection instead of at every run (Postgres; the embedded
   * database runs it as any other). One name, one SQL text, for the process's lifetime.
   */
  name?: string;
}

export interface Queryable {
  query<Row extends object = Record<string, unknown>>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters, such as a migration file. */
  exec(sql: string): Promise<void>;
}

/** What a LISTEN on a channel reports. */
export interface ChannelListener {
  /** one NOTIFY's payload; notifications sent in a transaction arrive only once it has committed */
  onNotify(payload: string): void;
  /**
   * The channel is listened to: once at first, and again after each reconnection. Notifications sent
   * while the connection was down are lost; a listener that keeps state catches up here.
   */
  onListening(): void;
  /** the listening connection failed and is being opened again (the error is only for the logs) */
  onConnectionLost?(error: Error | null): void;
}

export interface Subscription {
  close(): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTENs on a channel (a lower-case identifier) on a connection of its own, kept open and opened
   * again when it drops, until the subscription is closed. Resolves once the first LISTEN is in place.
   */
  listen(channel: string, listener: ChannelListener): Promise<Subscription>;
  close(): Promise<void>;
}

/** Channel names are put into LISTEN as identifiers, so only plain lower-case ones are taken. */
export function checkChannelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`a channel name is a lower-case identifier, got "${channel}"`);
  return channel;
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
