import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createLedgerTestDatabase, fund, houseAccount, memberWallet, newMemberId } from '../../../testing/ledger';
import type { TestDatabase } from '../../../testing/test-database';
import { assertLedgerConsistent } from './ledger-check';
import { balanceOf, post } from './ledger';
import type { AccountRef, PostingRequest, PostingResult } from './ledger-types';

/**
 * Many transactions at once against the same accounts. On a real Postgres (TEST_DATABASE_URL, as CI
 * runs it) they overlap on a pool of connections, and the row locks are what keeps them right; the
 * embedded database runs one transaction at a time, so there the same tests only check the outcome.
 */
const PARALLEL = 40;

describe('ledger under concurrent postings', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createLedgerTestDatabase();
    db = database.db;
  });
  afterEach(async () => assertLedgerConsistent(db));
  afterAll(async () => database?.dispose());

  let inFlight = 0;
  let mostInFlight = 0;
  /** Posts in its own transaction after a short pause inside it, so the transactions overlap. */
  async function postConcurrently(request: PostingRequest): Promise<PostingResult> {
    return db.transaction(async (tx) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        await tx.query('SELECT pg_sleep(0.005)');
        return await post(tx, request, Date.now());
      } finally {
        inFlight -= 1;
      }
    });
  }

  const move = (from: AccountRef, to: AccountRef, amountMinor: bigint, key: string): PostingRequest => ({
    merchantCode: 'SHONALI',
    idempotency: { source: 'test:concurrent', key, payload: { from, to, amountMinor } },
    kind: 'TRANSFER',
    legs: [
      { account: from, amountMinor: -amountMinor },
      { account: to, amountMinor },
    ],
  });

  const codesOf = (outcomes: PromiseSettledResult<PostingResult>[]) =>
    outcomes.map((outcome) => (outcome.status === 'fulfilled' ? 'posted' : String((outcome.reason as { code?: unknown }).code ?? outcome.reason)));

  it('never overdraws one wallet, however many debits race for it', async () => {
    const wallet = memberWallet(await newMemberId(db));
    await fund(db, wallet, 1_000n);
    const outcomes = await Promise.allSettled(Array.from({ length: PARALLEL }, (_, index) => postConcurrently(move(wallet, houseAccount('GAME_HOUSE'), 100n, `debit-${wallet.memberId}-${index}`))));
    const codes = codesOf(outcomes);
    expect(codes.filter((code) => code === 'posted')).toHaveLength(10);
    expect(codes.filter((code) => code === 'INSUFFICIENT_FUNDS')).toHaveLength(PARALLEL - 10);
    expect(await balanceOf(db, wallet)).toBe(0n);
    if (database.kind === 'postgres') expect(mostInFlight).toBeGreaterThan(1);
  });

  it('posts a key once when its duplicates arrive together', async () => {
    const wallet = memberWallet(await newMemberId(db));
    await fund(db, wallet, 1_000n);
    const request = move(wallet, houseAccount('GAME_HOUSE'), 300n, `duplicate-${wallet.memberId}`);
    const results = await Promise.all(Array.from({ length: PARALLEL }, () => postConcurrently(request)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.postingId)).size).toBe(1);
    expect(await balanceOf(db, wallet)).toBe(700n);
    const { rows } = await db.query<{ n: string }>("SELECT count(*)::text AS n FROM ledger_postings WHERE idempotency_key = $1", [request.idempotency.key]);
    expect(rows[0]?.n).toBe('1');
  });

  it('moves money both ways between two wallets at once without deadlocks or lost updates', async () => {
    const memberId = await newMemberId(db);
    const main = memberWallet(memberId);
    const vendor = memberWallet(memberId, 'EVL');
    await fund(db, main, 2_000n);
    await fund(db, vendor, 2_000n);
    const outcomes = await Promise.allSettled(
      Array.from({ length: PARALLEL }, (_, index) => {
        const [from, to] = index % 2 === 0 ? [main, vendor] : [vendor, main];
        return postConcurrently(move(from, to, BigInt(50 + index), `both-ways-${memberId}-${index}`));
      }),
    );
    expect(new Set(codesOf(outcomes))).toEqual(new Set(['posted']));
    expect((await balanceOf(db, main)) + (await balanceOf(db, vendor))).toBe(4_000n);
  });

  it('opens a new wallet once when its first postings arrive together', async () => {
    const fresh = memberWallet(await newMemberId(db), 'AUR');
    const results = await Promise.all(Array.from({ length: PARALLEL }, (_, index) => postConcurrently(move(houseAccount('ADJUSTMENTS'), fresh, 10n, `first-${fresh.memberId}-${index}`))));
    expect(results.every((result) => !result.replayed)).toBe(true);
    expect(await balanceOf(db, fresh)).toBe(BigInt(PARALLEL) * 10n);
    const { rows } = await db.query<{ n: string }>("SELECT count(*)::text AS n FROM ledger_accounts WHERE member_id = $1::bigint AND wallet = 'AUR'", [fresh.memberId]);
    expect(rows[0]?.n).toBe('1');
  });
});
