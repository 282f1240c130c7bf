import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../../testing/accounts';
import { cashierRequestId } from '../../testing/cashier';
import { LiveClient, liveUrlOf, waitFor } from '../../testing/live';
import { asOperator, newOperator } from '../../testing/operators';
import { newPlayer, type TestPlayer } from '../../testing/play';
import { buildTestApp } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { Database } from '../../db/database';
import { openPostgresDatabase } from '../../db/postgres-database';
import { LISTENER_APPLICATION_NAME } from '../../db/postgres-listener';
import { assertLedgerConsistent } from '../wallet/ledger-check';

/**
 * Two server instances on one database, each with its own LISTEN: a decision taken through one reaches
 * a socket held by the other. On Postgres the instances have pools and listening connections of their
 * own, as two processes would; the embedded database is one connection, so there they share it and
 * only the two listeners are separate.
 */
describe('live notifications across two instances', () => {
  let database: TestDatabase;
  let secondDb: Database;
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ prepared: true });
    instanceA = await buildTestApp(database.db, { liveHeartbeatMs: 100 });
    secondDb = database.url ? openPostgresDatabase(database.url, () => {}) : database.db;
    instanceB = await buildTestApp(secondDb, { liveHeartbeatMs: 100 });
    await instanceB.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    try {
      await assertLedgerConsistent(database.db);
    } finally {
      await instanceA?.close();
      await instanceB?.close();
      if (secondDb !== database.db) await secondDb.close();
      await database.dispose();
    }
  });

  const openOnB = (player: TestPlayer) => {
    const client = new LiveClient(liveUrlOf(instanceB), 'shonali', { token: player.token });
    clients.push(client);
    return client.signedIn();
  };
  /** A deposit asked for and approved through instance A. */
  const depositThroughA = async (player: TestPlayer, amountMinor: number) => {
    const asked = await authed(instanceA, 'shonali', player.token, {
      method: 'POST',
      url: '/wps/cashier/deposits',
      payload: { channelCode: 'BANK_CITY', amountMinor, reference: `TWO-${amountMinor}`, requestId: cashierRequestId('two') },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const depositId = asked.json().value.deposit.depositId as string;
    const operator = await newOperator(instanceA);
    const approved = await asOperator(instanceA, operator.token, { method: 'POST', url: `/bo/cashier/deposits/${depositId}/decision`, payload: { decision: 'APPROVE' } });
    expect(approved.statusCode, approved.body).toBe(200);
    return depositId;
  };
  const listenerPids = async () => {
    const { rows } = await database.db.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()', [LISTENER_APPLICATION_NAME]);
    return rows.map((row) => row.pid);
  };

  it('pushes a decision taken on instance A to the member’s socket on instance B', async () => {
    if (database.url) expect(await listenerPids()).toHaveLength(2);
    const player = await newPlayer(instanceA);
    const socket = await openOnB(player);
    const depositId = await depositThroughA(player, 140_000);
    expect((await socket.next('notification')).notification).toMatchObject({ kind: 'DEPOSIT_CONFIRMED', amountMinor: 140_000, depositId });
    await socket.next('unread', (message) => message.count === 1);
    await socket.next('balance');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('listens again after its connection is killed, catches its members up, and hears what comes next', async () => {
    const player = await newPlayer(instanceA);
    const socket = await openOnB(player);
    const killed = await listenerPids();
    expect(killed).toHaveLength(2);
    const seen = socket.messages.length;
    await database.db.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [killed]);

    // Both instances open a new listening connection; B tells its member what may have been missed.
    await waitFor(async () => {
      const now = await listenerPids();
      return now.length === 2 && now.every((pid) => !killed.includes(pid));
    }, 'both listeners to come back');
    await socket.next('unread', () => true, seen);
    await socket.next('balance', () => true, seen);

    const depositId = await depositThroughA(player, 160_000);
    expect((await socket.next('notification')).notification).toMatchObject({ kind: 'DEPOSIT_CONFIRMED', amountMinor: 160_000, depositId });
  });
});
