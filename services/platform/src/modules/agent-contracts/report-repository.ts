import type { ThresholdCheck } from '@croupier/contract';
import type { ContractKind, ContractPayer, ContractPeriod, NothingDueReason, SettlementStatus } from '@croupier/domain';
import { toEpochMs, type Queryable } from '../../db/database';
import { isBelowAgentSql, memberUsernameSql } from '../accounts';

/**
 * The SQL of the settlement pages and "my income": a page of settlements and the totals of the whole
 * range in one statement, so both come from the same snapshot (a page past the last still answers the
 * totals). Every row is the caller's own (held: holder_id = caller) or of a contract the caller gave
 * to its own downline (given: payer_id = caller and the holder under it in the agent tree).
 */

export interface SettlementRecord {
  id: string;
  contractId: string;
  kind: ContractKind;
  period: ContractPeriod | null;
  periodStartMs: number;
  periodEndMs: number;
  coveredFromMs: number;
  coveredToMs: number;
  holderUsername: string;
  payerUsername: string | null;
  payer: ContractPayer;
  validBetMinor: bigint;
  netLossMinor: bigint;
  activeMembers: number;
  baseMinor: bigint;
  ratePpm: number;
  checks: ThresholdCheck[];
  amountMinor: bigint;
  remainderMicroMinor: number;
  status: SettlementStatus;
  reason: NothingDueReason | null;
  settledAtMs: number;
  paidAtMs: number | null;
}

interface SettlementRow {
  id: string | null;
  contract_id: string;
  kind: ContractKind;
  period: ContractPeriod | null;
  period_start: unknown;
  period_end: unknown;
  covered_from: unknown;
  covered_to: unknown;
  holder_username: string;
  payer_username: string | null;
  payer_id: string | null;
  valid_bet_minor: string;
  net_loss_minor: string;
  active_members: number;
  base_minor: string;
  rate_ppm: number;
  checks: unknown;
  amount_minor: string;
  remainder_micro_minor: number;
  status: SettlementStatus;
  reason: NothingDueReason | null;
  settled_at: unknown;
  paid_at: unknown;
}

// A function: the names come from the accounts module's door, which may still be loading when this file is.
const settlementColumns = () => `s.id, s.contract_id, s.kind, s.period, s.period_start, s.period_end, s.covered_from, s.covered_to,
  ${memberUsernameSql('s.merchant_code', 's.holder_id')} AS holder_username, ${memberUsernameSql('s.merchant_code', 's.payer_id')} AS payer_username, s.payer_id, s.valid_bet_minor, s.net_loss_minor, s.active_members,
  s.base_minor, s.rate_ppm, s.checks, s.amount_minor, s.remainder_micro_minor, s.status, s.reason, s.settled_at, s.paid_at`;

const SETTLEMENT_FROM = 'contract_settlements s';

/** The page's columns as text, read back from the CTE `page`. */
const PAGE_COLUMNS = `page.id::text AS id, page.contract_id::text AS contract_id, page.kind, page.period, page.period_start, page.period_end,
  page.covered_from, page.covered_to, page.holder_username, page.payer_username, page.payer_id::text AS payer_id,
  page.valid_bet_minor::text AS valid_bet_minor, page.net_loss_minor::text AS net_loss_minor, page.active_members, page.base_minor::text AS base_minor,
  page.rate_ppm, page.checks, page.amount_minor::text AS amount_minor, page.remainder_micro_minor, page.status, page.reason, page.settled_at, page.paid_at`;

function checksFrom(value: unknown): ThresholdCheck[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as ThresholdCheck[]) : [];
}

function settlementFrom(row: SettlementRow & { id: string }): SettlementRecord {
  return {
    id: row.id,
    contractId: row.contract_id,
    kind: row.kind,
    period: row.period,
    periodStartMs: toEpochMs(row.period_start),
    periodEndMs: toEpochMs(row.period_end),
    coveredFromMs: toEpochMs(row.covered_from),
    coveredToMs: toEpochMs(row.covered_to),
    holderUsername: row.holder_username,
    payerUsername: row.payer_username,
    payer: row.payer_id === null ? 'HOUSE' : 'UPLINE',
    validBetMinor: BigInt(row.valid_bet_minor),
    netLossMinor: BigInt(row.net_loss_minor),
    activeMembers: Number(row.active_members),
    baseMinor: BigInt(row.base_minor),
    ratePpm: Number(row.rate_ppm),
    checks: checksFrom(row.checks),
    amountMinor: BigInt(row.amount_minor),
    remainderMicroMinor: Number(row.remainder_micro_minor),
    status: row.status,
    reason: row.reason,
    settledAtMs: toEpochMs(row.settled_at),
    paidAtMs: row.paid_at === null || row.paid_at === undefined ? null : toEpochMs(row.paid_at),
  };
}

export interface SettlementSelection {
  merchantCode: string;
  callerId: string;
  side: 'held' | 'given';
  kind: ContractKind;
  /** periods that began in [fromAt, toAt) */
  fromAt: Date;
  toAt: Date;
  status?: SettlementStatus | undefined;
  /** side given: this downline's only (already checked to be under the caller) */
  holderId?: string | undefined;
  offset: number;
  limit: number;
}

export interface SettlementTotalsRecord {
  settlements: number;
  paidMinor: bigint;
  owedMinor: bigint;
  validBetMinor: bigint;
  baseMinor: bigint;
}

export async function selectSettlementPage(db: Queryable, selection: SettlementSelection): Promise<{ rows: SettlementRecord[]; totals: SettlementTotalsRecord }> {
  const side =
    selection.side === 'held'
      ? 's.holder_id = $2::bigint'
      : `s.payer_id = $2::bigint AND ${isBelowAgentSql('s.merchant_code', '$2::bigint', 's.holder_id')}`;
  const { rows } = await db.query<SettlementRow & { total: string; paid: string; owed: string; valid_bet: string; base: string }>(
    `WITH matched AS (
       SELECT ${settlementColumns()} FROM ${SETTLEMENT_FROM}
        WHERE s.merchant_code = $1 AND ${side} AND s.kind = $3 AND s.period_start >= $4::timestamptz AND s.period_start < $5::timestamptz
          AND ($6::text IS NULL OR s.status = $6) AND ($7::bigint IS NULL OR s.holder_id = $7::bigint)
     ),
     totals AS (
       SELECT count(*)::text AS total, coalesce(sum(amount_minor) FILTER (WHERE status = 'PAID'), 0)::text AS paid,
              coalesce(sum(amount_minor) FILTER (WHERE status = 'OWED'), 0)::text AS owed,
              coalesce(sum(valid_bet_minor), 0)::text AS valid_bet, coalesce(sum(base_minor), 0)::text AS base
         FROM matched
     ),
     page AS (SELECT * FROM matched ORDER BY period_start DESC, id DESC LIMIT $8 OFFSET $9)
     SELECT totals.*, ${PAGE_COLUMNS} FROM totals LEFT JOIN page ON true ORDER BY page.period_start DESC, page.id DESC`,
    [
      selection.merchantCode,
      selection.callerId,
      selection.kind,
      selection.fromAt.toISOString(),
      selection.toAt.toISOString(),
      selection.status ?? null,
      selection.holderId ?? null,
      selection.limit,
      selection.offset,
    ],
  );
  const first = rows[0];
  const totals: SettlementTotalsRecord = {
    settlements: Number(first?.total ?? 0),
    paidMinor: BigInt(first?.paid ?? 0),
    owedMinor: BigInt(first?.owed ?? 0),
    validBetMinor: BigInt(first?.valid_bet ?? 0),
    baseMinor: BigInt(first?.base ?? 0),
  };
  return { rows: rows.filter((row): row is typeof row & { id: string } => row.id !== null).map(settlementFrom), totals };
}

export interface RevenueSelection {
  merchantCode: string;
  holderId: string;
  /** paid in [fromAt, toAt) */
  fromAt: Date;
  toAt: Date;
  kind?: ContractKind | undefined;
  offset: number;
  limit: number;
}

export interface RevenueTotalsRecord {
  settlements: number;
  amountMinor: bigint;
  byKind: { kind: ContractKind; settlements: number; amountMinor: bigint }[];
  owedNowMinor: bigint;
}

export async function selectRevenuePage(db: Queryable, selection: RevenueSelection): Promise<{ rows: SettlementRecord[]; totals: RevenueTotalsRecord }> {
  const { rows } = await db.query<SettlementRow & { total: string; amount: string; by_kind: unknown; owed_now: string }>(
    `WITH matched AS (
       SELECT ${settlementColumns()} FROM ${SETTLEMENT_FROM}
        WHERE s.merchant_code = $1 AND s.holder_id = $2::bigint AND s.status = 'PAID' AND s.paid_at >= $3::timestamptz AND s.paid_at < $4::timestamptz
          AND ($5::text IS NULL OR s.kind = $5)
     ),
     totals AS (
       SELECT count(*)::text AS total, coalesce(sum(amount_minor), 0)::text AS amount,
              (SELECT coalesce(json_agg(json_build_object('kind', kind, 'settlements', n, 'amount', amount::text)), '[]'::json)
                 FROM (SELECT kind, count(*) AS n, sum(amount_minor) AS amount FROM matched GROUP BY kind) per_kind) AS by_kind,
              (SELECT coalesce(sum(owed.amount_minor), 0)::text FROM contract_settlements owed
                WHERE owed.merchant_code = $1 AND owed.holder_id = $2::bigint AND owed.status = 'OWED') AS owed_now
         FROM matched
     ),
     page AS (SELECT * FROM matched ORDER BY paid_at DESC, id DESC LIMIT $6 OFFSET $7)
     SELECT totals.*, ${PAGE_COLUMNS} FROM totals LEFT JOIN page ON true ORDER BY page.paid_at DESC, page.id DESC`,
    [selection.merchantCode, selection.holderId, selection.fromAt.toISOString(), selection.toAt.toISOString(), selection.kind ?? null, selection.limit, selection.offset],
  );
  const first = rows[0];
  const byKindRaw: unknown = typeof first?.by_kind === 'string' ? JSON.parse(first.by_kind) : (first?.by_kind ?? []);
  const byKind = (Array.isArray(byKindRaw) ? (byKindRaw as { kind: ContractKind; settlements: number; amount: string }[]) : []).map((each) => ({
    kind: each.kind,
    settlements: Number(each.settlements),
    amountMinor: BigInt(each.amount),
  }));
  return {
    rows: rows.filter((row): row is typeof row & { id: string } => row.id !== null).map(settlementFrom),
    totals: { settlements: Number(first?.total ?? 0), amountMinor: BigInt(first?.amount ?? 0), byKind, owedNowMinor: BigInt(first?.owed_now ?? 0) },
  };
}
