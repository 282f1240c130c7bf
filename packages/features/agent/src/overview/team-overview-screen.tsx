import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { getAgentTeamOverview, type TeamOverview } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { formatInteger, useLanguage } from '@croupier/i18n';
import { Money, NetMoney } from '../parts/money';
import { FigureList } from '../parts/figure-list';
import { Card, Page, Title } from '../parts/page.styles';
import type { ReportDates } from '../parts/report-dates';
import { ReportFilters } from '../parts/report-filters';
import { ReportLoad } from '../parts/report-load';
import { REPORT_STALE_MS } from '../parts/report-stale';
import { SectionTitle } from '@croupier/ui';

function Counts({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const counts = [
    ['teamSize', overview.teamSize],
    ['directDownlines', overview.directDownlines],
    ['newMembers', overview.newMembers],
    ['activeMembers', overview.activeMembers],
    ['deposits', overview.deposits],
    ['withdrawals', overview.withdrawals],
  ] as const;
  return (
    <Card aria-labelledby="agent-overview-members">
      <SectionTitle id="agent-overview-members">{t('overview.members')}</SectionTitle>
      <FigureList figures={counts.map(([key, value]) => ({ label: t(`overview.${key}`), value: formatInteger(value, language), testId: `agent-overview-${key}` }))} />
    </Card>
  );
}

function MoneyFigures({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation('agent');
  const { figures, currency } = overview;
  return (
    <Card aria-labelledby="agent-overview-money">
      <SectionTitle id="agent-overview-money">{t('overview.money')}</SectionTitle>
      <FigureList
        figures={[
          { label: t('profitLoss.validBet'), value: <Money amountMinor={figures.validBetMinor} currency={currency} />, testId: 'agent-overview-validBet' },
          { label: t('profitLoss.payout'), value: <Money amountMinor={figures.payoutMinor} currency={currency} /> },
          { label: t('profitLoss.profitLoss'), value: <NetMoney amountMinor={figures.profitLossMinor} currency={currency} />, testId: 'agent-overview-profitLoss' },
          { label: t('profitLoss.deposit'), value: <Money amountMinor={figures.depositMinor} currency={currency} /> },
          { label: t('profitLoss.withdrawal'), value: <Money amountMinor={figures.withdrawalMinor} currency={currency} /> },
        ]}
      />
    </Card>
  );
}

/** Back office agentTeamOverview: the team's size now, and its members and money over the dates. */
export function TeamOverviewScreen({ dates }: { dates: ReportDates }) {
  const { t } = useTranslation('agent');
  const result = useCallQuery(getAgentTeamOverview, { from: dates.range.from, to: dates.range.to }, { enabled: dates.valid, placeholderData: keepPreviousData, staleTime: REPORT_STALE_MS });
  return (
    <Page data-testid="agent-team-overview">
      <Title>{t('pages.agentTeamOverview')}</Title>
      <ReportFilters dates={dates} />
      <ReportLoad result={result} enabled={dates.valid}>
        {(overview) => (
          <>
            <Counts overview={overview} />
            <MoneyFigures overview={overview} />
          </>
        )}
      </ReportLoad>
    </Page>
  );
}
