import type { Brand } from '@croupier/brand-config';
import type { TeamTransactionsPage } from '@croupier/contract';
import { ACCOUNT_MOVEMENT_GROUP_KINDS, AGENT_REPORT_PAGE_SIZE, type AccountMovementGroup } from '@croupier/domain';
import { toIsoString, type Queryable } from '../../db/database';
import { recordRangeOf } from '../records';
import { memberMovementsSql, postingNoteForBrand, toApiMinor } from '../ledger';
import { currencyOf, notInDownline, pagingOf } from './agent-context';
import { sqlParameters } from '../../db/sql-parameters';
import { teamSql, type MemberRecord } from '../accounts';

export interface TeamTransactionsQuery {
  from: string;
  to: string;
  username?: string | undefined;
  group?: AccountMovementGroup | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

interface Row {
  team_members: string;
  movements: string;
  total_in: string;
  total_out: string;
  username: string | null;
  entry_id: string | null;
  created_at: unknown;
  kind: string | null;
  wallet: string | null;
  amount_minor: string | null;
  balance_minor: string | null;
  note: string | null;
  round_id: string | null;
}

/**
 * Team transactions: every movement of the team's wallets in the range (days in the brand's time
 * zone), newest first, narrowed by the account record's groups and by a member of the team, a page of
 * them and the money in and out of the whole range, in one statement.
 */
export async function teamTransactions(db: Queryable, brand: Brand, agent: MemberRecord, query: TeamTransactionsQuery): Promise<TeamTransactionsPage> {
  const { pageNo, pageSize, offset } = pagingOf(query, AGENT_REPORT_PAGE_SIZE);
  const range = await recordRangeOf(db, query.from, query.to, brand.timeZone);
  const group = query.group ?? 'all';
  const { params, param } = sqlParameters();
  const merchantCode = brand.merchantCode;
  const { rows } = await db.query<Row>(
    `WITH team AS (${teamSql(param, { merchantCode, agentId: agent.id, username: query.username })}),
          moves AS (${memberMovementsSql(param, {
            merchantCode,
            team: { relation: 'team', columns: ['username'] },
            fromAt: range.fromAt,
            toAt: range.toAt,
            kinds: group === 'all' ? undefined : ACCOUNT_MOVEMENT_GROUP_KINDS[group],
          })}),
          totals AS (SELECT count(*) AS movements,
                            coalesce(sum(amount_minor) FILTER (WHERE amount_minor > 0), 0) AS total_in,
                            coalesce(-sum(amount_minor) FILTER (WHERE amount_minor < 0), 0) AS total_out FROM moves)
     SELECT (SELECT count(*) FROM team)::text AS team_members, totals.movements::text AS movements, totals.total_in::text AS total_in, totals.total_out::text AS total_out,
            page.username, page.entry_id::text AS entry_id, page.created_at, page.kind, page.wallet,
            page.amount_minor::text AS amount_minor, page.balance_minor::text AS balance_minor, page.note, page.round_id
       FROM totals
       LEFT JOIN LATERAL (SELECT * FROM moves ORDER BY created_at DESC, entry_id DESC LIMIT ${param(pageSize)} OFFSET ${param(offset)}) page ON true`,
    params,
  );
  const first = rows[0];
  if (query.username !== undefined && Number(first?.team_members ?? 0) === 0) throw notInDownline('username', query.username);
  const movements = Number(first?.movements ?? 0);
  const inMinor = BigInt(first?.total_in ?? 0);
  const outMinor = BigInt(first?.total_out ?? 0);
  return {
    rows: rows.flatMap((row) =>
      row.entry_id === null || row.username === null || row.kind === null || row.wallet === null
        ? []
        : [
            {
              username: row.username,
              movementId: row.entry_id,
              at: toIsoString(row.created_at),
              kind: row.kind,
              wallet: row.wallet,
              amountMinor: toApiMinor(BigInt(row.amount_minor ?? 0)),
              balanceMinor: toApiMinor(BigInt(row.balance_minor ?? 0)),
              note: postingNoteForBrand(brand, row.note, row.kind),
              roundId: row.round_id,
            },
          ],
    ),
    summary: { movements, inMinor: toApiMinor(inMinor), outMinor: toApiMinor(outMinor), netMinor: toApiMinor(inMinor - outMinor) },
    pageNo,
    pageSize,
    total: movements,
    totalPages: Math.ceil(movements / pageSize),
    currency: currencyOf(brand),
    timeZone: brand.timeZone,
  };
}
