import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTeamBets } from '@croupier/contract';
import type { GameType } from '@croupier/domain';
import { formatDateTime, formatInteger, useLanguage } from '@croupier/i18n';
import { CsvButton } from '../parts/csv-button';
import { Money, NetMoney } from '../parts/money';
import { Muted, Page, Title } from '../parts/page.styles';
import { rangeFilePart, type ReportDates } from '../parts/report-dates';
import { ReportFilters } from '../parts/report-filters';
import { ReportResult } from '../parts/report-result';
import { UsernameFilter } from '../parts/username-filter';
import { usePagedReport } from '../parts/use-paged-report';
import { GameTypeSelect } from './game-type-select';

/**
 * Back office personalHistoryCopy (team betting): the rounds the whole team placed in the dates, by
 * member and game type, 20 a page, with the range's totals and its CSV. The totals are the settled
 * rounds'; open rounds' stakes are shown apart, as they are neither won nor lost yet.
 */
export function TeamBetsScreen({ dates }: { dates: ReportDates }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const [username, setUsername] = useState<string | null>(null);
  const [gameType, setGameType] = useState<GameType | null>(null);
  const filter = { from: dates.range.from, to: dates.range.to, ...(username ? { username } : {}), ...(gameType ? { gameType } : {}), language };
  const report = usePagedReport(getTeamBets, filter, dates.valid);
  return (
    <Page data-testid="agent-team-bets">
      <Title>{t('pages.personalHistoryCopy')}</Title>
      <ReportFilters dates={dates} actions={<CsvButton call={getTeamBets} query={filter} fileName={`team-bets_${rangeFilePart(dates.range)}.csv`} disabled={!dates.valid} />}>
        <UsernameFilter value={username} onChange={setUsername} />
        <GameTypeSelect value={gameType} onChange={setGameType} />
      </ReportFilters>
      <ReportResult
        report={report}
        totals={({ summary, currency }) => [
          { label: t('teamBets.rounds'), value: formatInteger(summary.rounds, language), testId: 'agent-total-rounds' },
          { label: t('teamBets.stake'), value: <Money amountMinor={summary.stakeMinor} currency={currency} /> },
          { label: t('teamBets.validBet'), value: <Money amountMinor={summary.validBetMinor} currency={currency} />, testId: 'agent-total-valid-bet' },
          { label: t('teamBets.payout'), value: <Money amountMinor={summary.payoutMinor} currency={currency} /> },
          { label: t('teamBets.net'), value: <NetMoney amountMinor={summary.netMinor} currency={currency} />, testId: 'agent-total-net' },
          {
            label: t('teamBets.openStake'),
            value: (
              <>
                <Money amountMinor={summary.openStakeMinor} currency={currency} />
                <Muted>{t('teamBets.openRounds', { count: summary.openRounds, countText: formatInteger(summary.openRounds, language) })}</Muted>
              </>
            ),
            testId: 'agent-total-open-stake',
          },
        ]}
        columns={({ currency, timeZone }) => [
          {
            label: t('teamBets.time'),
            cell: (row) => (
              <>
                {formatDateTime(row.placedAt, language, timeZone)}
                <Muted>{t(`teamBets.status.${row.status}`)}</Muted>
              </>
            ),
          },
          { label: t('report.member'), cell: (row) => row.username },
          {
            label: t('teamBets.game'),
            cell: (row) => (
              <>
                {row.gameName}
                <Muted>
                  {row.vendor}
                  {row.gameType ? ` · ${t(`common:gameType.${row.gameType}`)}` : ''}
                </Muted>
              </>
            ),
          },
          { label: t('teamBets.stake'), amount: true, cell: (row) => <Money amountMinor={row.stakeMinor} currency={currency} /> },
          { label: t('teamBets.validBet'), amount: true, cell: (row) => <Money amountMinor={row.validBetMinor} currency={currency} /> },
          { label: t('teamBets.payout'), amount: true, cell: (row) => <Money amountMinor={row.payoutMinor} currency={currency} /> },
          {
            label: t('teamBets.net'),
            amount: true,
            // an open round has no win or loss yet: it says so instead of showing its stake as lost
            cell: (row) => (row.netMinor === null ? <Muted data-testid="agent-bet-open">{t('teamBets.status.open')}</Muted> : <NetMoney amountMinor={row.netMinor} currency={currency} />),
          },
        ]}
        rowKey={(row) => row.recordId}
        rowAttributes={(row) => ({ 'data-status': row.status })}
        emptyTitle={t('teamBets.empty')}
      />
    </Page>
  );
}
