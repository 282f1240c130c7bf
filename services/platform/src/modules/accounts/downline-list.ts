import { TRIAL_MEMBER_TYPE } from '@croupier/domain';
import { toIsoString, type Queryable } from '../../db/database';
import { HOUSE_ACCOUNT_TYPE } from './member-context';
import { memberMoneySql } from '../ledger';
import { likeContaining, sqlParameters } from '../../db/sql-parameters';

/**
 * Downline management's reads (the agent portal's downline list, modules/agents): team members with
 * what the list shows of each, their balances from the ledger's SQL. Every statement finds
 * its members through `member_paths` with the caller as ancestor, so a name outside the team finds
 * nothing, the same as a name that does not exist.
 */

export interface DownlineRow {
  id: string;
  username: string;
  type: number;
  /** levels below the calling agent */
  depth: number;
  uplineUsername: string;
  registeredAt: string;
  lastLoginAt: string | null;
  initialPassword: boolean;
  balanceMinor: bigint;
  teamSize: number;
  directDownlines: number;
}

interface RawDownline {
  id: string;
  username: string;
  type: number;
  depth: number;
  upline_username: string;
  created_at: unknown;
  last_login_at: unknown;
  initial_password: boolean;
  balance_minor: string;
  team_size: string;
  direct: string;
}

const REAL_ACCOUNT = `NOT IN (${TRIAL_MEMBER_TYPE}, ${HOUSE_ACCOUNT_TYPE})`;

/**
 * What the list shows of each member of `listed` (a CTE of id, depth): its upline's name, its balance
 * over every wallet in the brand's ledger currency, and the size of its own team. Reads only the rows
 * of the page it is given.
 */
function downlineColumnsSql(merchant: string): string {
  return `
    SELECT m.id::text AS id, m.username, m.type, listed.depth, up.username AS upline_username, m.created_at, m.last_login_at, m.initial_password,
           ${memberMoneySql(merchant, 'm.id')}::text AS balance_minor,
           (SELECT count(*) FROM member_paths own JOIN members below ON below.merchant_code = own.merchant_code AND below.id = own.descendant_id
             WHERE own.merchant_code = ${merchant} AND own.ancestor_id = m.id AND own.depth >= 1 AND below.type ${REAL_ACCOUNT})::text AS team_size,
           (SELECT count(*) FROM member_paths own JOIN members below ON below.merchant_code = own.merchant_code AND below.id = own.descendant_id
             WHERE own.merchant_code = ${merchant} AND own.ancestor_id = m.id AND own.depth = 1 AND below.type ${REAL_ACCOUNT})::text AS direct
      FROM listed
      JOIN members m ON m.merchant_code = ${merchant} AND m.id = listed.member_id
      JOIN members up ON up.merchant_code = ${merchant} AND up.id = m.upline_id`;
}

function downlineFrom(row: RawDownline): DownlineRow {
  return {
    id: row.id,
    username: row.username,
    type: Number(row.type),
    depth: Number(row.depth),
    uplineUsername: row.upline_username,
    registeredAt: toIsoString(row.created_at),
    lastLoginAt: row.last_login_at === null || row.last_login_at === undefined ? null : toIsoString(row.last_login_at),
    initialPassword: row.initial_password,
    balanceMinor: BigInt(row.balance_minor),
    teamSize: Number(row.team_size),
    directDownlines: Number(row.direct),
  };
}

/** The team member named `username` (depth >= 1 below the agent), or null when the team has no such account. */
export async function selectTeamMember(db: Queryable, merchantCode: string, agentId: string, username: string): Promise<DownlineRow | null> {
  const { params, param } = sqlParameters();
  const merchant = param(merchantCode);
  const { rows } = await db.query<RawDownline>(
    `WITH listed AS (
       SELECT p.descendant_id AS member_id, p.depth
         FROM member_paths p JOIN members m ON m.merchant_code = p.merchant_code AND m.id = p.descendant_id
        WHERE p.merchant_code = ${merchant} AND p.ancestor_id = ${param(agentId)}::bigint AND p.depth >= 1
          AND m.type ${REAL_ACCOUNT} AND lower(m.username) = lower(${param(username)}))
     ${downlineColumnsSql(merchant)}`,
    params,
  );
  return rows[0] ? downlineFrom(rows[0]) : null;
}

export interface DownlineListSelection {
  merchantCode: string;
  agentId: string;
  /** list below this member of the team (or the agent itself); the agent when null */
  parentUsername: string | null;
  /** part of a username: every depth below the parent; the direct downline when null */
  search: string | null;
  offset: number;
  limit: number;
}

export interface DownlineList {
  /** null when `parentUsername` is not the agent or one of its team */
  parent: { username: string; depth: number } | null;
  rows: DownlineRow[];
  total: number;
}

/**
 * A page of the parent's direct downline (or of its whole team matching the search), by username,
 * with the count of the whole list, in one statement: the parent is found under the agent (or is the
 * agent itself, depth 0) in the statement that lists its downline.
 */
export async function selectDownlinePage(db: Queryable, selection: DownlineListSelection): Promise<DownlineList> {
  const { params, param } = sqlParameters();
  const merchant = param(selection.merchantCode);
  const parentMatch = selection.parentUsername === null ? 'AND p.depth = 0' : `AND lower(m.username) = lower(${param(selection.parentUsername)})`;
  const below = selection.search === null ? 'AND pp.depth = 1' : `AND pp.depth >= 1 AND lower(m.username) LIKE ${param(likeContaining(selection.search.toLowerCase()))} ESCAPE '\\'`;
  const { rows } = await db.query<RawDownline & { parent_username: string; parent_depth: number; total: string; listed: boolean }>(
    `WITH parent AS (
       SELECT p.descendant_id AS id, p.depth, m.username
         FROM member_paths p JOIN members m ON m.merchant_code = p.merchant_code AND m.id = p.descendant_id
        WHERE p.merchant_code = ${merchant} AND p.ancestor_id = ${param(selection.agentId)}::bigint AND m.type ${REAL_ACCOUNT} ${parentMatch}),
     matches AS (
       SELECT pp.descendant_id AS member_id, parent.depth + pp.depth AS depth, m.username
         FROM parent
         JOIN member_paths pp ON pp.merchant_code = ${merchant} AND pp.ancestor_id = parent.id
         JOIN members m ON m.merchant_code = ${merchant} AND m.id = pp.descendant_id
        WHERE m.type ${REAL_ACCOUNT} ${below}),
     listed AS (SELECT member_id, depth FROM matches ORDER BY lower(username), member_id LIMIT ${param(selection.limit)} OFFSET ${param(selection.offset)}),
     page AS (${downlineColumnsSql(merchant)})
     SELECT parent.username AS parent_username, parent.depth AS parent_depth, (SELECT count(*) FROM matches)::text AS total, page.*, page.id IS NOT NULL AS listed
       FROM parent LEFT JOIN page ON true
      ORDER BY lower(page.username), page.id::bigint`,
    params,
  );
  const first = rows[0];
  if (!first) return { parent: null, rows: [], total: 0 };
  return {
    parent: { username: first.parent_username, depth: Number(first.parent_depth) },
    rows: rows.filter((row) => row.listed).map(downlineFrom),
    total: Number(first.total),
  };
}
