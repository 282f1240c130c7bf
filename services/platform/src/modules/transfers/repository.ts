import { TRIAL_MEMBER_TYPE } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { HOUSE_ACCOUNT_TYPE } from '../accounts/member-context';

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
 * The account named `username` if, and only if, it is in the agent's downline: found by walking the
 * tree down from the agent, at most `maxDepth` levels, in the one query that finds it. The agent itself
 * (depth 0), its upline and any account of another tree or of no tree answer the same null, as does a
 * free-play or house account, which holds no real money. The depth bound also ends the walk on a
 * cycle, should one ever be written.
 */
export async function selectDownlineByUsername(db: Queryable, merchantCode: string, agentId: string, username: string, maxDepth: number): Promise<TransferParty | null> {
  const { rows } = await db.query<TransferParty>(
    `WITH RECURSIVE downline (id, depth) AS (
       SELECT agent.id, 0 FROM members agent WHERE agent.merchant_code = $1 AND agent.id = $2::bigint
       UNION ALL
       SELECT child.id, downline.depth + 1
         FROM downline JOIN members child ON child.merchant_code = $1 AND child.upline_id = downline.id
        WHERE downline.depth < $4::int
     )
     SELECT target.id::text AS id, target.username
       FROM downline JOIN members target ON target.merchant_code = $1 AND target.id = downline.id
      WHERE downline.depth > 0 AND lower(target.username) = lower($3) AND target.type NOT IN ($5::smallint, $6::smallint)
      LIMIT 1`,
    [merchantCode, agentId, username, maxDepth, TRIAL_MEMBER_TYPE, HOUSE_ACCOUNT_TYPE],
  );
  return rows[0] ?? null;
}
