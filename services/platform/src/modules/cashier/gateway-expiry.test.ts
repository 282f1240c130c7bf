import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_HEADERS } from '@croupier/contract';
import type { Database } from '../../db/database';
import { JobLease } from '../../db/job-lease';
import { openPostgresDatabase } from '../../db/postgres-database';
import { GOOD_PASSWORD, authed, loginToken, nextIp } from '../../../testing/accounts';
import { FakeClock } from '../../../testing/fake-clock';
import { memberWallet } from '../../../testing/ledger';
import { asOperator, newOperator } from '../../../testing/operators';
import { newPlayer, type TestPlayer } from '../../../testing/play';
import { buildTestApp, send } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { DEPOSIT_POSTING_SOURCE } from './deposit-posting';
import { DEFAULT_GATEWAY_DEPOSIT_EXPIRY_MS, GATEWAY_EXPIRY_JOB, expireAbandonedGatewayDeposits, gatewayDepositExpiryMsFrom } from './gateway-expiry';
import { LATE_NOTICE_ACTION, noticeSignatureOf } from './gateway-notices';
import { registerGateway } from './gateway-settings';

const SECRET = randomBytes(32).toString('hex');
const MINUTE = 60_000;
const EXPIRY_MS = DEFAULT_GATEWAY_DEPOSIT_EXPIRY_MS;

let lastRequest = 0;

/**
 * Gateway deposits nobody paid expire, and a gateway's signed notice still decides them after. On
 * Postgres (TEST_DATABASE_URL) the two instances have pools of their own, so the expiry job and late
 * notices really race; on the embedded database they share its one connection and interleave.
 */
describe('abandoned gateway deposits', () => {
  const clock = new FakeClock();
  const now = () => clock.nowMs();
  let database: TestDatabase;
  let secondDb: Database;
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase({ prepared: true });
    instanceA = await buildTestApp(database.db, { clock });
    secondDb = database.url ? openPostgresDatabase(database.url, () => {}) : database.db;
    instanceB = await buildTestApp(secondDb, { clock });
    await registerGateway(database.db, { code: 'DEMOPAY', secret: SECRET, checkoutUrl: 'http://127.0.0.1:9/' }, now());
  }, 60_000);
  afterAll(async () => {
    try {
      await assertLedgerConsistent(database.db);
    } finally {
      await instanceA?.close();
      await instanceB?.close();
      if (secondDb !== database.db) await secondDb.close();
      await database.dispose();
    }
  });

  const ask = async (player: TestPlayer, channelCode: string, amountMinor: number): Promise<string> => {
    lastRequest += 1;
    const payload = { channelCode, amountMinor, requestId: `exp-${process.pid}-${lastRequest}`, ...(channelCode === 'DEMOPAY' ? {} : { reference: `TX-${lastRequest}-ref` }) };
    const response = await authed(instanceA, 'shonali', player.token, { method: 'POST', url: '/wps/cashier/deposits', payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value.deposit.depositId as string;
  };
  const notice = (app: FastifyInstance, body: { order: string; status: 'PAID' | 'FAILED'; amountMinor: number }) => {
    const raw = JSON.stringify({ ...body, currency: 'BDT', gatewayTransactionId: `pay-${body.order}-${body.status}` });
    const timestamp = String(now());
    return send(app, {
      method: 'POST',
      url: '/wps/cashier/gateways/DEMOPAY/notices',
      headers: { 'content-type': 'application/json', [GATEWAY_HEADERS.gateway]: 'DEMOPAY', [GATEWAY_HEADERS.timestamp]: timestamp, [GATEWAY_HEADERS.signature]: noticeSignatureOf(SECRET, timestamp, raw) },
      payload: raw,
    });
  };
  const rowOf = async (depositId: string) =>
    (await database.db.query<{ status: string; expired_at: unknown; posting_id: string | null }>('SELECT status, expired_at, posting_id::text AS posting_id FROM cashier_deposits WHERE id = $1::bigint', [depositId])).rows[0];
  const postingsOf = async (depositId: string) =>
    (await database.db.query('SELECT 1 FROM ledger_postings WHERE source = $1 AND idempotency_key = $2', [DEPOSIT_POSTING_SOURCE, depositId])).rows.length;
  const expire = (db: Database = database.db, batchSize?: number) => expireAbandonedGatewayDeposits(db, now(), EXPIRY_MS, batchSize);

  it('expires a gateway deposit left unpaid past the expiry, moves no money, and shows it expired to the player and the desk', async () => {
    await expire();
    const player = await newPlayer(instanceA, 'shonali', now);
    const abandoned = await ask(player, 'DEMOPAY', 30_000);
    const manual = await ask(player, 'BKASH', 25_000);
    const channels = async (token: string) =>
      (await authed(instanceA, 'shonali', token, { url: '/wps/cashier/deposit/channels' })).json().value.channels.find((channel: { code: string }) => channel.code === 'DEMOPAY').remainingTodayMinor as number;
    const remainingWhilePending = await channels(player.token);

    clock.advance(EXPIRY_MS - MINUTE);
    expect(await expire()).toEqual({ expired: 0, skipped: false });
    expect((await rowOf(abandoned))?.status).toBe('PENDING');

    clock.advance(2 * MINUTE);
    expect(await expire()).toEqual({ expired: 1, skipped: false });
    expect(await rowOf(abandoned)).toMatchObject({ status: 'EXPIRED', posting_id: null });
    // a manual transfer waits for an operator however long it takes
    expect((await rowOf(manual))?.status).toBe('PENDING');
    expect(await balanceOf(database.db, memberWallet(player.memberId))).toBe(0n);
    expect(await postingsOf(abandoned)).toBe(0);
    // again, as after a restart or on another instance: nothing more happens
    expect(await expire(secondDb)).toEqual({ expired: 0, skipped: false });

    const token = await loginToken(instanceA, { brand: 'shonali', username: player.username, password: GOOD_PASSWORD, ip: nextIp(), nowMs: now });
    const listed = (await authed(instanceA, 'shonali', token, { url: '/wps/cashier/deposits' })).json().value.deposits as { depositId: string; status: string; expiredAt: string | null }[];
    expect(listed.find((deposit) => deposit.depositId === abandoned)).toMatchObject({ status: 'EXPIRED', expiredAt: new Date(now()).toISOString() });
    // an expired deposit no longer uses up the day's limit
    expect(await channels(token)).toBe(remainingWhilePending + 30_000);

    const operator = await newOperator(instanceA);
    const desk = await asOperator(instanceA, operator.token, { url: '/bo/cashier/deposits?merchantCode=SHONALI&status=EXPIRED' });
    expect(desk.statusCode, desk.body).toBe(200);
    expect(desk.json().value.deposits.map((deposit: { depositId: string }) => deposit.depositId)).toContain(abandoned);
    const pending = await asOperator(instanceA, operator.token, { url: '/bo/cashier/deposits?merchantCode=SHONALI&status=PENDING' });
    expect(pending.json().value.deposits.map((deposit: { depositId: string }) => deposit.depositId)).not.toContain(abandoned);
  });

  it('still credits an expired deposit once when its gateway’s signed PAID notice comes late, and records that it came late', async () => {
    const player = await newPlayer(instanceA, 'shonali', now);
    const paidLate = await ask(player, 'DEMOPAY', 40_000);
    const failedLate = await ask(player, 'DEMOPAY', 50_000);
    clock.advance(EXPIRY_MS + MINUTE);
    expect((await expire()).expired).toBe(2);
    const expiredAt = (await rowOf(paidLate))?.expired_at;

    clock.advance(3 * MINUTE);
    for (const app of [instanceA, instanceB, instanceA]) {
      const answer = await notice(app, { order: paidLate, status: 'PAID', amountMinor: 40_000 });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().value).toEqual({ order: paidLate, depositStatus: 'CONFIRMED' });
    }
    expect(await rowOf(paidLate)).toMatchObject({ status: 'CONFIRMED', expired_at: expiredAt });
    expect(await postingsOf(paidLate)).toBe(1);
    expect(await balanceOf(database.db, memberWallet(player.memberId))).toBe(40_000n);

    const failed = await notice(instanceB, { order: failedLate, status: 'FAILED', amountMinor: 50_000 });
    expect(failed.json().value).toEqual({ order: failedLate, depositStatus: 'REJECTED' });
    expect((await rowOf(failedLate))?.status).toBe('REJECTED');
    // a notice that contradicts the late decision is refused, as an in-time one is
    expect((await notice(instanceA, { order: failedLate, status: 'PAID', amountMinor: 50_000 })).json().code).toBe('ALREADY_DECIDED');
    expect(await balanceOf(database.db, memberWallet(player.memberId))).toBe(40_000n);

    const { rows } = await database.db.query<{ subject: string; operator_id: string | null; after: { status: string } }>(
      'SELECT subject, operator_id, after FROM operator_audit WHERE action = $1 AND subject = ANY($2::text[]) ORDER BY subject',
      [LATE_NOTICE_ACTION, [`deposit:${paidLate}`, `deposit:${failedLate}`]],
    );
    expect(rows.map((row) => [row.subject, row.operator_id, row.after.status]).sort()).toEqual(
      [
        [`deposit:${paidLate}`, null, 'CONFIRMED'],
        [`deposit:${failedLate}`, null, 'REJECTED'],
      ].sort(),
    );
  });

  it('keeps an expired deposit expired unless its gateway decides it: the database refuses anything else', async () => {
    const player = await newPlayer(instanceA, 'shonali', now);
    const depositId = await ask(player, 'DEMOPAY', 20_000);
    clock.advance(EXPIRY_MS + MINUTE);
    await expire();
    await expect(database.db.query("UPDATE cashier_deposits SET status = 'PENDING', decided_at = NULL, expired_at = NULL WHERE id = $1::bigint", [depositId])).rejects.toThrow(/only its gateway's notice decides it now/);
    await expect(database.db.query('UPDATE cashier_deposits SET expired_at = now() WHERE id = $1::bigint', [depositId])).rejects.toThrow(/only its gateway's notice decides it now/);
  });

  it('lets one instance run the expiry at a time', async () => {
    const player = await newPlayer(instanceA, 'shonali', now);
    const depositId = await ask(player, 'DEMOPAY', 20_000);
    clock.advance(EXPIRY_MS + MINUTE);
    const held = await JobLease.acquire(secondDb, GATEWAY_EXPIRY_JOB, 60_000);
    expect(held).not.toBeNull();
    expect(await expire()).toEqual({ expired: 0, skipped: true });
    expect((await rowOf(depositId))?.status).toBe('PENDING');
    await held?.release();
    expect(await expire()).toEqual({ expired: 1, skipped: false });
  });

  it('credits every deposit the gateway paid exactly once and expires the rest, with expiry racing late notices on two instances', async () => {
    for (let round = 0; round < 3; round += 1) {
      const players = await Promise.all(Array.from({ length: 4 }, () => newPlayer(instanceA, 'shonali', now)));
      const deposits: { player: TestPlayer; depositId: string; amountMinor: number; paid: boolean }[] = [];
      for (const [index, player] of players.entries()) {
        for (let each = 0; each < 3; each += 1) {
          const amountMinor = 10_000 + index * 1_000 + each * 100;
          deposits.push({ player, depositId: await ask(player, 'DEMOPAY', amountMinor), amountMinor, paid: (index + each) % 2 === 0 });
        }
      }
      // exactly at the expiry: the job and the gateway's notices arrive together, from both instances
      clock.advance(EXPIRY_MS);
      const paid = deposits.filter((deposit) => deposit.paid);
      const answers = await Promise.all([
        expire(database.db, 2),
        ...paid.map((deposit, index) => notice(index % 2 === 0 ? instanceA : instanceB, { order: deposit.depositId, status: 'PAID', amountMinor: deposit.amountMinor })),
        expire(secondDb, 2),
        ...paid.map((deposit, index) => notice(index % 2 === 0 ? instanceB : instanceA, { order: deposit.depositId, status: 'PAID', amountMinor: deposit.amountMinor })),
      ]);
      for (const answer of answers.slice(1).filter((each) => 'statusCode' in each)) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().value.depositStatus).toBe('CONFIRMED');
      }
      // what a lease held by the other instance left for later, a later run finishes
      await expire();
      for (const deposit of deposits) {
        const row = await rowOf(deposit.depositId);
        expect(row?.status, deposit.depositId).toBe(deposit.paid ? 'CONFIRMED' : 'EXPIRED');
        expect(await postingsOf(deposit.depositId)).toBe(deposit.paid ? 1 : 0);
      }
      for (const player of players) {
        const owed = deposits.filter((deposit) => deposit.player === player && deposit.paid).reduce((total, deposit) => total + deposit.amountMinor, 0);
        expect(await balanceOf(database.db, memberWallet(player.memberId))).toBe(BigInt(owed));
      }
      await assertLedgerConsistent(database.db);
    }
  });

  it('reads its expiry from GATEWAY_DEPOSIT_EXPIRY_MINUTES: 30 minutes unless told, whole minutes from 5 to a week', () => {
    expect(gatewayDepositExpiryMsFrom(undefined)).toBe(30 * MINUTE);
    expect(gatewayDepositExpiryMsFrom(' ')).toBe(30 * MINUTE);
    expect(gatewayDepositExpiryMsFrom('45')).toBe(45 * MINUTE);
    for (const text of ['4', '10081', '1.5', '-30', 'soon']) expect(() => gatewayDepositExpiryMsFrom(text), text).toThrow(/GATEWAY_DEPOSIT_EXPIRY_MINUTES/);
  });
});
