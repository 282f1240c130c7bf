import { MAIN_WALLET } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { post } from '../ledger';
import { insertPayout, type NewPayout } from './payout-repository';

/** The ledger's idempotency source of a brand's rebates; the key is the member and the day. */
export const rebateSource = (merchantCode: string) => `rebate:${merchantCode}`;
export const rebateKey = (memberId: string, day: string) => `${memberId}:${day}`;

/**
 * Pays the member's rebate of a day, once, inside the caller's transaction: claims the day's payout row
 * (null when the day was paid already, by the run or by a claim, here or on another instance) and posts
 * the amount from the brand's PROMOTIONS account into the member's main wallet (REBATE, decision 0042),
 * under the member-and-day key, so even a second writer past the row would post nothing twice.
 */
export async function payRebate(tx: Queryable, payout: NewPayout, nowMs: number): Promise<string | null> {
  if (payout.figures.amountMinor <= 0n) throw new Error(`rebates: a payout of ${payout.figures.amountMinor} for ${payout.memberId} on ${payout.day}`);
  const payoutId = await insertPayout(tx, payout, nowMs);
  if (payoutId === null) return null;
  const { merchantCode, memberId, day } = payout;
  const amountMinor = payout.figures.amountMinor;
  await post(
    tx,
    {
      merchantCode,
      idempotency: { source: rebateSource(merchantCode), key: rebateKey(memberId, day), payload: { memberId, day, amountMinor } },
      kind: 'REBATE',
      legs: [
        { account: { kind: 'house', merchantCode, name: 'PROMOTIONS' }, amountMinor: -amountMinor },
        { account: { kind: 'member', merchantCode, memberId, wallet: MAIN_WALLET }, amountMinor },
      ],
      reference: { memberId },
    },
    nowMs,
  );
  return payoutId;
}
