import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { openPostgresDatabase } from '../../db/postgres-database';
import { ApiError } from '../../http/api-error';
import { houseAccount, memberWallet, newMemberId } from '../../../testing/ledger';
import { buildTestApp, repoBrand } from '../../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { selectMemberById } from '../accounts';
import { assertLedgerConsistent, balanceOf } from '../ledger';
import { claimPromotion } from './actions';
import { promotionDraft, publishedPromotion } from './promotions-testing';

const shonali = repoBrand('shonali');

/**
 * Members claiming one promotion at the same moment (decision 0047). On Postgres (TEST_DATABASE_URL)
 * the claims run on two connection pools, as two server instances would, and really race. Whatever
 * the order: the budget is never passed, nobody is paid twice in a period, and what the promotion
 * spent is exactly what the ledger paid.
 */
describe('promotion budgets under concurrency', () => {
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

  const readerOf = async (memberId: string) => {
    const member = await selectMemberById(database.db, 'SHONALI', memberId);
    if (!member) throw new Error(`no member ${memberId}`);
    return { brand: shonali, member, language: 'en' as const };
  };

  /** Every member claims `times` at once, alternating between the two instances' pools. */
  const rush = async (promotionId: string, memberIds: readonly string[], times: number) => {
    const readers = await Promise.all(memberIds.map(readerOf));
    const attempts = readers.flatMap((reader, index) =>
      Array.from({ length: times }, (_, attempt) => claimPromotion((index + attempt) % 2 === 0 ? database.db : secondDb, reader, promotionId, now())),
    );
    const settled = await Promise.allSettled(attempts);
    const paid = settled.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value.paidMinor] : []));
    const refusals = settled.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason instanceof ApiError ? outcome.reason.code : String(outcome.reason)] : []));
    return { paid, refusals };
  };

  const spentOf = async (promotionId: string) => {
    const { rows } = await database.db.query<{ spent_minor: string }>('SELECT spent_minor::text AS spent_minor FROM promotions WHERE id = $1', [promotionId]);
    return BigInt(rows[0]!.spent_minor);
  };

  it('pays exactly as many members as the budget holds, each once, in cash', async () => {
    const members: string[] = [];
    for (let count = 0; count < 40; count += 1) members.push(await newMemberId(database.db));
    const cash = { ...promotionDraft('JOIN_BONUS', now()).reward, form: 'CASH' as const, amountMinor: 1_000 };
    const promotionId = await publishedPromotion(app, database.db, promotionDraft('JOIN_BONUS', now(), { reward: cash, budgetMinor: 25_500 }), now());
    const promotionsBefore = await balanceOf(database.db, houseAccount('PROMOTIONS'));

    const { paid, refusals } = await rush(promotionId, members, 2);
    // 25 rewards fit the budget; the members who got one got it once, whichever instance answered
    const paidMembers = [];
    for (const memberId of members) if ((await balanceOf(database.db, memberWallet(memberId))) > 0n) paidMembers.push(memberId);
    expect(paidMembers).toHaveLength(25);
    for (const memberId of paidMembers) expect(await balanceOf(database.db, memberWallet(memberId))).toBe(1_000n);
    expect(await spentOf(promotionId)).toBe(25_000n);
    expect(await balanceOf(database.db, houseAccount('PROMOTIONS'))).toBe(promotionsBefore - 25_000n);
    // a paid member's second claim answers the first; everyone else was told the budget is spent
    expect(paid.every((amount) => amount === 1_000)).toBe(true);
    expect(refusals.every((code) => code === 'PROMOTION_BUDGET_SPENT')).toBe(true);
    expect(paid.length + refusals.length).toBe(80);
    await assertLedgerConsistent(database.db);
  });

  it('grants one locked bonus per member however many claims arrive together', async () => {
    const members: string[] = [];
    for (let count = 0; count < 10; count += 1) members.push(await newMemberId(database.db));
    const promotionId = await publishedPromotion(app, database.db, promotionDraft('JOIN_BONUS', now(), { budgetMinor: 1_000_000 }), now());

    const { paid, refusals } = await rush(promotionId, members, 4);
    expect(refusals).toEqual([]);
    expect(paid).toEqual(new Array(40).fill(5_000));
    for (const memberId of members) expect(await balanceOf(database.db, memberWallet(memberId, 'BONUS'))).toBe(5_000n);
    const { rows } = await database.db.query<{ count: string }>(`SELECT count(*)::text AS count FROM bonus_awards WHERE origin = $1`, [`promotion:${promotionId}`]);
    expect(rows[0]!.count).toBe('10');
    expect(await spentOf(promotionId)).toBe(50_000n);
  });
});
