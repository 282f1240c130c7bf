import type { Brand } from '@croupier/brand-config';
import type { Turnover } from '@croupier/contract';
import type { Queryable } from '../../db/database';
import { stakedSince } from '../ledger';

/**
 * The turnover rule (decision 0017): a player withdraws only once their valid bets reach the brand's
 * percent of every deposit confirmed since their last withdrawal (one not turned down): a large deposit
 * followed by a small one asks for both. Valid bets are stakes the ledger took from any of the
 * player's wallets since the first of those deposits, less stakes it gave back (rollbacks, refunds): a
 * stake returned was never at risk. With no deposit since the last withdrawal nothing is required.
 */
export async function turnoverOf(db: Queryable, brand: Brand, memberId: string): Promise<Turnover> {
  const { rows } = await db.query<{ deposits_minor: string | null; first_at: string | null }>(
    `WITH last_withdrawal AS (
       SELECT max(w.created_at) AS at FROM cashier_withdrawals w
        WHERE w.merchant_code = $1 AND w.member_id = $2::bigint AND w.status NOT IN ('REJECTED', 'FAILED')
     ), deposits AS (
       SELECT d.amount_minor, d.decided_at FROM cashier_deposits d
        WHERE d.merchant_code = $1 AND d.member_id = $2::bigint AND d.status = 'CONFIRMED'
          AND d.decided_at > coalesce((SELECT at FROM last_withdrawal), '-infinity'::timestamptz)
     )
     SELECT (SELECT sum(amount_minor)::text FROM deposits) AS deposits_minor, (SELECT min(decided_at)::text FROM deposits) AS first_at`,
    [brand.merchantCode, memberId],
  );
  const depositsMinor = BigInt(rows[0]?.deposits_minor ?? '0');
  const percent = BigInt(brand.cashier?.turnoverPercent ?? 0);
  // rounded up: a requirement of 100.5 minor units is met at 101
  const required = (depositsMinor * percent + 99n) / 100n;
  const firstAt = rows[0]?.first_at;
  const betsMinor = firstAt == null ? 0n : await stakedSince(db, brand.merchantCode, memberId, firstAt);
  const done = betsMinor > 0n ? betsMinor : 0n;
  const remaining = required > done ? required - done : 0n;
  return { requiredMinor: Number(required), doneMinor: Number(done), remainingMinor: Number(remaining) };
}
