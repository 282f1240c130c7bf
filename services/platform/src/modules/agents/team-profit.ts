import type { Brand } from '@croupier/brand-config';
import type { TeamProfitLossPage } from '@croupier/contract';
import { AGENT_REPORT_PAGE_SIZE } from '@croupier/domain';
import type { Queryable } from '../../db/database';
import { recordRangeOf } from '../records';
import { currencyOf, notInDownline, pagingOf } from './agent-context';
import { figuresFrom, figuresView, type FigureColumns } from './figures';
import { sqlParameters } from '../../db/sql-parameters';
import { teamSql, type MemberRecord } from '../accounts';
import { memberFiguresSql } from './team-sql';

export interface TeamProfitQuery {
  from: string;
  to: string;
  username?: string | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

interface Row extends FigureColumns {
  team_members: string;
  members: string;
  total_rounds: string;
  total_valid_bet: string;
  total_payout: string;
  total_deposit: string;
  total_withdrawal: string;
  username: string | null;
  type: number | null;
  depth: number | null;
  rounds: string | null;
}

/**
 * User profit and loss: per member of the team with any figure in the range (days in the brand's
 * time zone), by username, a page of them and the team's totals, in one statement.
 */
export async function teamProfitLoss(db: Queryable, brand: Brand, agent: MemberRecord, query: TeamProfitQuery): Promise<TeamProfitLossPage> {
  const { pageNo, pageSize, offset } = pagingOf(query, AGENT_REPORT_PAGE_SIZE);
  const range = await recordRangeOf(db, query.from, query.to, brand.timeZone);
  const { params, param } = sqlParameters();
  const merchantCode = brand.merchantCode;
  const { rows } = await db.query<Row>(
    `WITH team AS (${teamSql(param, { merchantCode, agentId: agent.id, username: query.username })}),
          figures AS (${memberFiguresSql(param, { merchantCode, ...range })}),
          members AS (SELECT team.username, team.type, team.depth, figures.* FROM figures JOIN team ON team.member_id = figures.member_id),
          totals AS (SELECT count(*) AS members, coalesce(sum(rounds), 0) AS rounds, coalesce(sum(valid_bet), 0) AS valid_bet, coalesce(sum(payout), 0) AS payout,
                            coalesce(sum(deposit), 0) AS deposit, coalesce(sum(withdrawal), 0) AS withdrawal FROM members)
     SELECT (SELECT count(*) FROM team)::text AS team_members, totals.members::text AS members, totals.rounds::text AS total_rounds,
            totals.valid_bet::text AS total_valid_bet, totals.payout::text AS total_payout, totals.deposit::text AS total_deposit, totals.withdrawal::text AS total_withdrawal,
            page.username, page.type, page.depth, page.rounds::text AS rounds, page.valid_bet::text AS valid_bet, page.payout::text AS payout,
            page.deposit::text AS deposit, page.withdrawal::text AS withdrawal
       FROM totals
       LEFT JOIN LATERAL (SELECT * FROM members ORDER BY lower(username), member_id LIMIT ${param(pageSize)} OFFSET ${param(offset)}) page ON true`,
    params,
  );
  const first = rows[0];
  if (query.username !== undefined && Number(first?.team_members ?? 0) === 0) throw notInDownline('username', query.username);
  const members = Number(first?.members ?? 0);
  const totals = figuresFrom({
    valid_bet: first?.total_valid_bet ?? null,
    payout: first?.total_payout ?? null,
    deposit: first?.total_deposit ?? null,
    withdrawal: first?.total_withdrawal ?? null,
  });
  return {
    rows: rows.flatMap((row) =>
      row.username === null || row.type === null || row.depth === null
        ? []
        : [{ username: row.username, type: Number(row.type), depth: Number(row.depth), rounds: Number(row.rounds ?? 0), ...figuresView(figuresFrom(row)) }],
    ),
    summary: { rounds: Number(first?.total_rounds ?? 0), ...figuresView(totals) },
    pageNo,
    pageSize,
    total: members,
    totalPages: Math.ceil(members / pageSize),
    currency: currencyOf(brand),
    timeZone: brand.timeZone,
  };
}
