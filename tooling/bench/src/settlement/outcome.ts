import { isoAt } from '../../../../services/platform/src/clock';
import type { Database, Queryable } from '../../../../services/platform/src/db/database';
import type { Period } from '../../../../services/platform/src/modules/agent-contracts/periods';
import { inFiguresTransaction, teamFigures } from '../../../../services/platform/src/modules/agent-contracts/team-figures';

/** What the run left in the database for the tree's contracts, read after it. */
export interface RunOutcome {
  /** settlement rows of the tree's contracts */
  rows: number;
  paid: number;
  /** paid by other instances (the platform's own scheduler wakes every 30 s and pays what is OWED, racing as production's instances do) */
  paidByOthers: number;
  owed: number;
  nothingDue: number;
  /** nothing due, by reason */
  nothingDueReasons: Record<string, number>;
  /** rows whose team played in the period: the holders the figures query answered for */
  withPlay: number;
  paidMinor: bigint;
  owedMinor: bigint;
  /** the top agents' valid bets added up, and the stakes of the period's rounds: every tree player is under one top agent */
  topValidBetMinor: bigint;
  windowStakesMinor: bigint;
}

/** `runNowMs` is the measured run's clock: what it paid carries it as paid_at, what other instances paid their own. */
export async function readOutcome(db: Queryable, merchantCode: string, contractIds: readonly string[], topContractIds: readonly string[], window: Period, runNowMs: number): Promise<RunOutcome> {
  const { rows } = await db.query<{ status: string; reason: string | null; rows: string; with_play: string; amount: string; by_others: string }>(
    `SELECT status, reason, count(*)::text AS rows, count(*) FILTER (WHERE active_members > 0)::text AS with_play, sum(amount_minor)::text AS amount,
            count(*) FILTER (WHERE status = 'PAID' AND paid_at <> $3::timestamptz)::text AS by_others
       FROM contract_settlements WHERE merchant_code = $1 AND contract_id = ANY($2::bigint[]) GROUP BY status, reason`,
    [merchantCode, contractIds, isoAt(runNowMs)],
  );
  const outcome: RunOutcome = { rows: 0, paid: 0, paidByOthers: 0, owed: 0, nothingDue: 0, nothingDueReasons: {}, withPlay: 0, paidMinor: 0n, owedMinor: 0n, topValidBetMinor: 0n, windowStakesMinor: 0n };
  for (const row of rows) {
    const count = Number(row.rows);
    outcome.rows += count;
    outcome.withPlay += Number(row.with_play);
    if (row.status === 'PAID') {
      outcome.paid += count;
      outcome.paidByOthers += Number(row.by_others);
      outcome.paidMinor += BigInt(row.amount);
    } else if (row.status === 'OWED') {
      outcome.owed += count;
      outcome.owedMinor += BigInt(row.amount);
    } else {
      outcome.nothingDue += count;
      outcome.nothingDueReasons[row.reason ?? 'none'] = (outcome.nothingDueReasons[row.reason ?? 'none'] ?? 0) + count;
    }
  }
  const top = await db.query<{ valid_bet: string | null }>(
    `SELECT sum(valid_bet_minor)::text AS valid_bet FROM contract_settlements WHERE merchant_code = $1 AND contract_id = ANY($2::bigint[]) AND period_start = $3::timestamptz`,
    [merchantCode, topContractIds, isoAt(window.startMs)],
  );
  const stakes = await db.query<{ stakes: string | null }>(
    `SELECT sum(amount_minor)::text AS stakes FROM provider_transactions
      WHERE merchant_code = $1 AND kind = 'BET' AND status = 'ACCEPTED' AND created_at >= $2::timestamptz AND created_at < $3::timestamptz`,
    [merchantCode, isoAt(window.startMs), isoAt(window.endMs)],
  );
  outcome.topValidBetMinor = BigInt(top.rows[0]?.valid_bet ?? '0');
  outcome.windowStakesMinor = BigInt(stakes.rows[0]?.stakes ?? '0');
  return outcome;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the team-figures statement the run made for the period: the engine's
 * own query, caught on its way to the database and explained instead (the engine gets no rows back).
 */
export async function explainTeamFigures(db: Database, merchantCode: string, window: Period, holderIds: readonly string[]): Promise<string[]> {
  const plan: string[] = [];
  // in the engine's own transaction settings, so the plan is the one the run got
  await inFiguresTransaction(db, async (tx) => {
    const explaining: Queryable = {
      async query<Row extends object>(sql: string, params?: readonly unknown[]) {
        const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
        plan.push(...rows.map((row) => row['QUERY PLAN']));
        return { rows: [] as Row[] };
      },
      exec: (sql) => tx.exec(sql),
    };
    await teamFigures(explaining, merchantCode, window.startMs, window.endMs, holderIds);
  });
  return plan;
}
