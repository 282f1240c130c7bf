import type { PostingNote } from '@croupier/domain';

/**
 * The ledger's public shapes. Every money movement is one posting of two or more legs that sum to
 * zero; a leg names an account and a signed amount in minor units (positive credits the account).
 * Member accounts can never go below zero; house accounts may (the house pays wins before it takes bets).
 */

/**
 * House and system accounts of one merchant, one per currency, each kept as several rows (shards, the
 * one a posting uses picked by its member: decision 0015) whose balances add up to the account's.
 */
export const HOUSE_ACCOUNTS = [
  /** counterparty of every stake and payout of every game, in-house or provider */
  'GAME_HOUSE',
  /** where free-play (trial) demo balances come from; never real money */
  'DEMO_FUNDS',
  /** counterparty of deposits and withdrawals paid out (cashier) */
  'CASHIER',
  /** operator corrections and opening balances of demo members */
  'ADJUSTMENTS',
  /** withdrawals asked for and not yet paid or given back: held out of the wallet (decision 0017) */
  'PENDING_WITHDRAWALS',
  /** what the platform pays top agents under contracts an operator made (decision 0022) */
  'AGENT_COMMISSIONS',
  /** what promotions cost (decision 0042): counterparty of every bonus credited, released or taken back, and of rebates */
  'PROMOTIONS',
  /** money an operator set aside for open red-envelope pools, until grabbed or returned to PROMOTIONS (decision 0042) */
  'RED_ENVELOPE_POOLS',
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

export type AccountRef =
  | {
      kind: 'member';
      merchantCode: string;
      memberId: string;
      /** `MAIN`, or a vendor's vassalage in transfer-wallet brands */
      wallet: string;
    }
  | { kind: 'house'; merchantCode: string; name: HouseAccount };

/**
 * WITHDRAWAL holds the money asked for; PAYOUT pays it out; WITHDRAWAL_RETURN gives it back. COMMISSION pays a
 * settled agent contract period. The rewards' kinds (decision 0042): BONUS credits a bonus into the member's
 * locked BONUS wallet, BONUS_RELEASE moves a completed one to MAIN, BONUS_REMOVAL takes back one forfeited,
 * expired or lost; REBATE pays a day's rebate; RED_ENVELOPE funds a pool, pays a grab or returns what is left;
 * PROMOTION pays a promotion's cash reward (a sign-in, a raffle prize, an application's; decision 0047).
 */
export const POSTING_KINDS = [
  'BET',
  'WIN',
  'ROLLBACK',
  'TRANSFER',
  'DEMO_GRANT',
  'ADJUSTMENT',
  'DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_RETURN',
  'PAYOUT',
  'COMMISSION',
  'BONUS',
  'BONUS_RELEASE',
  'BONUS_REMOVAL',
  'REBATE',
  'RED_ENVELOPE',
  'PROMOTION',
] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

export interface PostingLeg {
  account: AccountRef;
  /** signed minor units; the legs of a posting sum to zero */
  amountMinor: bigint;
}

export interface PostingRequest {
  merchantCode: string;
  /**
   * Unique per source: `provider:<code>` with the provider's transaction id, `client:<memberId>` with
   * the client's request id, `inhouse:<game>` with the round and bet. The payload is hashed and kept
   * with the key in the posting's own transaction: a replay returns the first result, the same key
   * with another payload is refused with IDEMPOTENCY_CONFLICT.
   */
  idempotency: { source: string; key: string; payload: unknown };
  kind: PostingKind;
  legs: readonly PostingLeg[];
  /** what the posting is about, kept for records (betting record, account record) */
  reference?: { roundId?: string; gameId?: string; memberId?: string; note?: PostingNote };
}

export interface PostingResult {
  postingId: string;
  /** true when the key had been posted before and this is the first result again */
  replayed: boolean;
  /** each leg's account balance right after the posting, in leg order; for a house leg, its shard's */
  balancesAfter: readonly bigint[];
  createdAtMs: number;
}
