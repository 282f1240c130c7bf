import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { getContractSettlements, SETTLEMENT_STATUSES, type ContractKind, type SettlementPage, type SettlementStatus as Status } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { formatInteger, useLanguage } from '@croupier/i18n';
import { EmptyState, SegmentedControl, Select } from '@croupier/ui';
import { formatRate } from '../contracts/rate';
import { CsvButton } from '../parts/csv-button';
import { Money, NetMoney } from '../parts/money';
import { Card, Figures, Muted, SectionTitle, Table, TableScroll } from '../parts/page.styles';
import { rangeFilePart, type ReportDates } from '../parts/report-dates';
import { ReportFilters } from '../parts/report-filters';
import { ReportLoad, ReportPager } from '../parts/report-load';
import { UsernameFilter } from '../parts/username-filter';
import { usePaging } from '../parts/use-paging';
import { REPORT_STALE_MS } from '../reports/report-stale';
import { coversPartOnly, formatCovered, formatPeriod } from './settlement-period';
import { SettlementStatus } from './settlement-status';

type Side = 'held' | 'given';

function Totals({ page }: { page: SettlementPage }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const { totals, currency } = page;
  return (
    <Card aria-label={t('report.totals')} data-testid="agent-totals">
      <Figures>
        <div>
          <dt>{t('settlements.count')}</dt>
          <dd>{formatInteger(totals.settlements, language)}</dd>
        </div>
        <div>
          <dt>{t('settlements.paid')}</dt>
          <dd data-testid="agent-total-paid">
            <Money amountMinor={totals.paidMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('settlements.owed')}</dt>
          <dd data-testid="agent-total-owed">
            <Money amountMinor={totals.owedMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('settlements.validBet')}</dt>
          <dd>
            <Money amountMinor={totals.validBetMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('settlements.base')}</dt>
          <dd>
            <Money amountMinor={totals.baseMinor} currency={currency} />
          </dd>
        </div>
      </Figures>
    </Card>
  );
}

function Rows({ page, side, onPage }: { page: SettlementPage; side: Side; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  if (page.total === 0) return <EmptyState title={t('settlements.empty')} />;
  return (
    <>
      <TableScroll>
        <Table data-testid="agent-table">
          <thead>
            <tr>
              <th scope="col">{t('settlements.period')}</th>
              <th scope="col">{t(side === 'given' ? 'settlements.holder' : 'settlements.payer')}</th>
              <th scope="col" data-amount>
                {t('settlements.validBet')}
              </th>
              <th scope="col" data-amount>
                {t('settlements.netLoss')}
              </th>
              <th scope="col" data-amount>
                {t('settlements.activeMembers')}
              </th>
              <th scope="col" data-amount>
                {t('settlements.rate')}
              </th>
              <th scope="col" data-amount>
                {t('settlements.amount')}
              </th>
              <th scope="col">{t('settlements.statusLabel')}</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.settlementId} data-testid="agent-row" data-status={row.status}>
                <td>
                  {formatPeriod(row, language, page.timeZone)}
                  {coversPartOnly(row) ? <Muted data-testid="agent-settlement-covered">{t('settlements.covered', { range: formatCovered(row, language, page.timeZone) })}</Muted> : null}
                </td>
                <td>{side === 'given' ? row.holderUsername : (row.payerUsername ?? t('settlements.platform'))}</td>
                <td data-amount>
                  <Money amountMinor={row.validBetMinor} currency={page.currency} />
                </td>
                <td data-amount>
                  <NetMoney amountMinor={row.netLossMinor} currency={page.currency} />
                </td>
                <td data-amount>{formatInteger(row.activeMembers, language)}</td>
                <td data-amount>{formatRate(row.ratePpm, language)}</td>
                <td data-amount>
                  <Money amountMinor={row.amountMinor} currency={page.currency} />
                  <Muted>
                    {t('settlements.ofBase')} <Money amountMinor={row.baseMinor} currency={page.currency} />
                  </Muted>
                </td>
                <td>
                  <SettlementStatus settlement={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <ReportPager pageNo={page.pageNo} totalPages={page.totalPages} onPage={onPage} label={t('report.pages')} />
    </>
  );
}

/**
 * Every settled period of one kind in the dates (a period counts on the day it began): paid to the
 * agent, or paid by it to its downlines, with the figures, the thresholds that failed, the range's
 * totals and its CSV.
 */
export function SettlementsReport({ kind, dates }: { kind: ContractKind; dates: ReportDates }) {
  const { t } = useTranslation('agent');
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
  const { pageNo, choosePage } = usePaging(JSON.stringify(filter));
  const result = useCallQuery(getContractSettlements, { ...filter, ...(pageNo > 1 ? { pageNo: String(pageNo) } : {}) }, { enabled: dates.valid, placeholderData: keepPreviousData, staleTime: REPORT_STALE_MS });
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
      <ReportLoad result={result} enabled={dates.valid}>
        {(page) => (
          <>
            <Totals page={page} />
            <Card aria-label={t('report.rows')} aria-busy={result.isFetching || undefined}>
              <Rows page={page} side={side} onPage={choosePage} />
            </Card>
          </>
        )}
      </ReportLoad>
    </>
  );
}
