import { toIsoString, type Queryable } from '../../db/database';
import { inHouseBetsSql } from '../inhouse';
import { providerRoundsSql } from '../seamless';
import type { RecordRange } from './record-range';

export interface RecordRow {
  source: 'provider' | 'in-house';
  providerCode: string | null;
  roundId: string;
  gameId: string;
  gameCode: string;
  placedAt: string;
  stakeMinor: bigint;
  payoutMinor: bigint;
  status: 'settled' | 'open' | 'rolledBack';
}

export interface RecordTotals {
  rounds: number;
  stakeMinor: bigint;
  payoutMinor: bigint;
}

export interface RecordSelection extends RecordRange {
  merchantCode: string;
  memberId: string;
  /** include the provider part, limited to these games when given */
  provider: { gameIds?: readonly string[] } | null;
  includeInHouse: boolean;
  offset: number;
  limit: number;
}

interface Row {
  rounds: string;
  total_stake: string;
  total_payout: string;
  source: 'provider' | 'in-house' | null;
  provider_code: string | null;
  round_id: string | null;
  game_id: string | null;
  game_code: string | null;
  placed_at: unknown;
  stake_minor: string | null;
  payout_minor: string | null;
  status: RecordRow['status'] | null;
}

/**
 * One page of the member's rounds from both sources, newest first, and the totals of the whole range,
 * in one statement so page and totals come from the same snapshot. Each module hands out its part as
 * SQL over its own tables; the UNION ALL orders them together, so paging by offset is exact across
 * both. Ties on time fall to source, provider and round id, an order that never changes between pages.
 */
export async function selectRecordPage(db: Queryable, selection: RecordSelection): Promise<{ rows: RecordRow[]; totals: RecordTotals }> {
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const { merchantCode, memberId, fromAt, toAt } = selection;
  const parts: string[] = [];
  if (selection.provider) parts.push(providerRoundsSql(param, { merchantCode, memberId, fromAt, toAt, ...selection.provider }));
  if (selection.includeInHouse) parts.push(inHouseBetsSql(param, { merchantCode, memberId, fromAt, toAt }));
  if (parts.length === 0) return { rows: [], totals: { rounds: 0, stakeMinor: 0n, payoutMinor: 0n } };
  const { rows } = await db.query<Row>(
    `WITH bets AS (${parts.join('\n UNION ALL \n')}),
          totals AS (SELECT count(*) AS rounds, coalesce(sum(stake_minor), 0) AS total_stake, coalesce(sum(payout_minor), 0) AS total_payout FROM bets)
     SELECT totals.rounds::text AS rounds, totals.total_stake::text AS total_stake, totals.total_payout::text AS total_payout,
            page.source, page.provider_code, page.round_id, page.game_id, page.game_code, page.placed_at,
            page.stake_minor::text AS stake_minor, page.payout_minor::text AS payout_minor, page.status
       FROM totals
       LEFT JOIN LATERAL (
         SELECT * FROM bets ORDER BY placed_at DESC, source, provider_code, round_id
          LIMIT ${param(selection.limit)} OFFSET ${param(selection.offset)}
       ) page ON true`,
    params,
  );
  const first = rows[0];
  const totals: RecordTotals = {
    rounds: Number(first?.rounds ?? 0),
    stakeMinor: BigInt(first?.total_stake ?? 0),
    payoutMinor: BigInt(first?.total_payout ?? 0),
  };
  const page = rows.flatMap((row): RecordRow[] =>
    row.source === null || row.round_id === null
      ? []
      : [
          {
            source: row.source,
            providerCode: row.provider_code,
            roundId: row.round_id,
            gameId: row.game_id ?? '',
            gameCode: row.game_code ?? '',
            placedAt: toIsoString(row.placed_at),
            stakeMinor: BigInt(row.stake_minor ?? 0),
            payoutMinor: BigInt(row.payout_minor ?? 0),
            status: row.status ?? 'open',
          },
        ],
  );
  return { rows: page, totals };
}
