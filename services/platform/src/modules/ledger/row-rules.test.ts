import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createLedgerTestDatabase, fund, memberWallet, newMemberId } from '../../../testing/ledger';
import type { TestDatabase } from '../../../testing/test-database';

/**
 * Migration 0029 moved the CHECK expressions of provider_transactions, ledger_postings and
 * ledger_accounts into one function per table, and 0030 checks a payload hash without a counted
 * regular expression. The separate checks as they stood before are the oracle: over every
 * combination of the values below (each rule's edge on either side, NULLs and unknown words
 * included), the table's function must fail a row exactly when one of the old checks would have (a
 * CHECK fails on false only, so NULL counts as passing).
 */

/** Rows as SQL VALUES lists: every combination of the columns' candidate values. */
function combinations(columns: Record<string, readonly string[]>): { names: string[]; rows: string[] } {
  const names = Object.keys(columns);
  let rows: string[][] = [[]];
  for (const name of names) rows = rows.flatMap((row) => (columns[name] ?? []).map((value) => [...row, value]));
  return { names, rows: rows.map((row) => `(${row.join(', ')})`) };
}

/** How many combinations the function and the old checks judge differently, and how many each fails. */
async function judge(db: Database, columns: Record<string, readonly string[]>, oldChecks: readonly string[], call: string) {
  const { names, rows } = combinations(columns);
  const old = oldChecks.map((check) => `(${check}) IS NOT FALSE`).join(' AND ');
  const { rows: found } = await db.query<{ total: number; differing: number; failing_old: number; failing_new: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE old_passes <> new_passes)::int AS differing,
            count(*) FILTER (WHERE NOT old_passes)::int AS failing_old,
            count(*) FILTER (WHERE NOT new_passes)::int AS failing_new
       FROM (SELECT ${old} AS old_passes, (${call}) IS NOT FALSE AS new_passes FROM (VALUES ${rows.join(', ')}) AS r (${names.join(', ')})) judged`,
  );
  return found[0];
}

describe('row rules in functions (migration 0029)', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createLedgerTestDatabase();
    db = database.db;
  });
  afterAll(async () => database?.dispose());

  const sha = `'${'ab12'.repeat(16)}'`;
  // upper case, one short, one over, a line feed after, 64 bytes that are 63 characters, empty
  const notSha = [`'${'AB12'.repeat(16)}'`, `'${'ab12'.repeat(16).slice(1)}'`, `'${'ab12'.repeat(16)}0'`, `E'${'ab12'.repeat(16)}\\n'`, `'${'ab12'.repeat(15)}ab1é'`, "''"];

  it('judges a provider transaction as its eleven checks did', async () => {
    const result = await judge(
      db,
      {
        kind: ["'BET'", "'WIN'", "'ROLLBACK'", "'REFUND'"],
        status: ["'ACCEPTED'", "'ROLLED_BACK'", "'TOMBSTONE'", "'LOST'"],
        payload_sha256: [sha, ...notSha],
        amount_minor: ['-1::bigint', '0::bigint', '5::bigint'],
        round_stake_minor: ['NULL::bigint', '-1::bigint', '0::bigint', '7::bigint'],
        rolled_back_transaction_id: ['NULL::text', "'b1'"],
        posting_id: ['NULL::bigint', '9::bigint'],
        game_id: ['NULL::text', "'g1'"],
        wallet: ['NULL::text', "'MAIN'"],
      },
      [
        "kind IN ('BET', 'WIN', 'ROLLBACK')",
        'amount_minor >= 0',
        "status IN ('ACCEPTED', 'ROLLED_BACK', 'TOMBSTONE')",
        "payload_sha256 ~ '^[0-9a-f]{64}$'",
        "(kind = 'ROLLBACK') = (rolled_back_transaction_id IS NOT NULL)",
        "(status = 'TOMBSTONE') = (kind = 'ROLLBACK' AND posting_id IS NULL)",
        "status <> 'ROLLED_BACK' OR kind = 'BET'",
        "status = 'TOMBSTONE' OR (game_id IS NOT NULL AND wallet IS NOT NULL)",
        "kind = 'WIN' OR status = 'TOMBSTONE' OR posting_id IS NOT NULL",
        'round_stake_minor >= 0',
        "round_stake_minor IS NULL OR kind = 'WIN'",
      ],
      'provider_transaction_rules_hold(kind, status, payload_sha256, amount_minor, round_stake_minor, rolled_back_transaction_id, posting_id, game_id, wallet)',
    );
    expect(result).toMatchObject({ total: 4 * 4 * 7 * 3 * 4 * 2 * 2 * 2 * 2, differing: 0 });
    // both sides pass some rows and fail others: a function that passed or failed everything would not agree
    expect(result?.failing_new).toBeGreaterThan(0);
    expect(result?.failing_new).toBeLessThan(result?.total ?? 0);
  });

  it('judges a posting as its two checks did', async () => {
    const result = await judge(
      db,
      { kind: ["'BET'", "'COMMISSION'", "'WITHDRAWAL_RETURN'", "'RED_ENVELOPE'", "'GIFT'", "'bet'"], payload_sha256: [sha, ...notSha] },
      [
        "kind IN ('BET', 'WIN', 'ROLLBACK', 'TRANSFER', 'DEMO_GRANT', 'ADJUSTMENT', 'DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_RETURN', 'PAYOUT', 'COMMISSION', 'BONUS', 'BONUS_RELEASE', 'BONUS_REMOVAL', 'REBATE', 'RED_ENVELOPE', 'PROMOTION')",
        "payload_sha256 ~ '^[0-9a-f]{64}$'",
      ],
      'ledger_posting_rules_hold(kind, payload_sha256)',
    );
    expect(result).toMatchObject({ total: 42, differing: 0, failing_old: 38 });
  });

  it('judges an account as its five checks did', async () => {
    const result = await judge(
      db,
      {
        member_id: ['NULL::bigint', '3::bigint'],
        wallet: ['NULL::text', "'MAIN'"],
        house_name: ['NULL::text', "'GAME_HOUSE'", "'PROMOTIONS'", "'BANK'"],
        house_shard: ['-1::smallint', '0::smallint', '4::smallint', '255::smallint', '256::smallint'],
        entry_count: ['-1::bigint', '0::bigint', '2::bigint'],
      },
      [
        "house_name IN ('GAME_HOUSE', 'DEMO_FUNDS', 'CASHIER', 'ADJUSTMENTS', 'PENDING_WITHDRAWALS', 'AGENT_COMMISSIONS', 'PROMOTIONS', 'RED_ENVELOPE_POOLS')",
        'entry_count >= 0',
        '(member_id IS NULL) = (wallet IS NULL)',
        '(member_id IS NULL) <> (house_name IS NULL)',
        'house_shard >= 0 AND house_shard <= 255 AND (house_name IS NOT NULL OR house_shard = 0)',
      ],
      'ledger_account_rules_hold(member_id, wallet, house_name, house_shard, entry_count)',
    );
    expect(result).toMatchObject({ total: 2 * 2 * 4 * 5 * 3, differing: 0 });
    expect(result?.failing_new).toBeGreaterThan(0);
    expect(result?.failing_new).toBeLessThan(result?.total ?? 0);
  });

  it('has each table call its function: rows breaking a rule are refused by name', async () => {
    const wallet = memberWallet(await newMemberId(db));
    const { postingId } = await fund(db, wallet, 1_000n);
    await expect(
      db.query(
        `INSERT INTO ledger_postings (merchant_code, currency_code, kind, source, idempotency_key, created_at, payload_sha256, balances_after)
         VALUES ('SHONALI', 'BDT', 'GIFT', 'test:raw', 'gift', now(), repeat('0', 64), '{}')`,
      ),
    ).rejects.toThrow(/ledger_postings_rules/);
    await expect(db.query('UPDATE ledger_accounts SET entry_count = -1 WHERE id = (SELECT account_id FROM ledger_entries WHERE posting_id = $1::bigint AND leg_index = 0)', [postingId])).rejects.toThrow(
      /ledger_accounts_rules/,
    );
    await expect(
      db.query(
        `INSERT INTO provider_transactions (provider_code, transaction_id, kind, round_id, merchant_code, member_id, player_id, game_code, game_id, wallet,
           amount_minor, posting_id, status, rolled_back_transaction_id, round_closed, payload_sha256, answer, created_at)
         VALUES ('NOBODY', 't1', 'WIN', 'r1', 'SHONALI', 1, 'p1', 'g', 'g', 'MAIN', 0, NULL, 'LOST', NULL, true, repeat('0', 64), '{}', now())`,
      ),
    ).rejects.toThrow(/provider_transactions_rules/);
  });
});
