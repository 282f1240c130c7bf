import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database';
import { createLedgerTestDatabase, newMemberId } from '../../../testing/ledger';
import type { TestDatabase } from '../../../testing/test-database';

/**
 * seamless_request_rows keeps one plan per connection (migration 0012), and that plan is often made
 * while provider_transactions is empty, when the planner cannot tell its indexes apart by cost. Each
 * lookup must still go through the index that matches all of its conditions once the table has grown:
 * a plan that took the round index by provider alone read every row of the provider on every call.
 * Counted by Postgres's statistics of the transaction, which the embedded database does not keep, so
 * this runs on a Postgres server (TEST_DATABASE_URL, as CI has).
 */

const SERVER_URL = process.env.TEST_DATABASE_URL;

const PROVIDER = 'PLANCHECK';
const ROWS = 3_000;

/**
 * Rows this transaction has read from provider_transactions: index entries read (counted on each
 * index), rows of bitmap and sequential scans (counted on the table).
 */
async function rowsRead(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    `SELECT (pg_stat_get_xact_tuples_returned('provider_transactions'::regclass)
             + pg_stat_get_xact_tuples_fetched('provider_transactions'::regclass)
             + (SELECT coalesce(sum(pg_stat_get_xact_tuples_returned(i.indexrelid)), 0) FROM pg_index i WHERE i.indrelid = 'provider_transactions'::regclass))::text AS n`,
  );
  return Number(rows[0]?.n);
}

describe.skipIf(!SERVER_URL)('reading a money call’s rows with a plan made on an empty table', () => {
  let database: TestDatabase;
  let memberId: string;

  beforeAll(async () => {
    database = await createLedgerTestDatabase();
    memberId = await newMemberId(database.db);
    await database.db.query(`INSERT INTO seamless_providers (provider_code, secret, active, created_at, updated_at) VALUES ($1, repeat('s', 32), true, now(), now())`, [PROVIDER]);
    await database.db.query(`INSERT INTO seamless_players (provider_code, player_id, merchant_code, member_id, created_at) VALUES ($1, 'player', 'SHONALI', $2::bigint, now())`, [
      PROVIDER,
      memberId,
    ]);
  });

  afterAll(async () => {
    await database.dispose();
  });

  it('reads only the rows asked for once the table has grown', async () => {
    const { answered, read } = await database.db.transaction(async (tx) => {
      // The connection's first call: the table is empty, and the plan kept is made now.
      await tx.query(`SELECT seamless_request_rows($1, ARRAY['none'], NULL, 'player', 'round')`, [PROVIDER]);
      // Tombstones need no posting or game: rollbacks x1..x3000 of bets b1..b3000, rounds r1..r3000.
      await tx.query(
        `INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code,
           amount_minor, status, rolled_back_transaction_id, payload_sha256, answer, created_at)
         SELECT $1, 'x' || g, 'ROLLBACK', 'r' || g, 'SHONALI', $2::bigint, 'player', 'game', 0, 'TOMBSTONE', 'b' || g, repeat('a', 64), '{}', now()
           FROM generate_series(1, ${ROWS}) AS g`,
        [PROVIDER, memberId],
      );
      const before = await rowsRead(tx);
      const { rows } = await tx.query<{ ids: string[] }>(
        `SELECT ARRAY(SELECT (r).transaction_id FROM unnest(seamless_request_rows($1, ARRAY['x1500', 'x7'], 'b1500', 'player', 'r1500')) AS r) AS ids`,
        [PROVIDER],
      );
      return { answered: rows[0]?.ids, read: (await rowsRead(tx)) - before };
    });
    // x1500 by its id (it is also the rollback of b1500, read once), x7 by the second id; rollbacks are no round's rows
    expect(answered).toEqual(['x7', 'x1500']);
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(20);
  });
});
