import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAgentRevenueReport } from '@croupier/contract';
import { CONTRACT_KINDS, type ContractKind } from '@croupier/domain';
import { formatDateTime, formatInteger, useLanguage } from '@croupier/i18n';
import { Select } from '@croupier/ui';
import { formatRate } from '../contracts/rate';
import { CsvButton } from '../parts/csv-button';
import { Money } from '../parts/money';
import { Muted, Page, Title } from '../parts/page.styles';
import { rangeFilePart, type ReportDates } from '../parts/report-dates';
import { ReportFilters } from '../parts/report-filters';
import { ReportResult } from '../parts/report-result';
import { usePagedReport } from '../parts/use-paged-report';
import { formatPeriod } from './settlement-period';

/** Back office agentRevenueReport ("my income"): every contract payment the agent received in the dates, by kind, with what is still owed to it. */
export function RevenueScreen({ dates }: { dates: ReportDates }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const [kind, setKind] = useState<ContractKind | null>(null);
  const filter = { from: dates.range.from, to: dates.range.to, ...(kind ? { kind } : {}) };
  const report = usePagedReport(getAgentRevenueReport, filter, dates.valid);
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
      <ReportResult
        report={report}
        totals={({ totals, currency }) => [
          { label: t('revenue.total'), value: <Money amountMinor={totals.amountMinor} currency={currency} />, testId: 'agent-total-income' },
          { label: t('revenue.settlements'), value: formatInteger(totals.settlements, language) },
          ...totals.byKind.map((each) => ({
            key: each.kind,
            label: t(`contracts.kinds.${each.kind}`),
            value: <Money amountMinor={each.amountMinor} currency={currency} />,
            testId: `agent-income-${each.kind}`,
          })),
          { label: t('revenue.owedNow'), value: <Money amountMinor={totals.owedNowMinor} currency={currency} />, testId: 'agent-owed-now' },
        ]}
        columns={({ currency, timeZone }) => [
          { label: t('revenue.paidAt'), cell: (row) => (row.paidAt ? formatDateTime(row.paidAt, language, timeZone) : '—') },
          {
            label: t('revenue.contract'),
            cell: (row) => (
              <>
                {t(`contracts.kinds.${row.kind}`)}
                <Muted>{formatPeriod(row, language, timeZone)}</Muted>
              </>
            ),
          },
          { label: t('settlements.payer'), cell: (row) => row.payerUsername ?? t('settlements.platform') },
          { label: t('settlements.base'), amount: true, cell: (row) => <Money amountMinor={row.baseMinor} currency={currency} /> },
          { label: t('settlements.rate'), amount: true, cell: (row) => formatRate(row.ratePpm, language) },
          { label: t('settlements.amount'), amount: true, cell: (row) => <Money amountMinor={row.amountMinor} currency={currency} /> },
        ]}
        rowKey={(row) => row.settlementId}
        emptyTitle={t('revenue.empty')}
      />
    </Page>
  );
}
