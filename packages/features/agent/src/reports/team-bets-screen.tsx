import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { getTeamBets, type TeamBetsPage } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import type { GameType } from '@croupier/domain';
import { formatDateTime, formatInteger, useLanguage } from '@croupier/i18n';
import { EmptyState } from '@croupier/ui';
import { CsvButton } from '../parts/csv-button';
import { Money, NetMoney } from '../parts/money';
import { Card, Figures, Muted, Page, Table, TableScroll, Title } from '../parts/page.styles';
import { rangeFilePart, type ReportDates } from '../parts/report-dates';
import { ReportFilters } from '../parts/report-filters';
import { ReportLoad, ReportPager } from '../parts/report-load';
import { UsernameFilter } from '../parts/username-filter';
import { usePaging } from '../parts/use-paging';
import { GameTypeSelect } from './game-type-select';
import { REPORT_STALE_MS } from './report-stale';

function Totals({ page }: { page: TeamBetsPage }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const { summary, currency } = page;
  return (
    <Card aria-label={t('report.totals')} data-testid="agent-totals">
      <Figures>
        <div>
          <dt>{t('teamBets.rounds')}</dt>
          <dd data-testid="agent-total-rounds">{formatInteger(summary.rounds, language)}</dd>
        </div>
        <div>
          <dt>{t('teamBets.stake')}</dt>
          <dd>
            <Money amountMinor={summary.stakeMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('teamBets.validBet')}</dt>
          <dd data-testid="agent-total-valid-bet">
            <Money amountMinor={summary.validBetMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('teamBets.payout')}</dt>
          <dd>
            <Money amountMinor={summary.payoutMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('teamBets.net')}</dt>
          <dd>
            <NetMoney amountMinor={summary.netMinor} currency={currency} />
          </dd>
        </div>
      </Figures>
    </Card>
  );
}

function Rows({ page, onPage }: { page: TeamBetsPage; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  if (page.total === 0) return <EmptyState title={t('teamBets.empty')} />;
  return (
    <>
      <TableScroll>
        <Table data-testid="agent-table">
          <thead>
            <tr>
              <th scope="col">{t('teamBets.time')}</th>
              <th scope="col">{t('report.member')}</th>
              <th scope="col">{t('teamBets.game')}</th>
              <th scope="col" data-amount>
                {t('teamBets.stake')}
              </th>
              <th scope="col" data-amount>
                {t('teamBets.validBet')}
              </th>
              <th scope="col" data-amount>
                {t('teamBets.payout')}
              </th>
              <th scope="col" data-amount>
                {t('teamBets.net')}
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.recordId} data-testid="agent-row" data-status={row.status}>
                <td>
                  {formatDateTime(row.placedAt, language, page.timeZone)}
                  <Muted>{t(`teamBets.status.${row.status}`)}</Muted>
                </td>
                <td>{row.username}</td>
                <td>
                  {row.gameName}
                  <Muted>
                    {row.vendor}
                    {row.gameType ? ` · ${t(`common:gameType.${row.gameType}`)}` : ''}
                  </Muted>
                </td>
                <td data-amount>
                  <Money amountMinor={row.stakeMinor} currency={page.currency} />
                </td>
                <td data-amount>
                  <Money amountMinor={row.validBetMinor} currency={page.currency} />
                </td>
                <td data-amount>
                  <Money amountMinor={row.payoutMinor} currency={page.currency} />
                </td>
                <td data-amount>
                  <NetMoney amountMinor={row.netMinor} currency={page.currency} />
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
 * Back office personalHistoryCopy (team betting): the rounds the whole team placed in the dates, by
 * member and game type, 20 a page, with the range's totals and its CSV.
 */
export function TeamBetsScreen({ dates }: { dates: ReportDates }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const [username, setUsername] = useState<string | null>(null);
  const [gameType, setGameType] = useState<GameType | null>(null);
  const filter = { from: dates.range.from, to: dates.range.to, ...(username ? { username } : {}), ...(gameType ? { gameType } : {}), language };
  const { pageNo, choosePage } = usePaging(JSON.stringify(filter));
  const result = useCallQuery(getTeamBets, { ...filter, ...(pageNo > 1 ? { pageNo: String(pageNo) } : {}) }, { enabled: dates.valid, placeholderData: keepPreviousData, staleTime: REPORT_STALE_MS });
  return (
    <Page data-testid="agent-team-bets">
      <Title>{t('pages.personalHistoryCopy')}</Title>
      <ReportFilters dates={dates} actions={<CsvButton call={getTeamBets} query={filter} fileName={`team-bets_${rangeFilePart(dates.range)}.csv`} disabled={!dates.valid} />}>
        <UsernameFilter value={username} onChange={setUsername} />
        <GameTypeSelect value={gameType} onChange={setGameType} />
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
