import type { Brand } from '@croupier/brand-config';
import type { TeamOverview } from '@croupier/contract';
import type { Queryable } from '../../db/database';
import { recordRangeOf } from '../records';
import { currencyOf } from './agent-context';
import { figuresFrom, figuresView, type FigureColumns } from './figures';
import { sqlParameters } from '../../db/sql-parameters';
import { teamSql, type MemberRecord } from '../accounts';
import { memberFiguresSql } from './team-sql';

export interface OverviewQuery {
  from: string;
  to: string;
}

interface OverviewRow extends FigureColumns {
  team_size: string;
  direct: string;
  new_members: string;
  active: string;
  deposits: string;
  withdrawals: string;
}

/**
 * agentTeamOverview: the team's size now, and what it did in the range (days in the brand's time
 * zone): who joined, who played, money in and out, valid bet and profit and loss. One statement, so
 * every number comes from the same snapshot.
 */
export async function teamOverview(db: Queryable, brand: Brand, agent: MemberRecord, query: OverviewQuery): Promise<TeamOverview> {
  const range = await recordRangeOf(db, query.from, query.to, brand.timeZone);
  const { params, param } = sqlParameters();
  const merchantCode = brand.merchantCode;
  const sql = `
    WITH team AS (${teamSql(param, { merchantCode, agentId: agent.id })}),
         figures AS (${memberFiguresSql(param, { merchantCode, ...range })})
    SELECT (SELECT count(*) FROM team)::text AS team_size,
           (SELECT count(*) FROM team WHERE depth = 1)::text AS direct,
           (SELECT count(*) FROM team WHERE created_at >= ${param(range.fromAt)} AND created_at < ${param(range.toAt)})::text AS new_members,
           (SELECT count(*) FROM figures WHERE rounds > 0)::text AS active,
           (SELECT coalesce(sum(deposits), 0) FROM figures)::text AS deposits,
           (SELECT coalesce(sum(withdrawals), 0) FROM figures)::text AS withdrawals,
           (SELECT sum(valid_bet) FROM figures)::text AS valid_bet,
           (SELECT sum(payout) FROM figures)::text AS payout,
           (SELECT sum(deposit) FROM figures)::text AS deposit,
           (SELECT sum(withdrawal) FROM figures)::text AS withdrawal`;
  const { rows } = await db.query<OverviewRow>(sql, params);
  const row = rows[0];
  return {
    teamSize: Number(row?.team_size ?? 0),
    directDownlines: Number(row?.direct ?? 0),
    newMembers: Number(row?.new_members ?? 0),
    activeMembers: Number(row?.active ?? 0),
    deposits: Number(row?.deposits ?? 0),
    withdrawals: Number(row?.withdrawals ?? 0),
    figures: figuresView(figuresFrom(row)),
    from: query.from,
    to: query.to,
    currency: currencyOf(brand),
    timeZone: brand.timeZone,
  };
}
