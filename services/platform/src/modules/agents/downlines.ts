import type { Brand } from '@croupier/brand-config';
import type { AgentDownlinesPage, DownlineDetails, DownlineMember } from '@croupier/contract';
import { AGENT_REPORT_PAGE_SIZE, isAgentType } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { recordRangeOf } from '../records';
import { toApiMinor } from '../ledger';
import { currencyOf, notInDownline, pagingOf } from './agent-context';
import { figuresFrom, figuresView, type FigureColumns } from './figures';
import { sqlParameters } from '../../db/sql-parameters';
import { selectDownlinePage, selectTeamMember, teamSql, type DownlineRow, type MemberRecord } from '../accounts';
import { memberFiguresSql } from './team-sql';

export interface DownlineListQuery {
  parent?: string | undefined;
  search?: string | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

export function downlineView(row: DownlineRow): DownlineMember {
  return {
    username: row.username,
    type: row.type,
    isAgent: isAgentType(row.type),
    depth: row.depth,
    uplineUsername: row.uplineUsername,
    registeredAt: row.registeredAt,
    lastLoginAt: row.lastLoginAt,
    initialPassword: row.initialPassword,
    balanceMinor: toApiMinor(row.balanceMinor),
    teamSize: row.teamSize,
    directDownlines: row.directDownlines,
  };
}

/**
 * downlineManagmentView: the direct downline of the agent or of a member of its team (drill down), or
 * with a search every account of that team whose name contains the text. A parent outside the team
 * is refused as not in the downline.
 */
export async function agentDownlines(db: Queryable, brand: Brand, agent: MemberRecord, query: DownlineListQuery): Promise<AgentDownlinesPage> {
  const { pageNo, pageSize, offset } = pagingOf(query, AGENT_REPORT_PAGE_SIZE);
  const list = await selectDownlinePage(db, {
    merchantCode: brand.merchantCode,
    agentId: agent.id,
    parentUsername: query.parent ?? null,
    search: query.search ?? null,
    offset,
    limit: pageSize,
  });
  if (!list.parent) throw notInDownline('parent', query.parent ?? '');
  return {
    parent: list.parent,
    rows: list.rows.map(downlineView),
    pageNo,
    pageSize,
    total: list.total,
    totalPages: Math.ceil(list.total / pageSize),
    currency: currencyOf(brand),
  };
}

export interface DownlineDetailsQuery {
  username: string;
  from: string;
  to: string;
}

/** One member of the team with its own figures over the range (days in the brand's time zone). */
export async function downlineDetails(db: Queryable, brand: Brand, agent: MemberRecord, query: DownlineDetailsQuery): Promise<DownlineDetails> {
  const member = await selectTeamMember(db, brand.merchantCode, agent.id, query.username);
  if (!member) throw notInDownline('username', query.username);
  const range = await recordRangeOf(db, query.from, query.to, brand.timeZone);
  const { params, param } = sqlParameters();
  const merchantCode = brand.merchantCode;
  // The figures read through the team again, narrowed to the one name: this statement too finds the
  // member only under the caller.
  const { rows } = await db.query<FigureColumns>(
    `WITH team AS (${teamSql(param, { merchantCode, agentId: agent.id, username: member.username })})
     SELECT valid_bet::text AS valid_bet, payout::text AS payout, deposit::text AS deposit, withdrawal::text AS withdrawal
       FROM (${memberFiguresSql(param, { merchantCode, ...range })}) figures`,
    params,
  );
  return {
    member: downlineView(member),
    figures: figuresView(figuresFrom(rows[0])),
    from: query.from,
    to: query.to,
    currency: currencyOf(brand),
    timeZone: brand.timeZone,
  };
}
