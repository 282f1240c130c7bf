import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openPostgresDatabase } from '../../db/postgres-database';
import { FakeClock } from '../../../testing/fake-clock';
import { fund, memberWallet } from '../../../testing/ledger';
import { REPO_BRANDS, buildTestApp } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import type { MemberRecord } from '../accounts';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { answerRequest, grantPlatformContract, offerContract } from './offers';
import { periodContaining } from './periods';
import { settleContracts } from './settlement';
import { SHONALI, contractOf, diceRound, endDemoContracts, expectedPeriods, newMember, settlementsOf } from './settlement-testing';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Two server instances on one database settling the same periods at the same moments, each with its
 * own scheduler running as well. On Postgres (TEST_DATABASE_URL) they have pools of their own and
 * really race; on the embedded database they share its one connection and interleave. Whoever wins
 * a period's row settles it: no period is paid twice, none is skipped, owed pay is paid once.
 */
describe('contract settlement on two instances', () => {
  const clock = new FakeClock(periodContaining('D', SHONALI.timeZone, Date.now() + DAY).startMs + 10 * HOUR);
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
    await endDemoContracts(database.db, now());
  });
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

  /** Both instances settle at once, twice each. */
  const race = () =>
    Promise.all([
      settleContracts(database.db, REPO_BRANDS, now()),
      settleContracts(secondDb, REPO_BRANDS, now()),
      settleContracts(secondDb, REPO_BRANDS, now()),
      settleContracts(database.db, REPO_BRANDS, now()),
    ]);

  it('pays every period once, through catch-up and owed pay', async () => {
    const db = database.db;
    const top = await newMember(db, 'agent', null, now());
    const subs = [await newMember(db, 'agent', top, now()), await newMember(db, 'agent', top, now())];
    const players: MemberRecord[] = [];
    for (const upline of [top, ...subs]) {
      for (let count = 0; count < 3; count += 1) players.push(await newMember(db, 'player', upline, now()));
    }
    for (const each of players) await fund(db, memberWallet(each.id), 10_000_000n, now());
    const contractIds = [
      (await grantPlatformContract(db, SHONALI, { username: top.username, kind: 'REALTIME', ratePpm: 2_000 }, now())).contract.contractId,
      (await grantPlatformContract(db, SHONALI, { username: top.username, kind: 'HOURLY', ratePpm: 1_000 }, now())).contract.contractId,
    ];
    // the top agent pays its downlines from its own wallet, which holds nothing yet but what its contracts pay it
    for (const sub of subs) {
      const offered = await offerContract(db, SHONALI, top, { downlineUsername: sub.username, kind: 'REALTIME', ratePpm: 1_900 }, now());
      const accepted = await answerRequest(secondDb, SHONALI, sub, offered.request.requestId, { accept: true }, now());
      contractIds.push(accepted.contract?.contractId ?? '');
    }

    let round = 0;
    const play = async () => {
      for (const each of players) {
        round += 1;
        await diceRound(round % 2 === 0 ? db : secondDb, each, 5_000 + (round % 7) * 1_000, now());
      }
    };
    // an hour of 5-minute periods, settled by both at every boundary
    for (let period = 0; period < 12; period += 1) {
      await play();
      clock.advance(5 * MINUTE);
      await race();
    }
    // three hours without a run, then both catch up at once
    for (let step = 0; step < 9; step += 1) {
      await play();
      clock.advance(20 * MINUTE);
    }
    await race();
    // the top agent's wallet fills; both pay what is owed at once
    await fund(db, memberWallet(top.id), 100_000_000n, now());
    clock.advance(MINUTE);
    await race();
    await race();

    let paidToTop = 0n;
    let paidByTop = 0n;
    for (const contractId of contractIds) {
      const contract = await contractOf(db, contractId);
      const rows = await settlementsOf(db, contractId);
      expect(rows.map((row) => row.periodStartMs)).toEqual(expectedPeriods(contract, SHONALI.timeZone, now()).map((period) => period.startMs));
      expect(rows.filter((row) => row.status === 'OWED')).toEqual([]);
      const paid = rows.filter((row) => row.status === 'PAID');
      expect(paid.length).toBeGreaterThan(0);
      const sum = paid.reduce((total, row) => total + row.amount, 0n);
      if (contract.holderId === top.id) paidToTop += sum;
      else {
        paidByTop += sum;
        expect(await balanceOf(db, memberWallet(contract.holderId))).toBe(sum);
      }
    }
    expect(await balanceOf(db, memberWallet(top.id))).toBe(paidToTop - paidByTop + 100_000_000n);
    // one posting per paid settlement, and no settlement's key was posted twice
    const { rows } = await db.query<{ postings: string; keys: string; paid: string }>(
      `SELECT (SELECT count(*) FROM ledger_postings WHERE merchant_code = 'SHONALI' AND kind = 'COMMISSION')::text AS postings,
              (SELECT count(DISTINCT posting_id) FROM contract_settlements WHERE merchant_code = 'SHONALI' AND status = 'PAID')::text AS keys,
              (SELECT count(*) FROM contract_settlements WHERE merchant_code = 'SHONALI' AND status = 'PAID')::text AS paid`,
    );
    expect(Number(rows[0]?.postings)).toBe(Number(rows[0]?.paid));
    expect(Number(rows[0]?.keys)).toBe(Number(rows[0]?.paid));
  });
});
