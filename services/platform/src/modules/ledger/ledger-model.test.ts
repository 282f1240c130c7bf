import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createLedgerTestDatabase, fund, houseAccount, houseShardBalance, houseShardOf, memberWallet, newMemberId } from '../../../testing/ledger';
import type { TestDatabase } from '../../../testing/test-database';
import { canonicalJson } from './canonical-json';
import { assertLedgerConsistent } from './ledger-check';
import { balanceOf, post } from './ledger';
import { accountKeyOf } from './posting-rules';
import type { AccountRef, PostingRequest, PostingResult } from './ledger-types';

/**
 * The ledger against a model of it: a map of balances (a house account's by shard: a posting's house
 * leg lands on the shard its member falls on, and answers that shard's balance) and a map of used keys. Random sequences of
 * bets, wins and wallet transfers run through post(), with keys drawn from a small pool so that
 * replays and conflicting reuses come up as often as new keys; after every step the answer and the
 * balances must be what the model says, and after every sequence ledger_check() must find nothing.
 */

const OPENING_BALANCE_MINOR = 10_000n;
const KEY_POOL = 6;
const VENDOR_WALLETS = ['EVL', 'AUR'] as const;

interface Movement {
  kind: 'BET' | 'WIN' | 'TRANSFER_IN' | 'TRANSFER_OUT';
  member: number;
  vendor: (typeof VENDOR_WALLETS)[number];
  amountMinor: bigint;
  keyIndex: number;
}

interface UsedKey {
  payloadJson: string;
  result: PostingResult;
}

interface Model {
  balances: Map<string, bigint>;
  /** the house shard of each member, from the database's ledger_house_shard() */
  shards: Map<string, number>;
  usedKeys: Map<number, UsedKey>;
}

interface Real {
  db: Database;
  memberIds: string[];
  keyPrefix: string;
}

/** How often each answer came up over all runs: the generator must reach every one of them. */
const seen = { posted: 0, replayed: 0, conflict: 0, overdraft: 0 };

function legsOf(movement: Movement, memberId: string): [AccountRef, AccountRef] {
  const main = memberWallet(memberId);
  const vendor = memberWallet(memberId, movement.vendor);
  switch (movement.kind) {
    case 'BET':
      return [main, houseAccount('GAME_HOUSE')];
    case 'WIN':
      return [houseAccount('GAME_HOUSE'), main];
    case 'TRANSFER_IN':
      return [main, vendor];
    case 'TRANSFER_OUT':
      return [vendor, main];
  }
}

function requestOf(movement: Movement, real: Real): PostingRequest {
  const memberId = real.memberIds[movement.member] ?? '';
  const [from, to] = legsOf(movement, memberId);
  const payload = { kind: movement.kind, member: movement.member, vendor: movement.vendor, amountMinor: movement.amountMinor };
  return {
    merchantCode: 'SHONALI',
    idempotency: { source: `model:${real.keyPrefix}`, key: `key-${movement.keyIndex}`, payload },
    kind: movement.kind === 'BET' || movement.kind === 'WIN' ? movement.kind : 'TRANSFER',
    legs: [
      { account: from, amountMinor: -movement.amountMinor },
      { account: to, amountMinor: movement.amountMinor },
    ],
  };
}

/** Where the model keeps an account's balance: a member wallet's own, or the house shard the posting goes to. */
const memberOf = (request: PostingRequest) => request.legs.find((leg) => leg.account.kind === 'member')?.account;
const modelKeyOf = (model: Model, request: PostingRequest, account: AccountRef) => {
  const member = memberOf(request);
  if (account.kind !== 'house' || member?.kind !== 'member') return accountKeyOf(account);
  return `${accountKeyOf(account)}#${model.shards.get(member.memberId) ?? 'unknown'}`;
};
const balanceIn = (model: Model, request: PostingRequest, account: AccountRef) => model.balances.get(modelKeyOf(model, request, account)) ?? 0n;

/** One posting sent: new key, replay or conflicting reuse, with the answer the model expects. */
class SendPosting implements fc.AsyncCommand<Model, Real> {
  constructor(readonly movement: Movement) {}

  check(): boolean {
    return true;
  }

  async run(model: Model, real: Real): Promise<void> {
    const request = requestOf(this.movement, real);
    const attempt = real.db.transaction((tx) => post(tx, request, Date.now()));
    const used = model.usedKeys.get(this.movement.keyIndex);
    const payloadJson = canonicalJson(request.idempotency.payload);
    if (used) {
      if (used.payloadJson === payloadJson) {
        expect(await attempt).toEqual({ ...used.result, replayed: true });
        seen.replayed += 1;
      } else {
        await expect(attempt).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
        seen.conflict += 1;
      }
      return;
    }
    const after = request.legs.map((leg) => balanceIn(model, request, leg.account) + leg.amountMinor);
    const overdraws = request.legs.some((leg, index) => leg.account.kind === 'member' && (after[index] ?? 0n) < 0n);
    if (overdraws) {
      await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      seen.overdraft += 1;
      return;
    }
    const result = await attempt;
    expect(result).toMatchObject({ replayed: false, balancesAfter: after });
    request.legs.forEach((leg, index) => model.balances.set(modelKeyOf(model, request, leg.account), after[index] ?? 0n));
    model.usedKeys.set(this.movement.keyIndex, { payloadJson, result });
    seen.posted += 1;
  }

  toString(): string {
    const { kind, member, vendor, amountMinor, keyIndex } = this.movement;
    return `${kind}(member ${member}, ${vendor}, ${amountMinor}, key ${keyIndex})`;
  }
}

/** Sends again exactly what an earlier step sent under a used key: always a replay. */
class ReplayUsedKey implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}

  check(model: Readonly<Model>): boolean {
    return model.usedKeys.size > 0;
  }

  async run(model: Model, real: Real): Promise<void> {
    const keys = [...model.usedKeys.keys()];
    const keyIndex = keys[this.pick % keys.length] ?? 0;
    const used = model.usedKeys.get(keyIndex);
    if (!used) throw new Error('check() let a replay run without a used key');
    const payload = JSON.parse(used.payloadJson) as Omit<Movement, 'keyIndex' | 'amountMinor'> & { amountMinor: number };
    const request = requestOf({ ...payload, amountMinor: BigInt(payload.amountMinor), keyIndex }, real);
    expect(await real.db.transaction((tx) => post(tx, request, Date.now()))).toEqual({ ...used.result, replayed: true });
    seen.replayed += 1;
  }

  toString(): string {
    return `replay(${this.pick})`;
  }
}

const movementArbitrary = fc.record({
  kind: fc.constantFrom('BET', 'WIN', 'TRANSFER_IN', 'TRANSFER_OUT' as const),
  member: fc.integer({ min: 0, max: 1 }),
  vendor: fc.constantFrom(...VENDOR_WALLETS),
  // up to more than a wallet holds, so overdrafts are tried too
  amountMinor: fc.bigInt({ min: 1n, max: 12_000n }),
  keyIndex: fc.integer({ min: 0, max: KEY_POOL - 1 }),
});

const commandsArbitrary = fc.commands([movementArbitrary.map((movement) => new SendPosting(movement)), fc.nat().map((pick) => new ReplayUsedKey(pick))], { maxCommands: 25 });

describe('ledger against its model', () => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createLedgerTestDatabase();
    db = database.db;
  });
  afterAll(async () => database?.dispose());

  let run = 0;

  it('answers and balances as the model does over random sequences of postings, replays and conflicts', async () => {
    await fc.assert(
      fc.asyncProperty(commandsArbitrary, async (commands) => {
        run += 1;
        const memberIds = [await newMemberId(db), await newMemberId(db)];
        const balances = new Map<string, bigint>();
        for (const memberId of memberIds) {
          await fund(db, memberWallet(memberId), OPENING_BALANCE_MINOR);
          balances.set(accountKeyOf(memberWallet(memberId)), OPENING_BALANCE_MINOR);
        }
        const house = houseAccount('GAME_HOUSE');
        const houseTotalBefore = await balanceOf(db, house);
        const shards = new Map<string, number>();
        for (const memberId of memberIds) shards.set(memberId, await houseShardOf(db, memberId));
        for (const shard of new Set(shards.values())) balances.set(`${accountKeyOf(house)}#${shard}`, await houseShardBalance(db, 'GAME_HOUSE', shard));
        const shardTotalBefore = [...new Set(shards.values())].reduce((total, shard) => total + (balances.get(`${accountKeyOf(house)}#${shard}`) ?? 0n), 0n);
        const model: Model = { balances, shards, usedKeys: new Map() };
        const real: Real = { db, memberIds, keyPrefix: `${process.pid}-${run}-${Date.now()}` };
        await fc.asyncModelRun(() => ({ model, real }), commands);

        let shardTotalAfter = 0n;
        for (const [key, expected] of model.balances) {
          const [kind, merchantCode, ...rest] = key.split(':');
          if (kind === 'member') {
            expect(await balanceOf(db, memberWallet(rest[0] ?? '', rest[1], merchantCode)), key).toBe(expected);
            continue;
          }
          const shard = Number(key.split('#')[1]);
          expect(await houseShardBalance(db, 'GAME_HOUSE', shard), key).toBe(expected);
          shardTotalAfter += expected;
        }
        // the house account as a whole moved by exactly what its shards did
        expect(await balanceOf(db, house)).toBe(houseTotalBefore + shardTotalAfter - shardTotalBefore);
        await assertLedgerConsistent(db);
      }),
      { numRuns: 20 },
    );
    for (const [answer, count] of Object.entries(seen)) expect(count, answer).toBeGreaterThan(0);
  });
});
