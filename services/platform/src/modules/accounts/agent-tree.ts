import { TRIAL_MEMBER_TYPE } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { HOUSE_ACCOUNT_TYPE } from './member-context';

/**
 * The agent tree as transfers read it: `members.upline_id` links each member to the agent above it
 * (migration 0002; indexed for the walk down by 0019), and member_paths holds its closure (decision
 * 0022, written by sql/member_paths_on_insert.sql). Read only: the tree is made at registration.
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

export interface DownlineAccount {
  id: string;
  username: string;
  type: number;
  /** 1 for a direct downline */
  depth: number;
}

/** The account named `username` if it is in the agent's strict downline (member_paths depth >= 1), else null. */
export async function selectDownlineByName(db: Queryable, merchantCode: string, agentId: string, username: string): Promise<DownlineAccount | null> {
  const { rows } = await db.query<{ id: string; username: string; type: number; depth: number }>(
    `SELECT m.id::text AS id, m.username, m.type, p.depth
       FROM members m JOIN member_paths p ON p.merchant_code = m.merchant_code AND p.descendant_id = m.id
      WHERE m.merchant_code = $1 AND lower(m.username) = lower($3) AND p.ancestor_id = $2::bigint AND p.depth >= 1
      LIMIT 1`,
    [merchantCode, agentId, username],
  );
  const row = rows[0];
  return row ? { id: row.id, username: row.username, type: Number(row.type), depth: Number(row.depth) } : null;
}

export interface MemberBrief {
  id: string;
  username: string;
  type: number;
  uplineId: string | null;
}

export async function selectMemberBriefByName(db: Queryable, merchantCode: string, username: string): Promise<MemberBrief | null> {
  const { rows } = await db.query<{ id: string; username: string; type: number; upline_id: string | null }>(
    `SELECT id::text AS id, username, type, upline_id::text AS upline_id FROM members WHERE merchant_code = $1 AND lower(username) = lower($2) LIMIT 1`,
    [merchantCode, username],
  );
  const row = rows[0];
  return row ? { id: row.id, username: row.username, type: Number(row.type), uplineId: row.upline_id } : null;
}
