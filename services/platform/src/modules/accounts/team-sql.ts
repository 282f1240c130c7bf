import { TRIAL_MEMBER_TYPE } from '@croupier/domain';
import type { SqlParam } from '../../db/sql-parameters';
import { HOUSE_ACCOUNT_TYPE } from './member-context';

/**
 * An agent's team as SQL for the agents' and the contracts' reports: the caller's strict downline read
 * from `member_paths` with `ancestor_id = caller` (decision 0022), so each statement that reads anything
 * of a member also proves, in itself, that the member is under the caller.
 */

export interface TeamFilter {
  merchantCode: string;
  /** the calling agent */
  agentId: string;
  /** only the team member of this name (any case); every member when left out */
  username?: string | undefined;
}

/**
 * The team as rows (member_id, depth, username, type): every real account below the agent, at any
 * depth. Free-play and house accounts hold no real money and never count, wherever they sit.
 */
export function teamSql(param: SqlParam, filter: TeamFilter): string {
  const named = filter.username === undefined ? '' : `AND lower(m.username) = lower(${param(filter.username)})`;
  return `
    SELECT p.descendant_id AS member_id, p.depth, m.username, m.type, m.created_at
      FROM member_paths p
      JOIN members m ON m.merchant_code = p.merchant_code AND m.id = p.descendant_id
     WHERE p.merchant_code = ${param(filter.merchantCode)} AND p.ancestor_id = ${param(filter.agentId)}::bigint AND p.depth >= 1
       AND m.type NOT IN (${TRIAL_MEMBER_TYPE}, ${HOUSE_ACCOUNT_TYPE}) ${named}`;
}

/**
 * A join to the agents above a member in the tree (its strict uplines, decision 0022): one row per
 * agent, whose id is `${alias}.ancestor_id`. `merchant` and `memberId` are SQL expressions of the
 * statement it goes into; the settlement's team figures sum each member's play up to every agent above.
 */
export function agentsAboveJoinSql(alias: string, merchant: string, memberId: string): string {
  return `JOIN member_paths ${alias} ON ${alias}.merchant_code = ${merchant} AND ${alias}.descendant_id = ${memberId} AND ${alias}.depth >= 1`;
}

/** Whether the member is in the agent's strict downline, as an SQL condition (three SQL expressions). */
export function isBelowAgentSql(merchant: string, agentId: string, memberId: string): string {
  return `EXISTS (SELECT 1 FROM member_paths path WHERE path.merchant_code = ${merchant} AND path.ancestor_id = ${agentId}
                                             AND path.descendant_id = ${memberId} AND path.depth >= 1)`;
}

/** The members in the strict downline of any of the agents, as an SQL subquery of member ids (`agentIds` an SQL bigint[] expression). */
export function belowAnyAgentSql(merchant: string, agentIds: string): string {
  return `(SELECT p.descendant_id FROM member_paths p WHERE p.merchant_code = ${merchant} AND p.ancestor_id = ANY(${agentIds}) AND p.depth >= 1)`;
}
