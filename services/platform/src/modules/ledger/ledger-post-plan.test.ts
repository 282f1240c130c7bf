import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database';
import { createLedgerTestDatabase, newMemberId } from '../../../testing/ledger';
import type { TestDatabase } from '../../../testing/test-database';

/**
 * ledger_post keeps one plan per statement and connection (migrations 0012, 0013), often made while
 * ledger_accounts is empty, when the planner cannot tell its indexes apart by cost. Its lookups,
 * the lock by id and the balance update (one statement for all legs, joined to the legs' ids) must
 * stay lookups by key once the table has grown: a plan that walks an index of ledger_accounts whole
 * reads every account at every posting. Counted by Postgres's statistics of the transaction, which
 * the embedded database does not keep, so this runs on a Postgres server (TEST_DATABASE_URL, as CI has).
 */

const SERVER_URL = process.env.TEST_DATABASE_URL;
const WALLETS_PER_MEMBER = 10;
const MEMBERS = 300;
const HOUSE_ROWS = 3 * 1024;

/** Rows this transaction has read from ledger_accounts: index entries read on each index, rows of heap scans. */
async function accountRowsRead(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    `SELECT (pg_stat_get_xact_tuples_returned('ledger_accounts'::regclass)
             + pg_stat_get_xact_tuples_fetched('ledger_accounts'::regclass)
             + (SELECT coalesce(sum(pg_stat_get_xact_tuples_returned(i.indexrelid)), 0) FROM pg_index i WHERE i.indrelid = 'ledger_accounts'::regclass))::text AS n`,
  );
  return Number(rows[0]?.n);
}

/** A posting of `amount` into the member's MAIN wallet from the GAME_HOUSE (negative: a stake), straight through ledger_post. */
async function post(tx: Queryable, memberId: string, key: string, amount: number): Promise<string> {
  const { rows } = await tx.query<{ status: string }>(
    `SELECT result_status AS status FROM ledger_post('SHONALI', 'test:plan', $1, repeat('b', 64), 'BET', 'round', NULL, $2::bigint, NULL, now(), 0,
       ARRAY[$2::bigint, NULL], ARRAY['MAIN', NULL], ARRAY[NULL, 'GAME_HOUSE'], ARRAY[$3::bigint, -$3::bigint])`,
    [key, memberId, amount],
  );
  return rows[0]?.status ?? 'none';
}

describe.skipIf(!SERVER_URL)('a posting with plans made on an empty ledger', () => {
  let database: TestDatabase;
  const members: string[] = [];

  beforeAll(async () => {
    database = await createLedgerTestDatabase();
    for (let n = 0; n < MEMBERS; n += 1) members.push(await newMemberId(database.db));
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('finds, locks and updates its accounts by key once the table has grown', async () => {
    const { first, second, read } = await database.db.transaction(async (tx) => {
      const [player] = members;
      if (!player) throw new Error('no member');
      // The connection's first posting, on an empty ledger: the plans kept are made now. The wallet is
      // empty, so the stake is refused for funds, after every lookup and the lock have run.
      const first = await post(tx, player, 'plan-1', -100);
      // Then the table grows: every member gets ten wallets, and three currencies get every house account's shards.
      await tx.query(
        `INSERT INTO ledger_accounts (merchant_code, currency_code, member_id, wallet, balance_minor, created_at)
         SELECT 'SHONALI', c.currency_code, m.id, w.wallet, 0, now()
           FROM unnest($1::bigint[]) AS m (id), ledger_currencies c, (SELECT 'W' || g AS wallet FROM generate_series(1, ${WALLETS_PER_MEMBER - 1}) g UNION ALL SELECT 'MAIN') w
          WHERE c.merchant_code = 'SHONALI'`,
        [members],
      );
      await tx.query(
        `INSERT INTO ledger_accounts (merchant_code, currency_code, house_name, house_shard, created_at)
         SELECT 'SHONALI', 'Q' || chr(65 + g / 1024) || 'Z', (ARRAY['GAME_HOUSE', 'DEMO_FUNDS', 'CASHIER', 'ADJUSTMENTS'])[g % 4 + 1], (g / 4) % 256, now()
           FROM generate_series(0, ${HOUSE_ROWS - 1}) AS g`,
      );
      // a win into one of those wallets: every statement of a posting runs
      const before = await accountRowsRead(tx);
      const second = await post(tx, members[1] ?? player, 'plan-2', 100);
      return { first, second, read: (await accountRowsRead(tx)) - before };
    });
    expect(first).toBe('SHORT');
    expect(second).toBe('POSTED');
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(40);
  });
});
