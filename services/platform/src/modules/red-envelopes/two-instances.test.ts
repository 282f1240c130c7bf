import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openPostgresDatabase } from '../../db/postgres-database';
import { FakeClock } from '../../../testing/fake-clock';
import { houseAccount } from '../../../testing/ledger';
import { asOperator, newOperator } from '../../../testing/operators';
import { newPlayer } from '../../../testing/play';
import { authed } from '../../../testing/accounts';
import { buildTestApp } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { closeEndedPools } from './closing';
import { FUNDING_SOURCE, RETURN_SOURCE } from './money';

const HOUR = 60 * 60_000;

/**
 * Two server instances on one database approving and closing the same pools at the same moments, each
 * with its own background closer running as well, then a third started after one stops (a restart).
 * On Postgres (TEST_DATABASE_URL) they have pools of their own and really race. Every pool is funded
 * once and gives back what is left once.
 */
describe('red-envelope pools on two instances', () => {
  const clock = new FakeClock(Date.UTC(2026, 10, 29, 8, 0, 0));
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

  const postingsUnder = async (source: string, key: string) => {
    const { rows } = await database.db.query<{ count: string }>('SELECT count(*)::text AS count FROM ledger_postings WHERE source = $1 AND idempotency_key = $2', [source, key]);
    return Number(rows[0]?.count);
  };

  it('funds each pool once and returns each pool’s leftover once, through a restart', async () => {
    const maker = await newOperator(instanceA, 'SUPERVISOR');
    const checker = await newOperator(instanceA, 'ADMIN');
    const promotionsBefore = await balanceOf(database.db, houseAccount('PROMOTIONS'));
    const poolIds: string[] = [];
    for (let count = 0; count < 4; count += 1) {
      const made = await asOperator(instanceA, maker.token, {
        method: 'POST',
        url: '/bo/red-envelopes',
        payload: {
          merchantCode: 'SHONALI',
          titleEn: `Twin ${count}`,
          titleBn: `যুগল ${count}`,
          totalMinor: 40_000,
          envelopeCount: 8,
          minMinor: 1_000,
          startsAt: new Date(now()).toISOString(),
          endsAt: new Date(now() + HOUR).toISOString(),
          eligibility: 'ALL_MEMBERS',
        },
      });
      expect(made.statusCode, made.body).toBe(200);
      poolIds.push(made.json().value.pool.poolId as string);
    }

    const approvals = await Promise.all(
      poolIds.flatMap((poolId) =>
        [instanceA, instanceB, instanceB, instanceA].map((instance) => asOperator(instance, checker.token, { method: 'POST', url: `/bo/red-envelopes/${poolId}/approval`, payload: {} })),
      ),
    );
    expect(approvals.filter((response) => response.json().success)).toHaveLength(poolIds.length);
    expect(new Set(approvals.filter((response) => !response.json().success).map((response) => response.json().code))).toEqual(new Set(['ALREADY_DECIDED']));
    for (const poolId of poolIds) expect(await postingsUnder(FUNDING_SOURCE, poolId)).toBe(1);

    // a grab on each pool, so something is paid and something is left
    const player = await newPlayer(instanceA, 'shonali', now);
    let grabbedMinor = 0n;
    for (const [index, poolId] of poolIds.entries()) {
      const grabbed = await authed(index % 2 === 0 ? instanceA : instanceB, 'shonali', player.token, { method: 'POST', url: `/wps/red-envelopes/${poolId}/grab`, payload: {} });
      expect(grabbed.statusCode, grabbed.body).toBe(200);
      grabbedMinor += BigInt(grabbed.json().value.grab.amountMinor as number);
    }

    clock.advance(HOUR);
    // the first pool closed early by an operator on one instance while both closers run
    const raced = await Promise.allSettled([
      asOperator(instanceB, maker.token, { method: 'POST', url: `/bo/red-envelopes/${poolIds[0]}/close`, payload: {} }),
      closeEndedPools(database.db, now()),
      closeEndedPools(secondDb, now()),
      closeEndedPools(secondDb, now()),
      closeEndedPools(database.db, now()),
    ]);
    expect(raced.every((outcome) => outcome.status === 'fulfilled')).toBe(true);

    await instanceB.close();
    const restarted = await buildTestApp(secondDb, { clock });
    try {
      await Promise.all([closeEndedPools(secondDb, now()), closeEndedPools(database.db, now())]);
      const { rows } = await database.db.query<{ status: string }>('SELECT status FROM red_envelope_pools WHERE id = ANY($1::bigint[])', [poolIds]);
      expect(rows.map((row) => row.status)).toEqual(poolIds.map(() => 'CLOSED'));
      for (const poolId of poolIds) expect(await postingsUnder(RETURN_SOURCE, poolId)).toBe(1);
      expect(await balanceOf(database.db, houseAccount('PROMOTIONS'))).toBe(promotionsBefore - grabbedMinor);
    } finally {
      await restarted.close();
    }
  });
});
