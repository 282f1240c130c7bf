import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTeamTransactions, type TeamMovement } from '@croupier/contract';
import { ACCOUNT_MOVEMENT_GROUPS, type AccountMovementGroup } from '@croupier/domain';
import { describePostingNote, formatDateTime, formatInteger, useLanguage } from '@croupier/i18n';
import { Select } from '@croupier/ui';
import { CsvButton } from '../parts/csv-button';
import { Money, NetMoney } from '../parts/money';
import { Muted, Page, Title } from '../parts/page.styles';
import { rangeFilePart, type ReportDates } from '../parts/report-dates';
import { ReportFilters } from '../parts/report-filters';
import { ReportResult } from '../parts/report-result';
import { UsernameFilter } from '../parts/username-filter';
import { usePagedReport } from '../parts/use-paged-report';

/** A posting's note in the reader's words; a reference the member typed stays as it was, not translated. */
function NoteText({ note, credit, timeZone }: { note: NonNullable<TeamMovement['note']>; credit: boolean; timeZone: string }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const { text, reference } = describePostingNote(note, t, { language, timeZone, credit });
  return (
    <>
      {' · '}
      {text}
      {reference ? (
        <>
          {' · '}
          {t('common:postingNotes.reference')} <span translate="no">{reference}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * Back office agentDownlineTransactionDetailsCopy (team transactions): every movement of the team's
 * wallets in the dates, by member and type, 20 a page, with money in and out and the range's CSV.
 */
export function TeamTransactionsScreen({ dates }: { dates: ReportDates }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const [username, setUsername] = useState<string | null>(null);
  const [group, setGroup] = useState<AccountMovementGroup>('all');
  const filter = { from: dates.range.from, to: dates.range.to, ...(username ? { username } : {}), ...(group !== 'all' ? { group } : {}) };
  const report = usePagedReport(getTeamTransactions, filter, dates.valid);
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
      <ReportResult
        report={report}
        totals={({ summary, currency }) => [
          { label: t('teamTransactions.movements'), value: formatInteger(summary.movements, language), testId: 'agent-total-movements' },
          { label: t('teamTransactions.in'), value: <Money amountMinor={summary.inMinor} currency={currency} />, testId: 'agent-total-in' },
          { label: t('teamTransactions.out'), value: <Money amountMinor={summary.outMinor} currency={currency} /> },
          { label: t('teamTransactions.net'), value: <NetMoney amountMinor={summary.netMinor} currency={currency} /> },
        ]}
        columns={({ currency, timeZone }) => [
          { label: t('teamTransactions.time'), cell: (row) => formatDateTime(row.at, language, timeZone) },
          { label: t('report.member'), cell: (row) => row.username },
          {
            label: t('teamTransactions.kind'),
            cell: (row) => (
              <>
                {t(`movementKinds.${row.kind}`, { defaultValue: row.kind })}
                <Muted>
                  {row.wallet === 'MAIN' ? t('teamTransactions.mainWallet') : row.wallet}
                  {row.note ? <NoteText note={row.note} credit={row.amountMinor > 0} timeZone={timeZone} /> : null}
                </Muted>
              </>
            ),
          },
          { label: t('teamTransactions.amount'), amount: true, cell: (row) => <NetMoney amountMinor={row.amountMinor} currency={currency} /> },
          { label: t('teamTransactions.balance'), amount: true, cell: (row) => <Money amountMinor={row.balanceMinor} currency={currency} /> },
        ]}
        rowKey={(row) => row.movementId}
        rowAttributes={(row) => ({ 'data-kind': row.kind })}
        emptyTitle={t('teamTransactions.empty')}
      />
    </Page>
  );
}
