import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../db/database';
import { openPostgresDatabase } from '../../db/postgres-database';
import { FakeClock } from '../../../testing/fake-clock';
import { fund, memberWallet } from '../../../testing/ledger';
import { REPO_BRANDS } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import type { MemberRecord } from '../accounts';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { answerRequest, grantPlatformContract, offerContract } from './offers';
import { periodContaining } from './periods';
import { settleContracts } from './settlement';
import { SHONALI, diceRound, endDemoContracts, newMember, prepareWithoutScheduler, settlementsOf } from './settlement-testing';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SERVER_URL = process.env.TEST_DATABASE_URL;

/** The main wallet's account id of a member (opened by a first posting). */
async function walletAccountId(db: Queryable, memberId: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(`SELECT id::text AS id FROM ledger_accounts WHERE merchant_code = $1 AND member_id = $2::bigint AND wallet = 'MAIN'`, [
    SHONALI.merchantCode,
    memberId,
  ]);
  if (!rows[0]) throw new Error(`member ${memberId} has no main wallet yet`);
  return rows[0].id;
}

/** Resolves once some connection to the database waits for a row lock. */
async function untilSomeoneWaitsForALock(db: Queryable): Promise<void> {
  for (let tries = 0; tries < 2_000; tries += 1) {
    const { rows } = await db.query<{ waiting: number }>(`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await sleep(2);
  }
  throw new Error('no connection came to wait for a lock');
}

/**
 * A payer's payouts go in one transaction, which holds the payer's wallet from its first posting to
 * its commit. Another transaction holding a later holder's wallet and then asking for the payer's (as
 * the payer's own transfer to that downline does, locking in id order) closes a cycle. The batch must
 * give way quickly, so the other side waits far less than Postgres takes to find a deadlock, and the
 * payouts are still all made, once. Needs a Postgres server (TEST_DATABASE_URL, as CI has): the
 * embedded database runs one transaction at a time, so no cycle can form there.
 */
describe.skipIf(!SERVER_URL)('a payer’s batch of payouts meeting a transaction that locks the other way', () => {
  const clock = new FakeClock(periodContaining('D', SHONALI.timeZone, Date.now() + DAY).startMs);
  const now = () => clock.nowMs();
  let database: TestDatabase;
  let db: Database;
  let other: Database;

  beforeAll(async () => {
    database = await createTestDatabase({ prepared: true });
    db = database.db;
    other = openPostgresDatabase(database.url ?? '', () => {});
    await prepareWithoutScheduler(db, clock);
    await endDemoContracts(db, now());
  });
  afterAll(async () => {
    try {
      if (db) await assertLedgerConsistent(db);
    } finally {
      await other?.close();
      await database?.dispose();
    }
  });

  const contractTo = async (giver: MemberRecord, holder: MemberRecord) => {
    const offered = await offerContract(db, SHONALI, giver, { downlineUsername: holder.username, kind: 'REALTIME', ratePpm: 5_000 }, now());
    const accepted = await answerRequest(db, SHONALI, holder, offered.request.requestId, { accept: true }, now());
    if (!accepted.contract) throw new Error('the accepted offer made no contract');
    return accepted.contract.contractId;
  };

  it('gives way and pays every settlement one by one, while the other transaction goes on', async () => {
    const payer = await newMember(db, 'agent', null, now());
    await grantPlatformContract(db, SHONALI, { username: payer.username, kind: 'REALTIME', ratePpm: 10_000, minValidBetMinor: 1_000_000_000_000 }, now());
    const holders = [await newMember(db, 'agent', payer, now()), await newMember(db, 'agent', payer, now())];
    const contractIds: string[] = [];
    for (const holder of holders) {
      contractIds.push(await contractTo(payer, holder));
      await fund(db, memberWallet(holder.id), 1n, now()); // opens the wallet, so there is a row to hold
    }
    clock.advance(periodContaining('FIVE_MINUTES', SHONALI.timeZone, now()).endMs + MINUTE - now());
    for (const holder of holders) {
      const fan = await newMember(db, 'player', holder, now());
      await fund(db, memberWallet(fan.id), 1_000_000n, now());
      await diceRound(db, fan, 100_000, now()); // 500.00 due to each holder
    }
    clock.advance(5 * MINUTE);
    // the payer has nothing yet: both settlements are owed, to be paid together once it has
    await settleContracts(db, REPO_BRANDS, now());
    const owed = await Promise.all(contractIds.map(async (contractId) => (await settlementsOf(db, contractId)).filter((row) => row.status === 'OWED')));
    expect(owed.map((rows) => rows.map((row) => row.amount))).toEqual([[500n], [500n]]);
    await fund(db, memberWallet(payer.id), 1_000n, now());

    // the batch pays in the order the settlements' rows sort; the other transaction holds the later holder's wallet
    const [first, second] = [...holders.entries()].sort(([a], [b]) => Number((owed[a]?.[0]?.id ?? 0n) - (owed[b]?.[0]?.id ?? 0n))).map(([, holder]) => holder);
    const payerAccount = await walletAccountId(db, payer.id);
    const laterAccount = await walletAccountId(db, second?.id ?? '');
    const { rows: timeouts } = await db.query<{ ms: number }>(`SELECT setting::int AS ms FROM pg_settings WHERE name = 'deadlock_timeout'`);
    let holding: () => void = () => {};
    const holdsLater = new Promise<void>((resolve) => (holding = resolve));
    let waitedForPayerMs = Number.NaN;
    const otherSide = other.transaction(async (tx) => {
      await tx.query(`SELECT id FROM ledger_accounts WHERE id = $1::bigint FOR UPDATE`, [laterAccount]);
      holding();
      await untilSomeoneWaitsForALock(db);
      const askedMs = performance.now();
      await tx.query(`SELECT id FROM ledger_accounts WHERE id = $1::bigint FOR UPDATE`, [payerAccount]);
      waitedForPayerMs = performance.now() - askedMs;
    });
    await holdsLater;
    clock.advance(MINUTE);
    const [run] = await Promise.all([settleContracts(db, REPO_BRANDS, now()), otherSide]);

    expect(run).toMatchObject({ paid: 2, owed: 0, split: 1 });
    // a deadlock would be broken only when the batch's wait reached deadlock_timeout, which the other
    // side, asking a moment later, would see as nearly as long a wait
    expect(waitedForPayerMs).toBeLessThan((timeouts[0]?.ms ?? 0) / 2);
    for (const contractId of contractIds) {
      expect((await settlementsOf(db, contractId)).filter((row) => row.amount > 0n).map((row) => [row.amount, row.status])).toEqual([[500n, 'PAID']]);
    }
    expect(await balanceOf(db, memberWallet(first?.id ?? ''))).toBe(501n);
    expect(await balanceOf(db, memberWallet(second?.id ?? ''))).toBe(501n);
    expect(await balanceOf(db, memberWallet(payer.id))).toBe(0n);
  });
});
