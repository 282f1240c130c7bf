import { TRIAL_MEMBER_TYPE } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { HOUSE_ACCOUNT_TYPE } from '../accounts';

/**
 * The agent tree as transfers read it: `members.upline_id` links each member to the agent above it
 * (migration 0002; indexed for the walk down by 0019). Read only: the tree is made at registration.
 */

/** The other end of a transfer. */
export interface TransferParty {
  id: string;
  username: string;
}

/** The member's direct upline, or null for a member who registered under no agent. */
export async function selectUpline(db: Queryable, merchantCode: string, memberId: string): Promise<TransferParty | null> {
  const { rows } = await db.query<TransferParty>(
    `SELECT upline.id::text AS id, upline.username
       FROM members member JOIN members upline ON upline.merchant_code = member.merchant_code AND upline.id = member.upline_id
      WHERE member.merchant_code = $1 AND member.id = $2::bigint`,
    [merchantCode, memberId],
  );
  return rows[0] ?? null;
}

/**
 * The account named `username` if, and only if, it is in the agent's downline, at most `maxDepth`
 * levels down: the name's row, then the one closure row (member_paths, decision 0022) that says whether
 * it lies under the agent, two index lookups however large the tree. The agent itself (depth 0), its
 * upline and any account of another tree or of no tree answer the same null, as does a free-play or
 * house account, which holds no real money.
 */
export async function selectDownlineByUsername(db: Queryable, merchantCode: string, agentId: string, username: string, maxDepth: number): Promise<TransferParty | null> {
  const { rows } = await db.query<TransferParty>(
    `SELECT target.id::text AS id, target.username
       FROM members target
       JOIN member_paths path ON path.merchant_code = $1 AND path.ancestor_id = $2::bigint AND path.descendant_id = target.id
      WHERE target.merchant_code = $1 AND lower(target.username) = lower($3)
        AND path.depth BETWEEN 1 AND $4::int AND target.type NOT IN ($5::smallint, $6::smallint)`,
    [merchantCode, agentId, username, maxDepth, TRIAL_MEMBER_TYPE, HOUSE_ACCOUNT_TYPE],
  );
  return rows[0] ?? null;
}
