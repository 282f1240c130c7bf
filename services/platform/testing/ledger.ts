import { PLAYER_MEMBER_TYPE } from '@croupier/domain';
import type { Database, Queryable } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { insertMember } from '../src/modules/accounts/repository';
import { registerMerchant } from '../src/modules/brands/service';
import { recordLedgerCurrencies } from '../src/modules/ledger/ledger-currencies';
import { post } from '../src/modules/ledger/ledger';
import type { AccountRef, HouseAccount, PostingResult } from '../src/modules/ledger/ledger-types';
import { REPO_BRANDS } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * A database the ledger can post in: migrated, the repository's merchants and their currencies in
 * place. The embedded one starts prepared; a real Postgres gets just that much, without the demo data
 * a whole server start would write.
 */
export async function createLedgerTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase({ prepared: true });
  if (database.kind === 'embedded') return database;
  const { db } = database;
  await migrate(db);
  await db.transaction(async (tx) => {
    for (const brand of REPO_BRANDS) await registerMerchant(tx, brand);
  });
  await recordLedgerCurrencies(db, REPO_BRANDS, Date.now());
  return database;
}

let lastLedgerMember = 0;

/** A new player row of the merchant, straight in the database: ledger tests need an id, not a login. */
export async function newMemberId(db: Queryable, merchantCode = 'SHONALI'): Promise<string> {
  lastLedgerMember += 1;
  const member = await insertMember(db, {
    merchantCode,
    username: `ledger_${process.pid}_${lastLedgerMember}_${Math.floor(Math.random() * 1e6)}`,
    type: PLAYER_MEMBER_TYPE,
    passwordHash: 'not-a-hash',
    passwordChangedAtMs: null,
    createdAtMs: Date.now(),
  });
  if (typeof member === 'string') throw new Error(`a test member clashed on its ${member}`);
  return member.id;
}

export type MemberAccountRef = Extract<AccountRef, { kind: 'member' }>;

export const memberWallet = (memberId: string, wallet = 'MAIN', merchantCode = 'SHONALI'): MemberAccountRef => ({ kind: 'member', merchantCode, memberId, wallet });
export const houseAccount = (name: HouseAccount, merchantCode = 'SHONALI'): AccountRef => ({ kind: 'house', merchantCode, name });

/** The house shard a member's postings go to, as the database picks it. */
export async function houseShardOf(db: Queryable, memberId: string): Promise<number> {
  const { rows } = await db.query<{ shard: number }>('SELECT ledger_house_shard($1::bigint) AS shard', [memberId]);
  return Number(rows[0]?.shard);
}

/** The balance of one shard of a house account (0 when it was never used). */
export async function houseShardBalance(db: Queryable, name: HouseAccount, shard: number, merchantCode = 'SHONALI'): Promise<bigint> {
  const { rows } = await db.query<{ balance_minor: string }>(
    'SELECT balance_minor::text AS balance_minor FROM ledger_accounts WHERE merchant_code = $1 AND house_name = $2 AND house_shard = $3',
    [merchantCode, name, shard],
  );
  return BigInt(rows[0]?.balance_minor ?? '0');
}

let lastFunding = 0;

/** Puts money in an account from the merchant's ADJUSTMENTS account, under a key of its own. */
export function fund(db: Database, account: AccountRef, amountMinor: bigint, nowMs = Date.now()): Promise<PostingResult> {
  lastFunding += 1;
  const key = `fund-${process.pid}-${lastFunding}-${Math.random().toString(36).slice(2)}`;
  return db.transaction((tx) =>
    post(
      tx,
      {
        merchantCode: account.merchantCode,
        idempotency: { source: 'test:fund', key, payload: { amountMinor } },
        kind: 'ADJUSTMENT',
        legs: [
          { account: houseAccount('ADJUSTMENTS', account.merchantCode), amountMinor: -amountMinor },
          { account, amountMinor },
        ],
      },
      nowMs,
    ),
  );
}
