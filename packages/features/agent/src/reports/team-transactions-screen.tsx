import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { ACCOUNT_MOVEMENT_GROUPS, getTeamTransactions, type AccountMovementGroup, type TeamTransactionsPage } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { formatDateTime, formatInteger, useLanguage } from '@croupier/i18n';
import { EmptyState, Select } from '@croupier/ui';
import { CsvButton } from '../parts/csv-button';
import { Money, NetMoney } from '../parts/money';
import { Card, Figures, Muted, Page, Table, TableScroll, Title } from '../parts/page.styles';
import { rangeFilePart, type ReportDates } from '../parts/report-dates';
import { ReportFilters } from '../parts/report-filters';
import { ReportLoad, ReportPager } from '../parts/report-load';
import { UsernameFilter } from '../parts/username-filter';
import { usePaging } from '../parts/use-paging';
import { REPORT_STALE_MS } from './report-stale';

function Totals({ page }: { page: TeamTransactionsPage }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const { summary, currency } = page;
  return (
    <Card aria-label={t('report.totals')} data-testid="agent-totals">
      <Figures>
        <div>
          <dt>{t('teamTransactions.movements')}</dt>
          <dd data-testid="agent-total-movements">{formatInteger(summary.movements, language)}</dd>
        </div>
        <div>
          <dt>{t('teamTransactions.in')}</dt>
          <dd data-testid="agent-total-in">
            <Money amountMinor={summary.inMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('teamTransactions.out')}</dt>
          <dd>
            <Money amountMinor={summary.outMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('teamTransactions.net')}</dt>
          <dd>
            <NetMoney amountMinor={summary.netMinor} currency={currency} />
          </dd>
        </div>
      </Figures>
    </Card>
  );
}

function Rows({ page, onPage }: { page: TeamTransactionsPage; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  if (page.total === 0) return <EmptyState title={t('teamTransactions.empty')} />;
  return (
    <>
      <TableScroll>
        <Table data-testid="agent-table">
          <thead>
            <tr>
              <th scope="col">{t('teamTransactions.time')}</th>
              <th scope="col">{t('report.member')}</th>
              <th scope="col">{t('teamTransactions.kind')}</th>
              <th scope="col" data-amount>
                {t('teamTransactions.amount')}
              </th>
              <th scope="col" data-amount>
                {t('teamTransactions.balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.movementId} data-testid="agent-row" data-kind={row.kind}>
                <td>{formatDateTime(row.at, language, page.timeZone)}</td>
                <td>{row.username}</td>
                <td>
                  {t(`movementKinds.${row.kind}`, { defaultValue: row.kind })}
                  <Muted>
                    {row.wallet === 'MAIN' ? t('teamTransactions.mainWallet') : row.wallet}
                    {row.note ? ` · ${row.note}` : ''}
                  </Muted>
                </td>
                <td data-amount>
                  <NetMoney amountMinor={row.amountMinor} currency={page.currency} />
                </td>
                <td data-amount>
                  <Money amountMinor={row.balanceMinor} currency={page.currency} />
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
 * Back office agentDownlineTransactionDetailsCopy (team transactions): every movement of the team's
 * wallets in the dates, by member and type, 20 a page, with money in and out and the range's CSV.
 */
export function TeamTransactionsScreen({ dates }: { dates: ReportDates }) {
  const { t } = useTranslation('agent');
  const [username, setUsername] = useState<string | null>(null);
  const [group, setGroup] = useState<AccountMovementGroup>('all');
  const filter = { from: dates.range.from, to: dates.range.to, ...(username ? { username } : {}), ...(group !== 'all' ? { group } : {}) };
  const { pageNo, choosePage } = usePaging(JSON.stringify(filter));
  const result = useCallQuery(getTeamTransactions, { ...filter, ...(pageNo > 1 ? { pageNo: String(pageNo) } : {}) }, { enabled: dates.valid, placeholderData: keepPreviousData, staleTime: REPORT_STALE_MS });
  const groups = ACCOUNT_MOVEMENT_GROUPS.map((value) => ({ value, label: t(`teamTransactions.groups.${value}`) }));
  return (
    <Page data-testid="agent-team-transactions">
      <Title>{t('pages.agentDownlineTransactionDetailsCopy')}</Title>
      <ReportFilters dates={dates} actions={<CsvButton call={getTeamTransactions} query={filter} fileName={`team-transactions_${rangeFilePart(dates.range)}.csv`} disabled={!dates.valid} />}>
        <UsernameFilter value={username} onChange={setUsername} />
        <Select
          label={t('teamTransactions.group')}
          options={groups}
          value={group}
          onChange={(next) => setGroup((ACCOUNT_MOVEMENT_GROUPS as readonly string[]).includes(next) ? (next as AccountMovementGroup) : 'all')}
          data-testid="agent-movement-group"
        />
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
