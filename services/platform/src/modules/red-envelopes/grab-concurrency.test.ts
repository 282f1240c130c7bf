import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openPostgresDatabase } from '../../db/postgres-database';
import { ApiError } from '../../http/api-error';
import { houseAccount, memberWallet, newMemberId } from '../../../testing/ledger';
import { newOperator } from '../../../testing/operators';
import { REPO_BRANDS, buildTestApp, repoBrand } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { createDirectoryForTests, operatorContextOf } from './red-envelopes-testing';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { grabEnvelope } from './grabs';
import { approvePool, closePoolEarly, createPool } from './pools';
import { grabSource } from './money';

const shonali = repoBrand('shonali');

/**
 * Many members grabbing one pool at the same moment. On Postgres (TEST_DATABASE_URL) the grabs run on
 * two connection pools, as two server instances would, and really race; on the embedded database they
 * interleave on its one connection. Whatever the order: no pool is overdrawn, no member is paid twice,
 * and a pool whose envelopes are all taken has paid out exactly its total.
 */
describe('red-envelope grabs at once', () => {
  let database: TestDatabase;
  let secondDb: Database;
  let app: FastifyInstance;
  const now = () => Date.now();

  beforeAll(async () => {
    database = await createTestDatabase({ prepared: true });
    app = await buildTestApp(database.db);
    secondDb = database.url ? openPostgresDatabase(database.url, () => {}) : database.db;
  });
  afterAll(async () => {
    try {
      await assertLedgerConsistent(database.db);
    } finally {
      await app?.close();
      if (secondDb !== database.db) await secondDb.close();
      await database.dispose();
    }
  });

  const fundedPool = async (totalMinor: number, envelopeCount: number, minMinor: number) => {
    const directory = createDirectoryForTests(REPO_BRANDS);
    const maker = operatorContextOf(await newOperator(app, 'SUPERVISOR'), 'SUPERVISOR');
    const checker = operatorContextOf(await newOperator(app, 'SUPERVISOR'), 'SUPERVISOR');
    const made = await createPool(
      database.db,
      directory,
      maker,
      {
        merchantCode: 'SHONALI',
        titleEn: 'Rush',
        titleBn: 'রাশ',
        totalMinor,
        envelopeCount,
        minMinor,
        startsAt: new Date(now() - 60_000).toISOString(),
        endsAt: new Date(now() + 3_600_000).toISOString(),
        eligibility: 'ALL_MEMBERS',
      },
      now(),
    );
    await approvePool(database.db, checker, made.poolId, now());
    return { poolId: made.poolId, maker };
  };

  /** Every member grabs twice at once, alternating between the two instances' pools. */
  const rush = async (poolId: string, members: readonly string[]) => {
    const attempts = members.flatMap((memberId, index) => [
      grabEnvelope(index % 2 === 0 ? database.db : secondDb, shonali, memberId, poolId, now()),
      grabEnvelope(index % 2 === 0 ? secondDb : database.db, shonali, memberId, poolId, now()),
    ]);
    const settled = await Promise.allSettled(attempts);
    const paid = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.grab] : []));
    const refusals = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason instanceof ApiError ? outcome.reason.code : String(outcome.reason)] : []));
    return { paid, refusals };
  };

  const poolFigures = async (poolId: string) => {
    const { rows } = await database.db.query<{ grabbed_count: number; grabbed_minor: string; status: string; close_reason: string | null; returned_minor: string | null }>(
      'SELECT grabbed_count, grabbed_minor::text AS grabbed_minor, status, close_reason, returned_minor::text AS returned_minor FROM red_envelope_pools WHERE id = $1',
      [poolId],
    );
    return rows[0];
  };
  const grabPostings = async (poolId: string) => {
    const { rows } = await database.db.query<{ count: string }>('SELECT count(*)::text AS count FROM ledger_postings WHERE source = $1', [grabSource(poolId)]);
    return Number(rows[0]?.count);
  };

  it('pays more members than envelopes exactly once each until none is left, and the pool exactly its total', async () => {
    const members: string[] = [];
    for (let count = 0; count < 120; count += 1) members.push(await newMemberId(database.db));
    const poolsBefore = await balanceOf(database.db, houseAccount('RED_ENVELOPE_POOLS'));
    const { poolId } = await fundedPool(1_000_000, 80, 500);

    const { paid, refusals } = await rush(poolId, members);
    expect(paid).toHaveLength(80);
    expect(new Set(paid.map((grab) => grab.envelopeIndex)).size).toBe(80);
    expect(paid.reduce((sum, grab) => sum + grab.amountMinor, 0)).toBe(1_000_000);
    expect(paid.every((grab) => grab.amountMinor >= 500)).toBe(true);
    // every member who was not paid was told why: the pool was empty, over, or they had grabbed already
    expect(refusals).toHaveLength(240 - 80);
    expect(refusals.every((code) => ['RED_ENVELOPE_ALREADY_GRABBED', 'RED_ENVELOPE_ENDED', 'RED_ENVELOPE_EMPTY'].includes(code))).toBe(true);

    const { rows } = await database.db.query<{ member_id: string; count: string; amount: string }>(
      'SELECT member_id::text AS member_id, count(*)::text AS count, sum(amount_minor)::text AS amount FROM red_envelope_grabs WHERE pool_id = $1 GROUP BY member_id',
      [poolId],
    );
    expect(rows).toHaveLength(80);
    expect(rows.every((row) => row.count === '1')).toBe(true);
    for (const row of rows) expect(await balanceOf(database.db, memberWallet(row.member_id))).toBe(BigInt(row.amount));
    expect(await grabPostings(poolId)).toBe(80);
    expect(await poolFigures(poolId)).toEqual({ grabbed_count: 80, grabbed_minor: '1000000', status: 'CLOSED', close_reason: 'EMPTIED', returned_minor: '0' });
    expect(await balanceOf(database.db, houseAccount('RED_ENVELOPE_POOLS'))).toBe(poolsBefore);
    await assertLedgerConsistent(database.db);
  });

  it('pays fewer members than envelopes once each, never more than the pool, and gives back the rest once on closing', async () => {
    const members: string[] = [];
    for (let count = 0; count < 60; count += 1) members.push(await newMemberId(database.db));
    const promotionsBefore = await balanceOf(database.db, houseAccount('PROMOTIONS'));
    const { poolId, maker } = await fundedPool(500_000, 200, 100);

    const { paid, refusals } = await rush(poolId, members);
    expect(paid).toHaveLength(60);
    expect(refusals).toEqual(new Array(60).fill('RED_ENVELOPE_ALREADY_GRABBED'));
    const paidMinor = paid.reduce((sum, grab) => sum + grab.amountMinor, 0);
    expect(paidMinor).toBeLessThanOrEqual(500_000 - 140 * 100);
    expect(await poolFigures(poolId)).toMatchObject({ grabbed_count: 60, grabbed_minor: String(paidMinor), status: 'OPEN' });

    const closings = await Promise.allSettled([closePoolEarly(database.db, maker, poolId, null, now()), closePoolEarly(secondDb, maker, poolId, null, now())]);
    expect(closings.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await poolFigures(poolId)).toMatchObject({ status: 'CLOSED', close_reason: 'CLOSED_EARLY', returned_minor: String(500_000 - paidMinor) });
    expect(await balanceOf(database.db, houseAccount('PROMOTIONS'))).toBe(promotionsBefore - BigInt(paidMinor));
    await assertLedgerConsistent(database.db);
  });
});
