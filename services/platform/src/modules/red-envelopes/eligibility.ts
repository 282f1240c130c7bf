import type { Queryable } from '../../db/database';
import { sqlParameters } from '../../db/sql-parameters';
import { teamConfirmedDepositsSql } from '../cashier';
import type { PoolRow } from './repository';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether the member has a confirmed deposit on the brand, ever: the cashier's own SQL over its
 * deposits, for a "team" of this one member (decision 0037: the owner hands out the SQL).
 */
export async function hasConfirmedDeposit(db: Queryable, merchantCode: string, memberId: string, nowMs: number): Promise<boolean> {
  const { params, param } = sqlParameters();
  const member = param(memberId);
  const deposits = teamConfirmedDepositsSql(param, { merchantCode, fromAt: new Date(0), toAt: new Date(nowMs + DAY_MS) });
  const { rows } = await db.query<{ found: boolean }>(`WITH team AS (SELECT ${member}::bigint AS member_id) SELECT EXISTS (${deposits}) AS found`, params);
  return rows[0]?.found === true;
}

/** Who may grab from a pool: every real member, or only those with a confirmed deposit. */
export async function mayGrab(db: Queryable, pool: Pick<PoolRow, 'merchantCode' | 'eligibility'>, memberId: string, nowMs: number): Promise<boolean> {
  if (pool.eligibility === 'ALL_MEMBERS') return true;
  return hasConfirmedDeposit(db, pool.merchantCode, memberId, nowMs);
}
