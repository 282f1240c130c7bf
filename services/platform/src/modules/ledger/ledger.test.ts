import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createLedgerTestDatabase, fund, houseAccount, houseShardBalance, houseShardOf, memberWallet, newMemberId } from '../../../testing/ledger';
import type { TestDatabase } from '../../../testing/test-database';
import { assertLedgerConsistent } from './ledger-check';
import { balanceOf, firstResultOf, post } from './ledger';
import type { AccountRef, PostingRequest } from './ledger-types';

const NOW_MS = Date.parse('2026-03-01T10:00:00Z');

describe('ledger post', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createLedgerTestDatabase();
    db = database.db;
  });
  afterEach(async () => assertLedgerConsistent(db));
  afterAll(async () => database?.dispose());

  let lastKey = 0;
  const bet = (member: AccountRef, amountMinor: bigint, key = `bet-${(lastKey += 1)}`, payload: unknown = { amountMinor }): PostingRequest => ({
    merchantCode: 'SHONALI',
    idempotency: { source: 'test:game', key, payload },
    kind: 'BET',
    legs: [
      { account: member, amountMinor: -amountMinor },
      { account: houseAccount('GAME_HOUSE'), amountMinor },
    ],
    reference: { roundId: `round-${key}`, memberId: member.kind === 'member' ? member.memberId : undefined },
  });
  const postOne = (request: PostingRequest, nowMs = NOW_MS) => db.transaction((tx) => post(tx, request, nowMs));
  const countRows = async (table: 'ledger_postings' | 'ledger_entries') =>
    Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`)).rows[0]?.n);

  it('posts legs that sum to zero, keeping each entry’s balance before and after', async () => {
    const wallet = memberWallet(await newMemberId(db));
    await fund(db, wallet, 10_000n);
    const shard = await houseShardOf(db, wallet.memberId);
    const [houseBefore, shardBefore] = [await balanceOf(db, houseAccount('GAME_HOUSE')), await houseShardBalance(db, 'GAME_HOUSE', shard)];
    const result = await postOne(bet(wallet, 2_500n));
    // a house leg answers the balance of the shard it went to; the account is the sum of its shards
    expect(result).toMatchObject({ replayed: false, balancesAfter: [7_500n, shardBefore + 2_500n], createdAtMs: NOW_MS });
    expect(await balanceOf(db, wallet)).toBe(7_500n);
    expect(await balanceOf(db, houseAccount('GAME_HOUSE'))).toBe(houseBefore + 2_500n);
    const { rows } = await db.query<{ amount: string; previous: string; balance: string; sequence: string }>(
      `SELECT amount_minor::text AS amount, previous_balance_minor::text AS previous, balance_minor::text AS balance, account_sequence::text AS sequence
         FROM ledger_entries WHERE posting_id = $1::bigint ORDER BY leg_index`,
      [result.postingId],
    );
    expect(rows[0]).toEqual({ amount: '-2500', previous: '10000', balance: '7500', sequence: '2' });
    expect(rows.reduce((total, row) => total + BigInt(row.amount), 0n)).toBe(0n);
  });

  it('reads 0 for an account never used, and opens accounts once', async () => {
    const wallet = memberWallet(await newMemberId(db), 'EVL');
    expect(await balanceOf(db, wallet)).toBe(0n);
    await Promise.all([fund(db, wallet, 100n), fund(db, wallet, 200n)]);
    const { rows } = await db.query<{ n: string }>("SELECT count(*)::text AS n FROM ledger_accounts WHERE member_id = $1::bigint AND wallet = 'EVL'", [wallet.memberId]);
    expect(rows[0]?.n).toBe('1');
    expect(await balanceOf(db, wallet)).toBe(300n);
  });

  it('spreads a house account over shards by member, and reads it as their sum', async () => {
    const members = [await newMemberId(db), await newMemberId(db)].map((id) => memberWallet(id));
    const shards = await Promise.all(members.map((member) => houseShardOf(db, member.memberId)));
    expect(shards[0]).not.toBe(shards[1]);
    const houseBefore = await balanceOf(db, houseAccount('GAME_HOUSE'));
    for (const member of members) await fund(db, member, 1_000n);
    await Promise.all(members.map((member) => postOne(bet(member, 400n))));
    const { rows } = await db.query<{ shard: number }>(
      `SELECT a.house_shard AS shard FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_postings p ON p.id = e.posting_id
        WHERE a.house_name = 'GAME_HOUSE' AND p.member_id = ANY($1::bigint[]) ORDER BY p.member_id`,
      [members.map((member) => member.memberId)],
    );
    expect(rows.map((row) => Number(row.shard))).toEqual(shards);
    expect(await balanceOf(db, houseAccount('GAME_HOUSE'))).toBe(houseBefore + 800n);
  });

  it('returns the first result to a replay and posts nothing more', async () => {
    const wallet = memberWallet(await newMemberId(db));
    await fund(db, wallet, 5_000n);
    const first = await postOne(bet(wallet, 1_000n, 'replayed-bet'));
    const postings = await countRows('ledger_postings');
    const again = await postOne(bet(wallet, 1_000n, 'replayed-bet'), NOW_MS + 60_000);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await countRows('ledger_postings')).toBe(postings);
    expect(await balanceOf(db, wallet)).toBe(4_000n);
  });

  it('hashes the payload canonically: key order does not matter, bigints and numbers are the same amount', async () => {
    const wallet = memberWallet(await newMemberId(db));
    await fund(db, wallet, 5_000n);
    const first = await postOne(bet(wallet, 100n, 'canonical', { round: 'r1', amountMinor: 100n }));
    const again = await postOne(bet(wallet, 100n, 'canonical', { amountMinor: 100, round: 'r1' }));
    expect(again).toMatchObject({ postingId: first.postingId, replayed: true });
  });

  it('refuses a used key with another payload, or from another merchant', async () => {
    const wallet = memberWallet(await newMemberId(db));
    await fund(db, wallet, 5_000n);
    await postOne(bet(wallet, 1_000n, 'conflicting-bet'));
    await expect(postOne(bet(wallet, 2_000n, 'conflicting-bet'))).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    const elsewhere = memberWallet(await newMemberId(db, 'NORTHSTAR'), 'MAIN', 'NORTHSTAR');
    await fund(db, elsewhere, 5_000n);
    const northstarBet: PostingRequest = { ...bet(elsewhere, 1_000n, 'conflicting-bet'), merchantCode: 'NORTHSTAR' };
    await expect(postOne({ ...northstarBet, legs: northstarBet.legs.map((leg, index) => (index === 1 ? { ...leg, account: houseAccount('GAME_HOUSE', 'NORTHSTAR') } : leg)) })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect(await balanceOf(db, wallet)).toBe(4_000n);
  });

  it('reads a used key’s first result without posting, asking for the payload only when the key is in use', async () => {
    const wallet = memberWallet(await newMemberId(db));
    await fund(db, wallet, 5_000n);
    let payloadsAsked = 0;
    const payloadOf = (amountMinor: bigint) => async () => {
      payloadsAsked += 1;
      return { amountMinor };
    };
    expect(await firstResultOf(db, 'SHONALI', 'test:game', 'read-first', payloadOf(1_000n))).toBeNull();
    expect(payloadsAsked).toBe(0);
    const first = await postOne(bet(wallet, 1_000n, 'read-first'));
    const postings = await countRows('ledger_postings');
    expect(await firstResultOf(db, 'SHONALI', 'test:game', 'read-first', payloadOf(1_000n))).toEqual({ ...first, replayed: true });
    await expect(firstResultOf(db, 'SHONALI', 'test:game', 'read-first', payloadOf(999n))).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    await expect(firstResultOf(db, 'NORTHSTAR', 'test:game', 'read-first', payloadOf(1_000n))).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(payloadsAsked).toBe(2); // another merchant is refused before its payload is asked
    expect(await countRows('ledger_postings')).toBe(postings);
  });

  it('refuses an overdraft and leaves nothing behind, not even the key', async () => {
    const wallet = memberWallet(await newMemberId(db));
    await fund(db, wallet, 999n);
    const before = await countRows('ledger_postings');
    await expect(postOne(bet(wallet, 1_000n, 'too-big'))).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await countRows('ledger_postings')).toBe(before);
    expect(await balanceOf(db, wallet)).toBe(999n);
    await fund(db, wallet, 1n);
    expect(await postOne(bet(wallet, 1_000n, 'too-big'))).toMatchObject({ replayed: false, balancesAfter: [0n, expect.any(BigInt)] });
  });

  it('lets the caller’s transaction go on after a refusal', async () => {
    const wallet = memberWallet(await newMemberId(db));
    await fund(db, wallet, 500n);
    const outcome = await db.transaction(async (tx) => {
      const refused = await post(tx, bet(wallet, 600n), NOW_MS).catch((error: unknown) => error);
      const taken = await post(tx, bet(wallet, 400n), NOW_MS);
      return { refused, taken };
    });
    expect(outcome.refused).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(outcome.taken.balancesAfter[0]).toBe(100n);
    expect(await balanceOf(db, wallet)).toBe(100n);
  });

  it('lets house accounts go below zero', async () => {
    const win: PostingRequest = {
      merchantCode: 'NORTHSTAR',
      idempotency: { source: 'test:game', key: 'first-win-of-the-house', payload: { amountMinor: 700 } },
      kind: 'WIN',
      legs: [
        { account: houseAccount('GAME_HOUSE', 'NORTHSTAR'), amountMinor: -700n },
        { account: memberWallet(await newMemberId(db, 'NORTHSTAR'), 'MAIN', 'NORTHSTAR'), amountMinor: 700n },
      ],
    };
    const before = await balanceOf(db, houseAccount('GAME_HOUSE', 'NORTHSTAR'));
    expect((await postOne(win)).balancesAfter).toEqual([before - 700n, 700n]);
  });

  it('refuses legs that do not sum to zero, mix merchants or name an account twice, writing nothing', async () => {
    const wallet = memberWallet(await newMemberId(db));
    await fund(db, wallet, 1_000n);
    const postings = await countRows('ledger_postings');
    const unbalanced = bet(wallet, 100n);
    await expect(postOne({ ...unbalanced, legs: [unbalanced.legs[0]!, { ...unbalanced.legs[1]!, amountMinor: 99n }] })).rejects.toMatchObject({ code: 'INTERNAL' });
    const mixed = bet(wallet, 100n);
    await expect(postOne({ ...mixed, legs: [mixed.legs[0]!, { account: houseAccount('GAME_HOUSE', 'NORTHSTAR'), amountMinor: 100n }] })).rejects.toMatchObject({ code: 'INTERNAL' });
    await expect(postOne({ ...mixed, legs: [{ account: wallet, amountMinor: -1n }, { account: wallet, amountMinor: 1n }] })).rejects.toMatchObject({ code: 'INTERNAL' });
    await expect(postOne({ ...mixed, legs: [mixed.legs[0]!] })).rejects.toMatchObject({ code: 'INTERNAL' });
    expect(await countRows('ledger_postings')).toBe(postings);
  });

  it('needs a transaction', async () => {
    const wallet = memberWallet(await newMemberId(db));
    await expect(post(db, bet(wallet, 0n), NOW_MS)).rejects.toThrow(/transaction/);
  });
});
