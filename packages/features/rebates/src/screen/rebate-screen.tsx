import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClaimableRebateDay, RebateSummary } from '@croupier/contract';
import { formatDateTime, formatDay, formatMoney, formatTime } from '@croupier/i18n';
import { Button, EmptyState, Message, Note, PageTitle, Pagination, Spinner } from '@croupier/ui';
import { claimErrorKey } from '../claim/claim-error';
import { loadErrorKey } from '../parts/load-error';
import { useLanguage } from '../parts/words';
import { Card, CardTitle, Centre, Chip, DayCard, DayFacts, DayList, Figure, Head, HistoryList, Lead, Page } from './page.styles';
import { RebateLines } from './rebate-lines';
import { useClaimRebate, useRebateHistory, useRebateSummary } from './use-rebates';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

function TodayCard({ summary }: { summary: RebateSummary }) {
  const { t } = useTranslation('rebates');
  const language = useLanguage();
  const { accrual, currency } = summary;
  return (
    <Card aria-labelledby="rebates-today-title" data-testid="rebates-today">
      <CardTitle id="rebates-today-title">
        {t('today.title')}
        <small>{formatDay(accrual.day, language)}</small>
      </CardTitle>
      {accrual.lines.length === 0 ? (
        <Note data-testid="rebates-today-empty">{t('today.empty')}</Note>
      ) : (
        <>
          <div>
            <Note>{t('today.total')}</Note>
            <Figure data-testid="rebates-today-amount" data-amount-minor={accrual.amountMinor}>
              {formatMoney(accrual.amountMinor, currency, language)}
            </Figure>
          </div>
          <RebateLines day={accrual} currency={currency} testId="rebates-today-lines" />
          {summary.mode === 'MANUAL' ? <Note>{t('today.claimTomorrow')}</Note> : null}
        </>
      )}
    </Card>
  );
}

function ClaimableDay({ day, summary, pending, onClaim }: { day: ClaimableRebateDay; summary: RebateSummary; pending: boolean; onClaim: (day: string) => void }) {
  const { t } = useTranslation('rebates');
  const language = useLanguage();
  const amount = formatMoney(day.amountMinor, summary.currency, language);
  return (
    <DayCard data-testid={`rebates-claimable-${day.day}`} data-amount-minor={day.amountMinor}>
      <DayFacts>
        <strong>{formatDay(day.day, language)}</strong>
        <span>{t('claimable.until', { time: formatDateTime(day.claimableUntil, language, summary.timeZone) })}</span>
      </DayFacts>
      <Button variant="accent" loading={pending} disabled={pending} onClick={() => onClaim(day.day)} data-testid={`rebates-claim-${day.day}`}>
        {pending ? t('claimable.claiming') : t('claimable.claim', { amount })}
      </Button>
      <details>
        <summary>{t('claimable.details')}</summary>
        <RebateLines day={day} currency={summary.currency} testId={`rebates-claimable-lines-${day.day}`} />
      </details>
    </DayCard>
  );
}

function ClaimCard({ summary }: { summary: RebateSummary }) {
  const { t } = useTranslation('rebates');
  const language = useLanguage();
  const claim = useClaimRebate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const onClaim = (day: string) => {
    setOutcome(null);
    claim.mutate(day, {
      onSuccess: ({ payout }) => setOutcome({ tone: 'success', text: t('claimable.done', { amount: formatMoney(payout.amountMinor, summary.currency, language), day: formatDay(payout.day, language) }) }),
      onError: (error) => setOutcome({ tone: 'error', text: t(claimErrorKey(error)) }),
    });
  };
  return (
    <Card aria-labelledby="rebates-claimable-title" data-testid="rebates-claimable">
      <CardTitle id="rebates-claimable-title">{t('claimable.title')}</CardTitle>
      {outcome ? (
        <Message tone={outcome.tone} announce data-testid="rebates-claim-message" data-tone={outcome.tone}>
          {outcome.text}
        </Message>
      ) : null}
      {summary.claimable.length === 0 ? (
        <Note data-testid="rebates-claimable-empty">{t('claimable.empty')}</Note>
      ) : (
        <DayList>
          {summary.claimable.map((day) => (
            <ClaimableDay key={day.day} day={day} summary={summary} pending={claim.isPending && claim.variables === day.day} onClaim={onClaim} />
          ))}
        </DayList>
      )}
    </Card>
  );
}

function HistoryCard({ summary }: { summary: RebateSummary }) {
  const { t } = useTranslation('rebates');
  const language = useLanguage();
  const [pageNo, setPageNo] = useState(1);
  const history = useRebateHistory(pageNo);
  const page = history.data;
  return (
    <Card aria-labelledby="rebates-history-title" data-testid="rebates-history" aria-busy={history.isFetching || undefined}>
      <CardTitle id="rebates-history-title">
        {t('history.title')}
        {page && page.total > 0 ? <small data-testid="rebates-history-total">{t('history.totalPaid', { amount: formatMoney(page.totalPaidMinor, page.currency, language) })}</small> : null}
      </CardTitle>
      {history.isError && !page ? (
        <Message tone="error">{t(loadErrorKey(history.error))}</Message>
      ) : !page ? (
        <Centre>
          <Spinner />
        </Centre>
      ) : page.total === 0 ? (
        <EmptyState title={t('history.empty')} headingLevel="h3" data-testid="rebates-history-empty" />
      ) : (
        <>
          <HistoryList>
            {page.payouts.map((payout) => (
              <li key={payout.payoutId} data-testid={`rebates-history-${payout.day}`} data-mode={payout.mode}>
                <span>{formatDay(payout.day, language)}</span>
                <strong>{formatMoney(payout.amountMinor, summary.currency, language)}</strong>
                <span>{t(`history.mode.${payout.mode}`)}</span>
                <span>{t('history.paidAt', { time: formatDateTime(payout.paidAt, language, page.timeZone) })}</span>
              </li>
            ))}
          </HistoryList>
          <Pagination page={page.pageNo} totalPages={page.totalPages} onPageChange={setPageNo} label={t('history.title')} />
        </>
      )}
    </Card>
  );
}

function RebatePage({ summary }: { summary: RebateSummary }) {
  const { t } = useTranslation('rebates');
  const language = useLanguage();
  const manual = summary.mode === 'MANUAL';
  return (
    <Page data-testid="rebates-page" data-mode={summary.mode}>
      <Head as="header">
        <PageTitle>{t('page.title')}</PageTitle>
        <Lead>{manual ? t('page.intro', { days: summary.claimDays }) : t('page.autoBrand', { time: formatTime(summary.nextPayAt ?? '', language, summary.timeZone) })}</Lead>
        <Chip data-testid="rebates-cap">{t('page.dailyCap', { amount: formatMoney(summary.dailyCapMinor, summary.currency, language) })}</Chip>
      </Head>
      <TodayCard summary={summary} />
      {manual ? <ClaimCard summary={summary} /> : null}
      <HistoryCard summary={summary} />
    </Page>
  );
}

/**
 * SPEC §2 member centre, manual rebate (decision 0044): what today's valid bets have earned so far by
 * game type, the finished days of the claim window to claim with one press each, and the rebates
 * paid. On a brand that pays rebates automatically the page says when, with no claim. The shell's route
 * guard has already turned trial players away.
 */
export function RebateScreen() {
  const { t } = useTranslation('rebates');
  const summary = useRebateSummary();
  if (summary.data) return <RebatePage summary={summary.data} />;
  if (summary.isError) {
    return (
      <Page data-testid="rebates-page-error">
        <Message tone="error" announce>
          <strong>{t('page.loadFailed')}</strong> {t(loadErrorKey(summary.error))}
        </Message>
        <Button variant="secondary" onClick={() => void summary.refetch()}>
          {t('page.retry')}
        </Button>
      </Page>
    );
  }
  return (
    <Centre>
      <Spinner />
    </Centre>
  );
}
