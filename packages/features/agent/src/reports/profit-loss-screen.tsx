import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTeamProfitLoss } from '@croupier/contract';
import { isAgentType } from '@croupier/domain';
import { formatInteger, useLanguage } from '@croupier/i18n';
import { CsvButton } from '../parts/csv-button';
import { Money, NetMoney } from '../parts/money';
import { Muted, Page, Title } from '../parts/page.styles';
import { rangeFilePart, type ReportDates } from '../parts/report-dates';
import { ReportFilters } from '../parts/report-filters';
import { ReportResult } from '../parts/report-result';
import { UsernameFilter } from '../parts/username-filter';
import { usePagedReport } from '../parts/use-paged-report';

/**
 * Back office palStatementsAgentCopy (user profit and loss): one row per team member with play or
 * cashier movements in the dates, the players' side of the figures, and the team's totals and CSV.
 */
export function ProfitLossScreen({ dates }: { dates: ReportDates }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const [username, setUsername] = useState<string | null>(null);
  const filter = { from: dates.range.from, to: dates.range.to, ...(username ? { username } : {}) };
  const report = usePagedReport(getTeamProfitLoss, filter, dates.valid);
  return (
    <Page data-testid="agent-profit-loss">
      <Title>{t('pages.palStatementsAgentCopy')}</Title>
      <ReportFilters dates={dates} actions={<CsvButton call={getTeamProfitLoss} query={filter} fileName={`profit-loss_${rangeFilePart(dates.range)}.csv`} disabled={!dates.valid} />}>
        <UsernameFilter value={username} onChange={setUsername} />
      </ReportFilters>
      <ReportResult
        report={report}
        totals={({ summary, currency }) => [
          { label: t('profitLoss.rounds'), value: formatInteger(summary.rounds, language) },
          { label: t('profitLoss.validBet'), value: <Money amountMinor={summary.validBetMinor} currency={currency} /> },
          { label: t('profitLoss.payout'), value: <Money amountMinor={summary.payoutMinor} currency={currency} /> },
          { label: t('profitLoss.profitLoss'), value: <NetMoney amountMinor={summary.profitLossMinor} currency={currency} />, testId: 'agent-total-profit-loss' },
          { label: t('profitLoss.deposit'), value: <Money amountMinor={summary.depositMinor} currency={currency} /> },
          { label: t('profitLoss.withdrawal'), value: <Money amountMinor={summary.withdrawalMinor} currency={currency} /> },
        ]}
        columns={({ currency }) => [
          {
            label: t('report.member'),
            cell: (row) => (
              <>
                {row.username}
                <Muted>
                  {t(isAgentType(row.type) ? 'report.agent' : 'report.player')} · {t('report.level', { level: formatInteger(row.depth, language) })}
                </Muted>
              </>
            ),
          },
          { label: t('profitLoss.rounds'), amount: true, cell: (row) => formatInteger(row.rounds, language) },
          { label: t('profitLoss.validBet'), amount: true, cell: (row) => <Money amountMinor={row.validBetMinor} currency={currency} /> },
          { label: t('profitLoss.profitLoss'), amount: true, cell: (row) => <NetMoney amountMinor={row.profitLossMinor} currency={currency} /> },
          { label: t('profitLoss.deposit'), amount: true, cell: (row) => <Money amountMinor={row.depositMinor} currency={currency} /> },
          { label: t('profitLoss.withdrawal'), amount: true, cell: (row) => <Money amountMinor={row.withdrawalMinor} currency={currency} /> },
        ]}
        rowKey={(row) => row.username}
        emptyTitle={t('profitLoss.empty')}
      />
    </Page>
  );
}
