import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createLedgerTestDatabase, houseAccount, memberWallet, newMemberId } from '../../../testing/ledger';
import { repoBrand } from '../../../testing/test-app';
import type { TestDatabase } from '../../../testing/test-database';
import { DEMO_MONEY_SOURCE, grantTrialBalance, minorUnitsOf, openDemoMemberBalance } from './demo-money';
import { assertLedgerConsistent } from './ledger-check';
import { balanceOf, post } from './ledger';

describe('demo money', () => {
  let database: TestDatabase;
  let db: Database;
  const shonali = repoBrand('shonali');
  beforeAll(async () => {
    database = await createLedgerTestDatabase();
    db = database.db;
  });
  afterAll(async () => {
    await assertLedgerConsistent(db);
    await database?.dispose();
  });

  it('counts whole units in the brand’s minor units', () => {
    expect(minorUnitsOf(shonali, 10_000n)).toBe(1_000_000n);
    expect(minorUnitsOf({ ...shonali, currency: { ...shonali.currency, scale: 0 } }, 10_000n)).toBe(10_000n);
  });

  it('opens a demo member’s balance once, from ADJUSTMENTS', async () => {
    const memberId = await newMemberId(db);
    const adjustmentsBefore = await balanceOf(db, houseAccount('ADJUSTMENTS'));
    const first = await db.transaction((tx) => openDemoMemberBalance(tx, shonali, memberId, Date.now()));
    const again = await db.transaction((tx) => openDemoMemberBalance(tx, shonali, memberId, Date.now()));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf(db, memberWallet(memberId))).toBe(1_000_000n);
    expect(await balanceOf(db, houseAccount('ADJUSTMENTS'))).toBe(adjustmentsBefore - 1_000_000n);
  });

  it('lets an earlier grant of another amount stand', async () => {
    const memberId = await newMemberId(db);
    await db.transaction((tx) =>
      post(
        tx,
        {
          merchantCode: 'SHONALI',
          idempotency: { source: DEMO_MONEY_SOURCE, key: `trial:${memberId}`, payload: { merchantCode: 'SHONALI', memberId, amountMinor: 500n } },
          kind: 'DEMO_GRANT',
          legs: [
            { account: houseAccount('DEMO_FUNDS'), amountMinor: -500n },
            { account: memberWallet(memberId), amountMinor: 500n },
          ],
        },
        Date.now(),
      ),
    );
    expect(await db.transaction((tx) => grantTrialBalance(tx, shonali, memberId, Date.now()))).toBeNull();
    expect(await balanceOf(db, memberWallet(memberId))).toBe(500n);
  });
});
