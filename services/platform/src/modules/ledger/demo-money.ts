import type { Brand } from '@croupier/brand-config';
import type { PostingNote } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { post } from './ledger';
import type { HouseAccount, PostingKind, PostingResult } from './ledger-types';

/** What the demo player and agent hold on a brand's first start, in the brand's currency. */
export const DEMO_MEMBER_OPENING_BALANCE_MAJOR = 10_000n;
/** What a free-play (trial) account gets to play with: demo money from DEMO_FUNDS, never real. */
export const TRIAL_DEMO_BALANCE_MAJOR = 10_000n;
/** The idempotency source of money the server itself hands out for demos and free play. */
export const DEMO_MONEY_SOURCE = 'demo';

/** Whole units of the brand's currency in its minor units: 10,000 BDT with scale 2 is 1,000,000. */
export function minorUnitsOf(brand: Brand, major: bigint): bigint {
  return major * 10n ** BigInt(brand.currency.scale);
}

interface DemoCredit {
  key: string;
  kind: PostingKind;
  from: HouseAccount;
  note: PostingNote;
}

/**
 * Credits a member's MAIN wallet from a house account once per key. A key already used with another
 * amount (the constant changed since) means the member got their money then; that grant stands.
 */
async function creditOnce(tx: Queryable, brand: Brand, memberId: string, amountMinor: bigint, credit: DemoCredit, nowMs: number): Promise<PostingResult | null> {
  const { merchantCode } = brand;
  try {
    return await post(
      tx,
      {
        merchantCode,
        idempotency: { source: DEMO_MONEY_SOURCE, key: credit.key, payload: { merchantCode, memberId, amountMinor } },
        kind: credit.kind,
        legs: [
          { account: { kind: 'house', merchantCode, name: credit.from }, amountMinor: -amountMinor },
          { account: { kind: 'member', merchantCode, memberId, wallet: 'MAIN' }, amountMinor },
        ],
        reference: { memberId, note: credit.note },
      },
      nowMs,
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === 'IDEMPOTENCY_CONFLICT') return null;
    throw error;
  }
}

/** A demo member's opening balance, from ADJUSTMENTS; given again on every start, it is posted once. */
export function openDemoMemberBalance(tx: Queryable, brand: Brand, memberId: string, nowMs: number): Promise<PostingResult | null> {
  const amountMinor = minorUnitsOf(brand, DEMO_MEMBER_OPENING_BALANCE_MAJOR);
  return creditOnce(tx, brand, memberId, amountMinor, { key: `opening:${memberId}`, kind: 'ADJUSTMENT', from: 'ADJUSTMENTS', note: { code: 'openingBalance', params: {} } }, nowMs);
}

/** A free-play account's demo balance, from DEMO_FUNDS, once per trial member. */
export function grantTrialBalance(tx: Queryable, brand: Brand, memberId: string, nowMs: number): Promise<PostingResult | null> {
  const amountMinor = minorUnitsOf(brand, TRIAL_DEMO_BALANCE_MAJOR);
  return creditOnce(tx, brand, memberId, amountMinor, { key: `trial:${memberId}`, kind: 'DEMO_GRANT', from: 'DEMO_FUNDS', note: { code: 'freePlayBalance', params: {} } }, nowMs);
}
