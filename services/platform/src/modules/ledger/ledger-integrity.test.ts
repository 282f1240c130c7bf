import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../db/database';
import { createLedgerTestDatabase, fund, memberWallet, newMemberId } from '../../../testing/ledger';
import type { TestDatabase } from '../../../testing/test-database';
import { assertLedgerConsistent, ledgerProblems, type LedgerProblem } from './ledger-check';

/** Thrown to end a transaction that broke the ledger on purpose, so the next test finds it whole. */
class UndoOnPurpose extends Error {}

describe('ledger integrity in the database', () => {
  let database: TestDatabase;
  let db: Database;
  let postingId: string;
  let accountId: string;
  beforeAll(async () => {
    database = await createLedgerTestDatabase();
    db = database.db;
    const wallet = memberWallet(await newMemberId(db));
    postingId = (await fund(db, wallet, 5_000n)).postingId;
    await fund(db, wallet, 1_000n);
    const { rows } = await db.query<{ id: string }>('SELECT account_id::text AS id FROM ledger_entries WHERE posting_id = $1::bigint AND leg_index = 1', [postingId]);
    accountId = rows[0]?.id ?? '';
  });
  afterAll(async () => database?.dispose());

  /** Runs `work` in a transaction that is always rolled back, and returns what it found. */
  async function inUndoneTransaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    let found: T | undefined;
    await db
      .transaction(async (tx) => {
        found = await work(tx);
        throw new UndoOnPurpose();
      })
      .catch((error: unknown) => {
        if (!(error instanceof UndoOnPurpose)) throw error;
      });
    return found as T;
  }

  it.each([
    ['UPDATE ledger_entries SET amount_minor = amount_minor + 1', 'UPDATE'],
    ['DELETE FROM ledger_entries', 'DELETE'],
    ['TRUNCATE ledger_entries CASCADE', 'TRUNCATE'],
    ["UPDATE ledger_postings SET note = 'changed'", 'UPDATE'],
    ['DELETE FROM ledger_postings', 'DELETE'],
    ['TRUNCATE ledger_postings CASCADE', 'TRUNCATE'],
    // a posting's key and its first answer are the posting's own columns, kept as written
    ["UPDATE ledger_postings SET payload_sha256 = repeat('0', 64)", 'UPDATE'],
    ["UPDATE ledger_postings SET balances_after = '{0,0}'", 'UPDATE'],
    ['DELETE FROM ledger_accounts', 'DELETE'],
  ])('refuses %s', async (sql, refusal) => {
    await expect(db.query(sql)).rejects.toThrow(new RegExp(`${refusal} on ledger_\\w+ is refused`));
    await assertLedgerConsistent(db);
  });

  it('refuses a posting whose entries do not sum to zero', async () => {
    const [adjustments, wallet] = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        "SELECT id::text AS id FROM ledger_accounts WHERE merchant_code = 'SHONALI' AND (house_name = 'ADJUSTMENTS' OR id = $1::bigint) ORDER BY house_name NULLS LAST",
        [accountId],
      );
      return rows.map((row) => row.id);
    });
    const writeUnbalanced = db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO ledger_postings (merchant_code, currency_code, kind, source, idempotency_key, created_at, payload_sha256, balances_after)
         VALUES ('SHONALI', 'BDT', 'ADJUSTMENT', 'test:raw', 'unbalanced', now(), repeat('0', 64), '{-5,4}') RETURNING id::text AS id`,
      );
      await tx.query(
        `INSERT INTO ledger_entries (posting_id, leg_index, account_id, account_sequence, amount_minor, previous_balance_minor, balance_minor, created_at)
         VALUES ($1::bigint, 0, $2::bigint, 1000, -5, 0, -5, now()), ($1::bigint, 1, $3::bigint, 1000, 4, 0, 4, now())`,
        [rows[0]?.id, adjustments, wallet],
      );
    });
    await expect(writeUnbalanced).rejects.toThrow(/summing to -1/);
    await assertLedgerConsistent(db);
  });

  it('refuses at commit a posting left without entries', async () => {
    const writeBare = db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO ledger_postings (merchant_code, currency_code, kind, source, idempotency_key, created_at, payload_sha256, balances_after)
         VALUES ('SHONALI', 'BDT', 'ADJUSTMENT', 'test:raw', 'bare', now(), repeat('0', 64), '{}')`,
      );
    });
    await expect(writeBare).rejects.toThrow(/has 0 entries summing to 0/);
    const { rows } = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ledger_postings WHERE idempotency_key = 'bare'`);
    expect(rows[0]?.n).toBe('0');
  });

  it('refuses an entry added to a posting written before', async () => {
    const addLater = db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO ledger_entries (posting_id, leg_index, account_id, account_sequence, amount_minor, previous_balance_minor, balance_minor, created_at)
         VALUES ($1::bigint, 2, $2::bigint, 100000, 1, 0, 1, now())`,
        [postingId, accountId],
      );
    });
    await expect(addLater).rejects.toThrow(new RegExp(`posting ${postingId} has 3 entries summing to 1`));
    await assertLedgerConsistent(db);
  });

  it.each([
    ['a posting that is not there', (posting: string) => `(${posting} + 1000000)`, (account: string) => account, /an entry names posting \d+, which is not there/],
    ['an account that is not there', (posting: string) => posting, (account: string) => `(${account} + 1000000)`, /an entry names account \d+, which is not there/],
  ])('refuses an entry naming %s', async (_what, postingSql, accountSql, refusal) => {
    const addOrphan = db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO ledger_entries (posting_id, leg_index, account_id, account_sequence, amount_minor, previous_balance_minor, balance_minor, created_at)
         VALUES (${postingSql('$1::bigint')}, 5, ${accountSql('$2::bigint')}, 200000, 0, 0, 0, now())`,
        [postingId, accountId],
      );
    });
    await expect(addOrphan).rejects.toThrow(refusal);
    await assertLedgerConsistent(db);
  });

  it('refuses a member balance below zero even when written by hand', async () => {
    await expect(db.query('UPDATE ledger_accounts SET balance_minor = -1 WHERE id = $1::bigint', [accountId])).rejects.toThrow(/ledger_accounts_member_not_negative/);
  });

  it('finds nothing wrong in a ledger written by post()', async () => {
    expect(await ledgerProblems(db)).toEqual([]);
  });

  it('finds a ledger broken behind its triggers', async () => {
    const problems = await inUndoneTransaction(async (tx): Promise<LedgerProblem[]> => {
      // Only the owner can do this: what an operator with full rights could break, the check still finds.
      await tx.query('ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only');
      await tx.query('UPDATE ledger_entries SET amount_minor = amount_minor + 1, balance_minor = balance_minor + 1 WHERE posting_id = $1::bigint AND leg_index = 1', [postingId]);
      await tx.query('ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_member_not_negative');
      await tx.query('UPDATE ledger_accounts SET balance_minor = -7 WHERE id = $1::bigint', [accountId]);
      const { rows } = await tx.query<LedgerProblem>('SELECT problem, subject, detail FROM ledger_check() ORDER BY problem, subject');
      return rows;
    });
    const kinds = new Set(problems.map((each) => each.problem));
    // the changed entry no longer ends where its posting's answer says: posting-answer-mismatch
    expect([...kinds].sort()).toEqual(['account-balance-mismatch', 'entry-chain-broken', 'member-balance-negative', 'posting-answer-mismatch', 'posting-unbalanced']);
    expect(problems.find((each) => each.problem === 'posting-unbalanced')).toMatchObject({ subject: postingId, detail: '2 entries summing to 1' });
    expect(problems.find((each) => each.problem === 'member-balance-negative')?.subject).toBe(accountId);
    // the transaction was undone: the ledger is whole again
    await assertLedgerConsistent(db);
  });

  it('names every problem when asked to assert', async () => {
    await expect(
      inUndoneTransaction(async (tx) => {
        await tx.query('ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_append_only');
        await tx.query('UPDATE ledger_entries SET previous_balance_minor = previous_balance_minor + 3, balance_minor = balance_minor + 3 WHERE posting_id = $1::bigint', [postingId]);
        await assertLedgerConsistent(tx);
      }),
    ).rejects.toThrow(/the ledger is inconsistent:\n {2}entry-chain-broken/);
  });
});
