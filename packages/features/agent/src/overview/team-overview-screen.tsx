import { useTranslation } from 'react-i18next';
import { keepPreviousData } from '@tanstack/react-query';
import { getAgentTeamOverview, type TeamOverview } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { formatInteger, useLanguage } from '@croupier/i18n';
import { Money, NetMoney } from '../parts/money';
import { Card, Figures, Page, SectionTitle, Title } from '../parts/page.styles';
import type { ReportDates } from '../parts/report-dates';
import { ReportFilters } from '../parts/report-filters';
import { ReportLoad } from '../parts/report-load';
import { REPORT_STALE_MS } from '../reports/report-stale';

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
      <Figures>
        {counts.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`overview.${key}`)}</dt>
            <dd data-testid={`agent-overview-${key}`}>{formatInteger(value, language)}</dd>
          </div>
        ))}
      </Figures>
    </Card>
  );
}

function MoneyFigures({ overview }: { overview: TeamOverview }) {
  const { t } = useTranslation('agent');
  const { figures, currency } = overview;
  return (
    <Card aria-labelledby="agent-overview-money">
      <SectionTitle id="agent-overview-money">{t('overview.money')}</SectionTitle>
      <Figures>
        <div>
          <dt>{t('profitLoss.validBet')}</dt>
          <dd data-testid="agent-overview-validBet">
            <Money amountMinor={figures.validBetMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('profitLoss.payout')}</dt>
          <dd>
            <Money amountMinor={figures.payoutMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('profitLoss.profitLoss')}</dt>
          <dd data-testid="agent-overview-profitLoss">
            <NetMoney amountMinor={figures.profitLossMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('profitLoss.deposit')}</dt>
          <dd>
            <Money amountMinor={figures.depositMinor} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('profitLoss.withdrawal')}</dt>
          <dd>
            <Money amountMinor={figures.withdrawalMinor} currency={currency} />
          </dd>
        </div>
      </Figures>
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
