import type { Queryable } from '../../db/database';
import { post } from '../ledger';
import type { PoolRow } from './repository';

/**
 * The three postings of a pool (decision 0042, kind RED_ENVELOPE), each under a key that can be taken
 * once: whoever approves, grabs or closes twice, on whichever instance, the ledger answers the first.
 */

/** Funding: one per pool. */
export const FUNDING_SOURCE = 'red-envelope:fund';
/** What is left going back: one per pool. */
export const RETURN_SOURCE = 'red-envelope:return';
/** A grab: one per member per pool, the member's id the key. */
export const grabSource = (poolId: string) => `red-envelope:${poolId}`;

const promotions = (merchantCode: string) => ({ kind: 'house', merchantCode, name: 'PROMOTIONS' }) as const;
const pools = (merchantCode: string) => ({ kind: 'house', merchantCode, name: 'RED_ENVELOPE_POOLS' }) as const;

/** PROMOTIONS -> RED_ENVELOPE_POOLS: the pool's total set aside. Returns the posting's id. */
export async function fundPool(tx: Queryable, pool: PoolRow, nowMs: number): Promise<string> {
  const posted = await post(
    tx,
    {
      merchantCode: pool.merchantCode,
      idempotency: { source: FUNDING_SOURCE, key: pool.id, payload: { action: 'fund', poolId: pool.id, totalMinor: pool.totalMinor } },
      kind: 'RED_ENVELOPE',
      legs: [
        { account: promotions(pool.merchantCode), amountMinor: -pool.totalMinor },
        { account: pools(pool.merchantCode), amountMinor: pool.totalMinor },
      ],
    },
    nowMs,
  );
  return posted.postingId;
}

/** RED_ENVELOPE_POOLS -> the member's MAIN wallet: one envelope. Returns the posting's id. */
export async function payGrab(tx: Queryable, pool: Pick<PoolRow, 'id' | 'merchantCode'>, memberId: string, envelopeIndex: number, amountMinor: bigint, nowMs: number): Promise<string> {
  const posted = await post(
    tx,
    {
      merchantCode: pool.merchantCode,
      idempotency: { source: grabSource(pool.id), key: memberId, payload: { action: 'grab', poolId: pool.id, memberId, envelopeIndex, amountMinor } },
      kind: 'RED_ENVELOPE',
      legs: [
        { account: pools(pool.merchantCode), amountMinor: -amountMinor },
        { account: { kind: 'member', merchantCode: pool.merchantCode, memberId, wallet: 'MAIN' }, amountMinor },
      ],
      reference: { memberId },
    },
    nowMs,
  );
  return posted.postingId;
}

/** RED_ENVELOPE_POOLS -> PROMOTIONS: what no one grabbed. Returns the posting's id. */
export async function returnLeftover(tx: Queryable, pool: Pick<PoolRow, 'id' | 'merchantCode'>, leftMinor: bigint, nowMs: number): Promise<string> {
  const posted = await post(
    tx,
    {
      merchantCode: pool.merchantCode,
      idempotency: { source: RETURN_SOURCE, key: pool.id, payload: { action: 'return', poolId: pool.id, leftMinor } },
      kind: 'RED_ENVELOPE',
      legs: [
        { account: pools(pool.merchantCode), amountMinor: -leftMinor },
        { account: promotions(pool.merchantCode), amountMinor: leftMinor },
      ],
    },
    nowMs,
  );
  return posted.postingId;
}
