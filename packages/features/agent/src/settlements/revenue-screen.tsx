import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { CONTRACT_KINDS, getAgentRevenueReport, type ContractKind, type RevenueReport } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { formatDateTime, formatInteger, useLanguage } from '@croupier/i18n';
import { EmptyState, Select } from '@croupier/ui';
import { formatRate } from '../contracts/rate';
import { CsvButton } from '../parts/csv-button';
import { Money } from '../parts/money';
import { Card, Figures, Muted, Page, Table, TableScroll, Title } from '../parts/page.styles';
import { rangeFilePart, type ReportDates } from '../parts/report-dates';
import { ReportFilters } from '../parts/report-filters';
import { ReportLoad, ReportPager } from '../parts/report-load';
import { usePaging } from '../parts/use-paging';
import { REPORT_STALE_MS } from '../reports/report-stale';
import { formatPeriod } from './settlement-period';

function Totals({ report }: { report: RevenueReport }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const { totals, currency } = report;
  return (
    <Card aria-label={t('report.totals')} data-testid="agent-totals">
      <Figures>
        <div>
          <dt>{t('revenue.total')}</dt>
          <dd data-testid="agent-total-income">
            <Money amountMinor={totals.amountMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('revenue.settlements')}</dt>
          <dd>{formatInteger(totals.settlements, language)}</dd>
        </div>
        {totals.byKind.map((each) => (
          <div key={each.kind}>
            <dt>{t(`contracts.kinds.${each.kind}`)}</dt>
            <dd data-testid={`agent-income-${each.kind}`}>
              <Money amountMinor={each.amountMinor} currency={currency} />
            </dd>
          </div>
        ))}
        <div>
          <dt>{t('revenue.owedNow')}</dt>
          <dd data-testid="agent-owed-now">
            <Money amountMinor={totals.owedNowMinor} currency={currency} />
          </dd>
        </div>
      </Figures>
    </Card>
  );
}

function Rows({ report, onPage }: { report: RevenueReport; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  if (report.total === 0) return <EmptyState title={t('revenue.empty')} />;
  return (
    <>
      <TableScroll>
        <Table data-testid="agent-table">
          <thead>
            <tr>
              <th scope="col">{t('revenue.paidAt')}</th>
              <th scope="col">{t('revenue.contract')}</th>
              <th scope="col">{t('settlements.payer')}</th>
              <th scope="col" data-amount>
                {t('settlements.base')}
              </th>
              <th scope="col" data-amount>
                {t('settlements.rate')}
              </th>
              <th scope="col" data-amount>
                {t('settlements.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.settlementId} data-testid="agent-row">
                <td>{row.paidAt ? formatDateTime(row.paidAt, language, report.timeZone) : '—'}</td>
                <td>
                  {t(`contracts.kinds.${row.kind}`)}
                  <Muted>{formatPeriod(row, language, report.timeZone)}</Muted>
                </td>
                <td>{row.payerUsername ?? t('settlements.platform')}</td>
                <td data-amount>
                  <Money amountMinor={row.baseMinor} currency={report.currency} />
                </td>
                <td data-amount>{formatRate(row.ratePpm, language)}</td>
                <td data-amount>
                  <Money amountMinor={row.amountMinor} currency={report.currency} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <ReportPager pageNo={report.pageNo} totalPages={report.totalPages} onPage={onPage} label={t('report.pages')} />
    </>
  );
}

/** Back office agentRevenueReport ("my income"): every contract payment the agent received in the dates, by kind, with what is still owed to it. */
export function RevenueScreen({ dates }: { dates: ReportDates }) {
  const { t } = useTranslation('agent');
  const [kind, setKind] = useState<ContractKind | null>(null);
  const filter = { from: dates.range.from, to: dates.range.to, ...(kind ? { kind } : {}) };
  const { pageNo, choosePage } = usePaging(JSON.stringify(filter));
  const result = useCallQuery(getAgentRevenueReport, { ...filter, ...(pageNo > 1 ? { pageNo: String(pageNo) } : {}) }, { enabled: dates.valid, placeholderData: keepPreviousData, staleTime: REPORT_STALE_MS });
  const kinds = [{ value: '', label: t('revenue.allKinds') }, ...CONTRACT_KINDS.map((value) => ({ value, label: t(`contracts.kinds.${value}`) }))];
  return (
    <Page data-testid="agent-revenue">
      <Title>{t('pages.agentRevenueReport')}</Title>
      <ReportFilters dates={dates} actions={<CsvButton call={getAgentRevenueReport} query={filter} fileName={`income_${rangeFilePart(dates.range)}.csv`} disabled={!dates.valid} />}>
        <Select
          label={t('revenue.kind')}
          options={kinds}
          value={kind ?? ''}
          onChange={(next) => setKind((CONTRACT_KINDS as readonly string[]).includes(next) ? (next as ContractKind) : null)}
          data-testid="agent-revenue-kind"
        />
      </ReportFilters>
      <ReportLoad result={result} enabled={dates.valid}>
        {(report) => (
          <>
            <Totals report={report} />
            <Card aria-label={t('report.rows')} aria-busy={result.isFetching || undefined}>
              <Rows report={report} onPage={choosePage} />
            </Card>
          </>
        )}
      </ReportLoad>
    </Page>
  );
}
