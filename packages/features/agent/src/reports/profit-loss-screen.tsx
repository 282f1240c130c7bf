import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { getTeamProfitLoss, type TeamProfitLossPage } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { isAgentType } from '@croupier/domain';
import { formatInteger, useLanguage } from '@croupier/i18n';
import { EmptyState } from '@croupier/ui';
import { CsvButton } from '../parts/csv-button';
import { Money, NetMoney } from '../parts/money';
import { Card, Figures, Muted, Page, Table, TableScroll, Title } from '../parts/page.styles';
import { rangeFilePart, type ReportDates } from '../parts/report-dates';
import { ReportFilters } from '../parts/report-filters';
import { ReportLoad, ReportPager } from '../parts/report-load';
import { UsernameFilter } from '../parts/username-filter';
import { usePaging } from '../parts/use-paging';
import { REPORT_STALE_MS } from './report-stale';

function Totals({ page }: { page: TeamProfitLossPage }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const { summary, currency } = page;
  return (
    <Card aria-label={t('report.totals')} data-testid="agent-totals">
      <Figures>
        <div>
          <dt>{t('profitLoss.rounds')}</dt>
          <dd>{formatInteger(summary.rounds, language)}</dd>
        </div>
        <div>
          <dt>{t('profitLoss.validBet')}</dt>
          <dd>
            <Money amountMinor={summary.validBetMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('profitLoss.payout')}</dt>
          <dd>
            <Money amountMinor={summary.payoutMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('profitLoss.profitLoss')}</dt>
          <dd data-testid="agent-total-profit-loss">
            <NetMoney amountMinor={summary.profitLossMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('profitLoss.deposit')}</dt>
          <dd>
            <Money amountMinor={summary.depositMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('profitLoss.withdrawal')}</dt>
          <dd>
            <Money amountMinor={summary.withdrawalMinor} currency={currency} />
          </dd>
        </div>
      </Figures>
    </Card>
  );
}

function Rows({ page, onPage }: { page: TeamProfitLossPage; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  if (page.total === 0) return <EmptyState title={t('profitLoss.empty')} />;
  return (
    <>
      <TableScroll>
        <Table data-testid="agent-table">
          <thead>
            <tr>
              <th scope="col">{t('report.member')}</th>
              <th scope="col" data-amount>
                {t('profitLoss.rounds')}
              </th>
              <th scope="col" data-amount>
                {t('profitLoss.validBet')}
              </th>
              <th scope="col" data-amount>
                {t('profitLoss.profitLoss')}
              </th>
              <th scope="col" data-amount>
                {t('profitLoss.deposit')}
              </th>
              <th scope="col" data-amount>
                {t('profitLoss.withdrawal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.username} data-testid="agent-row">
                <td>
                  {row.username}
                  <Muted>
                    {t(isAgentType(row.type) ? 'report.agent' : 'report.player')} · {t('report.level', { level: formatInteger(row.depth, language) })}
                  </Muted>
                </td>
                <td data-amount>{formatInteger(row.rounds, language)}</td>
                <td data-amount>
                  <Money amountMinor={row.validBetMinor} currency={page.currency} />
                </td>
                <td data-amount>
                  <NetMoney amountMinor={row.profitLossMinor} currency={page.currency} />
                </td>
                <td data-amount>
                  <Money amountMinor={row.depositMinor} currency={page.currency} />
                </td>
                <td data-amount>
                  <Money amountMinor={row.withdrawalMinor} currency={page.currency} />
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
 * Back office palStatementsAgentCopy (user profit and loss): one row per team member with play or
 * cashier movements in the dates, the players' side of the figures, and the team's totals and CSV.
 */
export function ProfitLossScreen({ dates }: { dates: ReportDates }) {
  const { t } = useTranslation('agent');
  const [username, setUsername] = useState<string | null>(null);
  const filter = { from: dates.range.from, to: dates.range.to, ...(username ? { username } : {}) };
  const { pageNo, choosePage } = usePaging(JSON.stringify(filter));
  const result = useCallQuery(getTeamProfitLoss, { ...filter, ...(pageNo > 1 ? { pageNo: String(pageNo) } : {}) }, { enabled: dates.valid, placeholderData: keepPreviousData, staleTime: REPORT_STALE_MS });
  return (
    <Page data-testid="agent-profit-loss">
      <Title>{t('pages.palStatementsAgentCopy')}</Title>
      <ReportFilters dates={dates} actions={<CsvButton call={getTeamProfitLoss} query={filter} fileName={`profit-loss_${rangeFilePart(dates.range)}.csv`} disabled={!dates.valid} />}>
        <UsernameFilter value={username} onChange={setUsername} />
      </ReportFilters>
      <ReportLoad result={result} enabled={dates.valid}>
        {(page) => (
          <>
            <Totals page={page} />
            <Card aria-label={t('report.rows')} aria-busy={result.isFetching || undefined}>
              <Rows page={page} onPage={choosePage} />
            </Card>
          </>
        )}
      </ReportLoad>
    </Page>
  );
}
