import pg from 'pg';
import type { ChannelListener, Subscription } from './database';

/** How long to wait before opening a dropped listening connection again: doubling, with jitter, capped. */
export interface ReconnectDelays {
  firstMs: number;
  maxMs: number;
}

export const LISTENER_RECONNECT_DELAYS: ReconnectDelays = { firstMs: 100, maxMs: 5_000 };

/** The name the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'croupier-listener';

/** The attempt'th wait (0 first): half of the doubled delay fixed, half random, so instances do not reconnect in step. */
export function reconnectDelayMs(attempt: number, delays: ReconnectDelays, random: () => number = Math.random): number {
  const ceiling = Math.min(delays.maxMs, delays.firstMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * One LISTEN on a connection of its own, outside the pool: a pooled connection goes back to the pool
 * between statements, and a LISTEN lives only as long as its connection. When that connection drops
 * (the server restarted, an administrator ended it, the network went away) it is opened again after a
 * pause, the LISTEN is issued again and the listener told, for it may have missed notifications.
 */
class PostgresChannel implements Subscription {
  private client: pg.Client | null = null;
  private attempt = 0;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly listener: ChannelListener,
    private readonly delays: ReconnectDelays,
  ) {}

  /** The first connection: its failure fails the caller, as any first statement would. */
  async open(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      await this.close();
      throw error;
    }
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    // Attached before connecting: an error with no handler would end the process.
    client.on('error', (error: Error) => this.drop(client, error));
    client.on('end', () => this.drop(client, null));
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.listener.onNotify(message.payload ?? '');
    });
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      this.drop(client, error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
    if (this.closed || this.client !== client) return;
    this.attempt = 0;
    this.listener.onListening();
  }

  /** Forgets a connection that failed or ended, and schedules the next one unless closed. */
  private drop(client: pg.Client, error: Error | null): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    if (this.closed) return;
    this.listener.onConnectionLost?.(error);
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    const delayMs = reconnectDelayMs(this.attempt, this.delays);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      // A failed attempt drops its client, which schedules the next one.
      this.connect().catch(() => {});
    }, delayMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}

export async function listenOnPostgres(connectionString: string, channel: string, listener: ChannelListener, delays: ReconnectDelays = LISTENER_RECONNECT_DELAYS): Promise<Subscription> {
  const subscription = new PostgresChannel(connectionString, channel, listener, delays);
  await subscription.open();
  return subscription;
}
