import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed } from '../../../testing/accounts';
import { cashierRequestId } from '../../../testing/cashier';
import { LiveClient, liveUrlOf, waitFor } from '../../../testing/live';
import { asOperator, newOperator } from '../../../testing/operators';
import { newPlayer, type TestPlayer } from '../../../testing/play';
import { REPO_ROOT } from '../../config';
import { TEST_OPS_TOKEN, buildTestApp, send } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import type { Database } from '../../db/database';
import { openPostgresDatabase } from '../../db/postgres-database';
import { LISTENER_APPLICATION_NAME } from '../../db/postgres-listener';
import { assertLedgerConsistent } from '../ledger';

/** `pnpm ops ...` against the server listening on `port`, found from PORT as an operator's shell would. */
function opsCommand(args: string[], port: number): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', OPS_TOKEN: TEST_OPS_TOKEN };
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(REPO_ROOT, 'tooling', 'scripts', 'ops.mjs'), ...args], { env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

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
    await instanceA.listen({ port: 0, host: '127.0.0.1' });
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

  it('pushes `pnpm ops maintenance on` made on instance A to a guest’s page on instance B within a second', async () => {
    const guest = new LiveClient(liveUrlOf(instanceB), 'northstar');
    clients.push(guest);
    await guest.next('site');
    const seen = guest.messages.length;
    const portOfA = (instanceA.server.address() as AddressInfo).port;
    const on = await opsCommand(['maintenance', 'on', 'northstar', '--title', 'Upgrade', '--message', 'Back at six'], portOfA);
    const answeredAtMs = Date.now();
    expect(on, on.stderr).toMatchObject({ code: 0 });
    const pushed = await guest.next('site', (message) => message.status.status === 1, seen);
    expect(pushed.status.maintenance).toEqual({ title: 'Upgrade', message: 'Back at six', until: null });
    expect(guest.receivedAtMs[guest.messages.indexOf(pushed)]).toBeLessThanOrEqual(answeredAtMs + 1_000);
    // B dropped its held copy of the rules with the notice, so its own calls answer the change too.
    expect((await send(instanceB, { url: '/wps/system/status', host: 'northstar.localhost' })).json().value.status).toBe(1);

    const off = await opsCommand(['maintenance', 'off', 'northstar'], portOfA);
    expect(off, off.stderr).toMatchObject({ code: 0 });
    await guest.next('site', (message) => message.status.status === 0, seen);
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
