import type { Brand } from '@croupier/brand-config';
import type { RevenueReport, Settlement, SettlementPage } from '@croupier/contract';
import { CONTRACT_KINDS, PAGE_SIZE_CONTRACT_REPORTS, type ContractKind, type SettlementStatus } from '@croupier/domain';
import { isoAt } from '../../clock';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { selectDownlineByName, type MemberRecord } from '../accounts';
import { count, type CsvColumn, localTime, money, text } from '../agents';
import { recordRangeOf } from '../records';
import { toApiMinor } from '../ledger';
import { selectRevenuePage, selectSettlementPage, type SettlementRecord } from './report-repository';

/**
 * The settlement pages (agentDailyWages2, agentHourSalary, agentRealtimeSalary,
 * agentDividendRecordCopy2) and "my income" (agentRevenueReport). Days are the brand's calendar days;
 * their CSV exports have the team reports' shape (modules/agents/csv.ts).
 */

const currencyOf = (brand: Brand) => ({ code: brand.currency.code, symbol: brand.currency.symbol, scale: brand.currency.scale });

function pagingOf(query: { pageNo?: number | undefined; pageSize?: number | undefined }) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_CONTRACT_REPORTS;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

export function settlementView(record: SettlementRecord): Settlement {
  return {
    settlementId: record.id,
    contractId: record.contractId,
    kind: record.kind,
    period: record.period,
    periodStart: isoAt(record.periodStartMs),
    periodEnd: isoAt(record.periodEndMs),
    coveredFrom: isoAt(record.coveredFromMs),
    coveredTo: isoAt(record.coveredToMs),
    holderUsername: record.holderUsername,
    payerUsername: record.payerUsername,
    payer: record.payer,
    validBetMinor: toApiMinor(record.validBetMinor),
    netLossMinor: toApiMinor(record.netLossMinor),
    activeMembers: record.activeMembers,
    baseMinor: toApiMinor(record.baseMinor),
    ratePpm: record.ratePpm,
    checks: record.checks,
    amountMinor: toApiMinor(record.amountMinor),
    remainderMicroMinor: record.remainderMicroMinor,
    status: record.status,
    reason: record.reason,
    settledAt: isoAt(record.settledAtMs),
    paidAt: record.paidAtMs === null ? null : isoAt(record.paidAtMs),
  };
}

export interface SettlementQuery {
  kind: ContractKind;
  side?: 'held' | 'given' | undefined;
  from: string;
  to: string;
  status?: SettlementStatus | undefined;
  downline?: string | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

export async function settlementPage(db: Database, brand: Brand, agent: MemberRecord, query: SettlementQuery): Promise<SettlementPage> {
  const { pageNo, pageSize, offset } = pagingOf(query);
  const side = query.side ?? 'held';
  let holderId: string | undefined;
  if (query.downline !== undefined) {
    if (side !== 'given') throw new ApiError('VALIDATION_FAILED', 'downline is taken with side=given only', [{ field: 'downline', message: 'is taken with side=given only' }]);
    const downline = await selectDownlineByName(db, brand.merchantCode, agent.id, query.downline);
    if (!downline) throw new ApiError('NOT_IN_DOWNLINE', `There is no account named ${query.downline} in your downline`, [{ field: 'downline', message: 'is not in your downline' }]);
    holderId = downline.id;
  }
  const range = await recordRangeOf(db, query.from, query.to, brand.timeZone);
  const { rows, totals } = await selectSettlementPage(db, {
    merchantCode: brand.merchantCode,
    callerId: agent.id,
    side,
    kind: query.kind,
    ...range,
    status: query.status,
    holderId,
    offset,
    limit: pageSize,
  });
  return {
    rows: rows.map(settlementView),
    totals: {
      settlements: totals.settlements,
      paidMinor: toApiMinor(totals.paidMinor),
      owedMinor: toApiMinor(totals.owedMinor),
      validBetMinor: toApiMinor(totals.validBetMinor),
      baseMinor: toApiMinor(totals.baseMinor),
    },
    pageNo,
    pageSize,
    total: totals.settlements,
    totalPages: Math.ceil(totals.settlements / pageSize),
    currency: currencyOf(brand),
    timeZone: brand.timeZone,
  };
}

export interface RevenueQuery {
  from: string;
  to: string;
  kind?: ContractKind | undefined;
  pageNo?: number | undefined;
  pageSize?: number | undefined;
}

export async function revenueReport(db: Database, brand: Brand, agent: MemberRecord, query: RevenueQuery): Promise<RevenueReport> {
  const { pageNo, pageSize, offset } = pagingOf(query);
  const range = await recordRangeOf(db, query.from, query.to, brand.timeZone);
  const { rows, totals } = await selectRevenuePage(db, { merchantCode: brand.merchantCode, holderId: agent.id, ...range, kind: query.kind, offset, limit: pageSize });
  const byKind = CONTRACT_KINDS.flatMap((kind) => {
    const found = totals.byKind.find((each) => each.kind === kind);
    return found ? [{ kind, settlements: found.settlements, amountMinor: toApiMinor(found.amountMinor) }] : [];
  });
  return {
    rows: rows.map(settlementView),
    totals: { settlements: totals.settlements, amountMinor: toApiMinor(totals.amountMinor), byKind, owedNowMinor: toApiMinor(totals.owedNowMinor) },
    pageNo,
    pageSize,
    total: totals.settlements,
    totalPages: Math.ceil(totals.settlements / pageSize),
    currency: currencyOf(brand),
    timeZone: brand.timeZone,
  };
}

const checksText = (settlement: Settlement) =>
  settlement.checks.map((check) => `${check.threshold} ${check.actual}/${check.required} ${check.met ? 'met' : 'failed'}`).join('; ') || null;

interface ExportShape {
  currency: { scale: number };
  timeZone: string;
}

/** The columns of a settlement page's export. */
export function settlementCsvColumns({ currency, timeZone }: ExportShape): CsvColumn<Settlement>[] {
  return [
    { header: 'Period start', cell: (row) => localTime(row.periodStart, timeZone) },
    { header: 'Period end', cell: (row) => localTime(row.periodEnd, timeZone) },
    { header: 'Kind', cell: (row) => text(row.kind) },
    { header: 'Period', cell: (row) => text(row.period) },
    { header: 'Holder', cell: (row) => text(row.holderUsername) },
    { header: 'Payer', cell: (row) => text(row.payerUsername ?? 'platform') },
    { header: 'Valid bet', cell: (row) => money(row.validBetMinor, currency.scale) },
    { header: 'Net loss', cell: (row) => money(row.netLossMinor, currency.scale) },
    { header: 'Active members', cell: (row) => count(row.activeMembers) },
    { header: 'Base', cell: (row) => money(row.baseMinor, currency.scale) },
    { header: 'Rate (ppm)', cell: (row) => count(row.ratePpm) },
    { header: 'Thresholds', cell: (row) => text(checksText(row)) },
    { header: 'Amount', cell: (row) => money(row.amountMinor, currency.scale) },
    { header: 'Status', cell: (row) => text(row.status) },
    { header: 'Reason', cell: (row) => text(row.reason) },
    { header: 'Paid at', cell: (row) => (row.paidAt === null ? text(null) : localTime(row.paidAt, timeZone)) },
    { header: 'Settlement', cell: (row) => text(row.settlementId) },
    { header: 'Contract', cell: (row) => text(row.contractId) },
  ];
}

/** The columns of "my income"'s export. */
export function revenueCsvColumns({ currency, timeZone }: ExportShape): CsvColumn<Settlement>[] {
  return [
    { header: 'Paid at', cell: (row) => (row.paidAt === null ? text(null) : localTime(row.paidAt, timeZone)) },
    { header: 'Kind', cell: (row) => text(row.kind) },
    { header: 'Period start', cell: (row) => localTime(row.periodStart, timeZone) },
    { header: 'Period end', cell: (row) => localTime(row.periodEnd, timeZone) },
    { header: 'Payer', cell: (row) => text(row.payerUsername ?? 'platform') },
    { header: 'Base', cell: (row) => money(row.baseMinor, currency.scale) },
    { header: 'Rate (ppm)', cell: (row) => count(row.ratePpm) },
    { header: 'Amount', cell: (row) => money(row.amountMinor, currency.scale) },
    { header: 'Settlement', cell: (row) => text(row.settlementId) },
    { header: 'Contract', cell: (row) => text(row.contractId) },
  ];
}
