import type { ThresholdCheck } from '@croupier/contract';
import type { ContractKind, ContractPeriod, NothingDueReason, SettlementStatus } from '@croupier/domain';
import { isoAt } from '../../clock';
import { toEpochMs, type Queryable } from '../../db/database';
import { contractSelect, contractFrom, type ContractRecord, type ContractRow } from './repository';

/**
 * The SQL of settlements (migration 0023, contract_settlements). Inserting a settlement row is the
 * claim on its period: the unique (contract_id, period_start) makes a second insert do nothing.
 */

/** Contracts with a period that has ended and is not settled yet, the oldest such period first. */
export async function selectDueContracts(db: Queryable, merchantCode: string, kinds: readonly ContractKind[], nowMs: number, limit: number): Promise<ContractRecord[]> {
  if (kinds.length === 0) return [];
  const { rows } = await db.query<ContractRow>(
    `${contractSelect()}
      WHERE c.merchant_code = $1 AND c.kind = ANY($2::text[]) AND c.next_period_end <= $3::timestamptz
        AND (c.ended_at IS NULL OR c.next_period_start < c.ended_at)
      ORDER BY c.next_period_end, c.id LIMIT $4`,
    [merchantCode, kinds, isoAt(nowMs), limit],
  );
  return rows.map(contractFrom);
}

export interface NewSettlement {
  contractId: string;
  kind: ContractKind;
  period: ContractPeriod | null;
  periodStartMs: number;
  periodEndMs: number;
  coveredFromMs: number;
  coveredToMs: number;
  holderId: string;
  payerId: string | null;
  ratePpm: number;
  validBetMinor: bigint;
  netLossMinor: bigint;
  activeMembers: number;
  baseMinor: bigint;
  checks: readonly ThresholdCheck[];
  amountMinor: bigint;
  remainderMicroMinor: number;
  /** OWED (to be paid) or NOTHING_DUE */
  status: Exclude<SettlementStatus, 'PAID'>;
  reason: NothingDueReason | null;
}

/**
 * Claims the periods: inserts each settlement unless its period is already settled, in a fixed order
 * (contract, period) so two instances inserting overlapping sets queue instead of deadlocking.
 * Answers how many rows this call inserted.
 */
export async function insertSettlements(tx: Queryable, merchantCode: string, settlements: readonly NewSettlement[], nowMs: number): Promise<number> {
  if (settlements.length === 0) return 0;
  const column = <T>(pick: (settlement: NewSettlement) => T) => settlements.map(pick);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO contract_settlements (merchant_code, contract_id, kind, period, period_start, period_end, covered_from, covered_to, holder_id, payer_id,
                                       rate_ppm, valid_bet_minor, net_loss_minor, active_members, base_minor, checks, amount_minor,
                                       remainder_micro_minor, status, reason, settled_at)
     SELECT $1, s.contract_id, s.kind, s.period, s.period_start, s.period_end, s.covered_from, s.covered_to, s.holder_id, s.payer_id,
            s.rate_ppm, s.valid_bet, s.net_loss, s.active_members, s.base, s.checks::jsonb, s.amount, s.remainder, s.status, s.reason, $21::timestamptz
       FROM unnest($2::bigint[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[], $7::timestamptz[], $8::timestamptz[], $9::bigint[], $10::bigint[],
                   $11::int[], $12::bigint[], $13::bigint[], $14::int[], $15::bigint[], $16::text[], $17::bigint[], $18::int[], $19::text[], $20::text[])
            AS s (contract_id, kind, period, period_start, period_end, covered_from, covered_to, holder_id, payer_id,
                  rate_ppm, valid_bet, net_loss, active_members, base, checks, amount, remainder, status, reason)
      ORDER BY s.contract_id, s.period_start
     ON CONFLICT (contract_id, period_start) DO NOTHING
     RETURNING id::text AS id`,
    [
      merchantCode,
      column((each) => each.contractId),
      column((each) => each.kind),
      column((each) => each.period),
      column((each) => isoAt(each.periodStartMs)),
      column((each) => isoAt(each.periodEndMs)),
      column((each) => isoAt(each.coveredFromMs)),
      column((each) => isoAt(each.coveredToMs)),
      column((each) => each.holderId),
      column((each) => each.payerId),
      column((each) => each.ratePpm),
      column((each) => each.validBetMinor.toString()),
      column((each) => each.netLossMinor.toString()),
      column((each) => each.activeMembers),
      column((each) => each.baseMinor.toString()),
      column((each) => JSON.stringify(each.checks)),
      column((each) => each.amountMinor.toString()),
      column((each) => each.remainderMicroMinor),
      column((each) => each.status),
      column((each) => each.reason),
      isoAt(nowMs),
    ],
  );
  return rows.length;
}

/** Moves each contract's cursor to its next unsettled period; never backwards (another instance may be ahead). */
export async function advanceCursors(tx: Queryable, cursors: readonly { contractId: string; startMs: number; endMs: number }[]): Promise<void> {
  if (cursors.length === 0) return;
  await tx.query(
    `UPDATE agent_contracts c SET next_period_start = cursor.start_at, next_period_end = cursor.end_at
       FROM unnest($1::bigint[], $2::timestamptz[], $3::timestamptz[]) AS cursor (contract_id, start_at, end_at)
      WHERE c.id = cursor.contract_id AND c.next_period_start < cursor.start_at`,
    [cursors.map((cursor) => cursor.contractId), cursors.map((cursor) => isoAt(cursor.startMs)), cursors.map((cursor) => isoAt(cursor.endMs))],
  );
}

/** A settlement waiting for its money. */
export interface OwedSettlement {
  id: string;
  contractId: string;
  kind: ContractKind;
  periodStartMs: number;
  periodEndMs: number;
  holderId: string;
  payerId: string | null;
  amountMinor: bigint;
}

interface OwedRow {
  id: string;
  contract_id: string;
  kind: ContractKind;
  period_start: unknown;
  period_end: unknown;
  holder_id: string;
  payer_id: string | null;
  amount_minor: string;
}

const OWED_COLUMNS = `id::text AS id, contract_id::text AS contract_id, kind, period_start, period_end, holder_id::text AS holder_id,
  payer_id::text AS payer_id, amount_minor::text AS amount_minor`;

function owedFrom(row: OwedRow): OwedSettlement {
  return {
    id: row.id,
    contractId: row.contract_id,
    kind: row.kind,
    periodStartMs: toEpochMs(row.period_start),
    periodEndMs: toEpochMs(row.period_end),
    holderId: row.holder_id,
    payerId: row.payer_id,
    amountMinor: BigInt(row.amount_minor),
  };
}

/** OWED settlements of the merchant, oldest period first, after the one given (to page through them). */
export async function selectOwed(db: Queryable, merchantCode: string, after: { periodEndMs: number; id: string } | null, limit: number): Promise<OwedSettlement[]> {
  const { rows } = await db.query<OwedRow>(
    // ordered by the table's bigint id, not the text column of the same name the select hands back
    `SELECT ${OWED_COLUMNS} FROM contract_settlements owed
      WHERE owed.merchant_code = $1 AND owed.status = 'OWED' AND ($2::timestamptz IS NULL OR (owed.period_end, owed.id) > ($2::timestamptz, $3::bigint))
      ORDER BY owed.period_end, owed.id LIMIT $4`,
    [merchantCode, after ? isoAt(after.periodEndMs) : null, after?.id ?? null, limit],
  );
  return rows.map(owedFrom);
}

/**
 * Locks OWED settlements to pay them, in the order they are paid (oldest period first); those paid
 * already or being paid now by another instance are left out.
 */
export async function lockOwed(tx: Queryable, settlementIds: readonly string[]): Promise<OwedSettlement[]> {
  const { rows } = await tx.query<OwedRow>(
    `SELECT ${OWED_COLUMNS} FROM contract_settlements owed WHERE owed.id = ANY($1::bigint[]) AND owed.status = 'OWED'
      ORDER BY owed.period_end, owed.id FOR UPDATE SKIP LOCKED`,
    [settlementIds],
  );
  return rows.map(owedFrom);
}

/** Marks settlements paid by the postings given, in one statement. */
export async function markPaid(tx: Queryable, payouts: readonly { settlementId: string; postingId: string }[], paidAtMs: number): Promise<void> {
  if (payouts.length === 0) return;
  await tx.query(
    `UPDATE contract_settlements s SET status = 'PAID', paid_at = $3::timestamptz, posting_id = paid.posting_id
       FROM unnest($1::bigint[], $2::bigint[]) AS paid (settlement_id, posting_id)
      WHERE s.id = paid.settlement_id AND s.status = 'OWED'`,
    [payouts.map((payout) => payout.settlementId), payouts.map((payout) => payout.postingId), isoAt(paidAtMs)],
  );
}
