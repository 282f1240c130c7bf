import type { Database } from '../../db/database';
import { JobLease } from '../../db/job-lease';
import { lapseDepositBonusIn } from '../promotions';
import { expirePendingGatewayDeposits } from './deposit-repository';

/**
 * Gateway deposits nobody paid expire (decision 0017, "Abandoned gateway deposits expire"): a player
 * who opened the gateway's page and left would otherwise see "Pending" for good, and so would the
 * desk. Expiry moves no money (nothing was credited); a notice that comes after it still decides the
 * deposit (gateway-notices.ts). Every instance's housekeeping runs this; the lease lets one run at a
 * time, and each batch writes only rows still pending, so a restart or a second instance expires
 * each deposit once.
 */

/** How long a gateway deposit waits for its notice unless the server says otherwise: the checkout link's life. */
export const DEFAULT_GATEWAY_DEPOSIT_EXPIRY_MS = 30 * 60_000;
/** GATEWAY_DEPOSIT_EXPIRY_MINUTES may not be shorter than this: a player needs time to pay. */
export const MIN_GATEWAY_DEPOSIT_EXPIRY_MS = 5 * 60_000;
export const MAX_GATEWAY_DEPOSIT_EXPIRY_MS = 7 * 24 * 60 * 60_000;

export const GATEWAY_EXPIRY_JOB = 'cashier:gateway-deposit-expiry';
/** Far longer than a batch takes; a run whose instance died is taken over after it. */
const GATEWAY_EXPIRY_LEASE_MS = 60_000;
const GATEWAY_EXPIRY_BATCH = 200;

export interface GatewayExpiryRun {
  expired: number;
  /** another instance held the lease */
  skipped: boolean;
}

/** Expires every gateway deposit pending for longer than `expiryMs` as of `nowMs`, a batch per transaction. */
export async function expireAbandonedGatewayDeposits(db: Database, nowMs: number, expiryMs: number, batchSize = GATEWAY_EXPIRY_BATCH): Promise<GatewayExpiryRun> {
  const lease = await JobLease.acquire(db, GATEWAY_EXPIRY_JOB, GATEWAY_EXPIRY_LEASE_MS);
  if (!lease) return { expired: 0, skipped: true };
  let expired = 0;
  let leaseLost = false;
  try {
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const done = await expirePendingGatewayDeposits(tx, nowMs - expiryMs, nowMs, batchSize);
        // an abandoned payment's deposit bonus lapses with it, so the member may join again
        for (const deposit of done) await lapseDepositBonusIn(tx, deposit.id, nowMs);
        return done;
      });
      expired += batch.length;
      if (batch.length < batchSize) break;
      leaseLost = !(await lease.renew());
      if (leaseLost) break;
    }
  } finally {
    if (!leaseLost) await lease.release();
  }
  return { expired, skipped: false };
}

/** GATEWAY_DEPOSIT_EXPIRY_MINUTES: whole minutes from 5 to 10080 (a week); 30 when unset. */
export function gatewayDepositExpiryMsFrom(text: string | undefined): number {
  const value = text?.trim() ?? '';
  if (value === '') return DEFAULT_GATEWAY_DEPOSIT_EXPIRY_MS;
  const minutes = Number(value);
  const ms = minutes * 60_000;
  if (!/^\d+$/.test(value) || ms < MIN_GATEWAY_DEPOSIT_EXPIRY_MS || ms > MAX_GATEWAY_DEPOSIT_EXPIRY_MS) {
    throw new Error(`GATEWAY_DEPOSIT_EXPIRY_MINUTES must be whole minutes from ${MIN_GATEWAY_DEPOSIT_EXPIRY_MS / 60_000} to ${MAX_GATEWAY_DEPOSIT_EXPIRY_MS / 60_000}, got "${text}"`);
  }
  return ms;
}
