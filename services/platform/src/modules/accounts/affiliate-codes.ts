import type { Queryable } from '../../db/database';

/**
 * The agent's invite code: `members.affiliate_code`, the code the register form takes (accounts/
 * register.ts finds the agent by it). Unique per merchant in any case (members_affiliate_code).
 */

export async function selectAffiliateCode(db: Queryable, merchantCode: string, agentId: string): Promise<string | null> {
  const { rows } = await db.query<{ affiliate_code: string | null }>('SELECT affiliate_code FROM members WHERE merchant_code = $1 AND id = $2::bigint', [merchantCode, agentId]);
  return rows[0]?.affiliate_code ?? null;
}

function isAffiliateCodeClash(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'code') === '23505' && Reflect.get(error, 'constraint') === 'members_affiliate_code';
}

/**
 * Gives the agent `code` unless it has a code already, and answers the code it has now; 'taken' when
 * another agent of the merchant holds `code`. One statement: two calls at once keep the first code.
 */
export async function updateMissingAffiliateCode(db: Queryable, merchantCode: string, agentId: string, code: string): Promise<string | 'taken'> {
  try {
    const { rows } = await db.query<{ affiliate_code: string }>(
      `WITH given AS (
         UPDATE members SET affiliate_code = $3 WHERE merchant_code = $1 AND id = $2::bigint AND affiliate_code IS NULL RETURNING affiliate_code)
       SELECT affiliate_code FROM given
       UNION ALL
       SELECT affiliate_code FROM members WHERE merchant_code = $1 AND id = $2::bigint AND affiliate_code IS NOT NULL`,
      [merchantCode, agentId, code],
    );
    const held = rows[0]?.affiliate_code ?? (await selectAffiliateCode(db, merchantCode, agentId));
    // a call at the same instant gave the code after this statement's snapshot: read what it gave
    if (held === null) throw new Error(`agents: agent ${agentId} of ${merchantCode} has no invite code after giving one`);
    return held;
  } catch (error) {
    if (isAffiliateCodeClash(error)) return 'taken';
    throw error;
  }
}
