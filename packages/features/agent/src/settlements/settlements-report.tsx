import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getContractSettlements } from '@croupier/contract';
import { SETTLEMENT_STATUSES, type ContractKind, type SettlementStatus as Status } from '@croupier/domain';
import { formatInteger, useLanguage } from '@croupier/i18n';
import { SectionTitle, SegmentedControl, Select } from '@croupier/ui';
import { formatRate } from '../contracts/rate';
import { CsvButton } from '../parts/csv-button';
import { Money, NetMoney } from '../parts/money';
import { Muted } from '../parts/page.styles';
import { rangeFilePart, type ReportDates } from '../parts/report-dates';
import { ReportFilters } from '../parts/report-filters';
import { ReportResult } from '../parts/report-result';
import { UsernameFilter } from '../parts/username-filter';
import { usePagedReport } from '../parts/use-paged-report';
import { coversPartOnly, formatCovered, formatPeriod } from './settlement-period';
import { SettlementStatus } from './settlement-status';

type Side = 'held' | 'given';

/**
 * Every settled period of one kind in the dates (a period counts on the day it began): paid to the
 * agent, or paid by it to its downlines, with the figures, the thresholds that failed, the range's
 * totals and its CSV.
 */
export function SettlementsReport({ kind, dates }: { kind: ContractKind; dates: ReportDates }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const [side, setSide] = useState<Side>('held');
  const [status, setStatus] = useState<Status | null>(null);
  const [downline, setDownline] = useState<string | null>(null);
  const filter = {
    kind,
    side,
    from: dates.range.from,
    to: dates.range.to,
    ...(status ? { status } : {}),
    ...(side === 'given' && downline ? { downline } : {}),
  };
  const report = usePagedReport(getContractSettlements, filter, dates.valid);
  const sides = [
    { value: 'held' as const, label: t('settlements.sides.held'), testId: 'agent-settlement-side-held' },
    { value: 'given' as const, label: t('settlements.sides.given'), testId: 'agent-settlement-side-given' },
  ];
  const statuses = [{ value: '', label: t('settlements.allStatuses') }, ...SETTLEMENT_STATUSES.map((value) => ({ value, label: t(`settlements.status.${value}`) }))];
  return (
    <>
      <SectionTitle>{t('settlements.title')}</SectionTitle>
      <ReportFilters
        dates={dates}
        actions={<CsvButton call={getContractSettlements} query={filter} fileName={`${kind.toLowerCase()}-settlements_${rangeFilePart(dates.range)}.csv`} disabled={!dates.valid} />}
      >
        <SegmentedControl label={t('settlements.side')} options={sides} value={side} onChange={setSide} />
        <Select
          label={t('settlements.statusLabel')}
          options={statuses}
          value={status ?? ''}
          onChange={(next) => setStatus((SETTLEMENT_STATUSES as readonly string[]).includes(next) ? (next as Status) : null)}
          data-testid="agent-settlement-status-filter"
        />
        {side === 'given' ? <UsernameFilter value={downline} onChange={setDownline} /> : null}
      </ReportFilters>
      <ReportResult
        report={report}
        totals={({ totals, currency }) => [
          { label: t('settlements.count'), value: formatInteger(totals.settlements, language) },
          { label: t('settlements.paid'), value: <Money amountMinor={totals.paidMinor} currency={currency} />, testId: 'agent-total-paid' },
          { label: t('settlements.owed'), value: <Money amountMinor={totals.owedMinor} currency={currency} />, testId: 'agent-total-owed' },
          { label: t('settlements.validBet'), value: <Money amountMinor={totals.validBetMinor} currency={currency} /> },
          { label: t('settlements.base'), value: <Money amountMinor={totals.baseMinor} currency={currency} /> },
        ]}
        columns={({ currency, timeZone }) => [
          {
            label: t('settlements.period'),
            cell: (row) => (
              <>
                {formatPeriod(row, language, timeZone)}
                {coversPartOnly(row) ? <Muted data-testid="agent-settlement-covered">{t('settlements.covered', { range: formatCovered(row, language, timeZone) })}</Muted> : null}
              </>
            ),
          },
          {
            label: t(side === 'given' ? 'settlements.holder' : 'settlements.payer'),
            cell: (row) => (side === 'given' ? row.holderUsername : (row.payerUsername ?? t('settlements.platform'))),
          },
          { label: t('settlements.validBet'), amount: true, cell: (row) => <Money amountMinor={row.validBetMinor} currency={currency} /> },
          { label: t('settlements.netLoss'), amount: true, cell: (row) => <NetMoney amountMinor={row.netLossMinor} currency={currency} /> },
          { label: t('settlements.activeMembers'), amount: true, cell: (row) => formatInteger(row.activeMembers, language) },
          { label: t('settlements.rate'), amount: true, cell: (row) => formatRate(row.ratePpm, language) },
          {
            label: t('settlements.amount'),
            amount: true,
            cell: (row) => (
              <>
                <Money amountMinor={row.amountMinor} currency={currency} />
                <Muted>
                  {t('settlements.ofBase')} <Money amountMinor={row.baseMinor} currency={currency} />
                </Muted>
              </>
            ),
          },
          { label: t('settlements.statusLabel'), cell: (row) => <SettlementStatus settlement={row} /> },
        ]}
        rowKey={(row) => row.settlementId}
        rowAttributes={(row) => ({ 'data-status': row.status })}
        emptyTitle={t('settlements.empty')}
      />
    </>
  );
}
