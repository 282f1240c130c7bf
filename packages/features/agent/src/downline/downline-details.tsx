import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getContracts, getDownlineDetails, type DownlineMember } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { formatDateTime, formatDay, formatInteger, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Dialog, Message, SectionTitle } from '@croupier/ui';
import styled from 'styled-components';
import { OfferForm } from '../contracts/offer-form';
import { useAgentEnvironment } from '../environment/agent-environment';
import { Money, NetMoney } from '../parts/money';
import { FigureList } from '../parts/figure-list';
import type { ReportDates } from '../parts/report-dates';
import { ReportLoad } from '../parts/report-load';
import { REPORT_STALE_MS } from '../parts/report-stale';

/** The member's facts, its figures, the transfer and the contract offer, each given room apart. */
const Sections = styled.div`
  display: grid;
  gap: 20px;
`;

/** A direct downline agent may be offered a contract of a kind the agent holds. */
function ContractOffer({ username }: { username: string }) {
  const { t } = useTranslation('agent');
  const contracts = useCallQuery(getContracts, { downline: username }, { staleTime: 15_000 });
  return (
    <section aria-labelledby="agent-details-offer">
      <SectionTitle id="agent-details-offer">{t('offer.titleFor', { username })}</SectionTitle>
      <ReportLoad result={contracts}>{(list) => <OfferForm offerable={list.offerable} downlineUsername={username} />}</ReportLoad>
    </section>
  );
}

function Facts({ member, currency }: { member: DownlineMember; currency: CurrencyFormat }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const { timeZone } = useAgentEnvironment();
  return (
    <FigureList
      layout="rows"
      testId="agent-details-facts"
      figures={[
        { label: t('downlines.kind'), value: t(member.isAgent ? 'report.agent' : 'report.player') },
        { label: t('downlines.upline'), value: member.uplineUsername },
        { label: t('downlines.level'), value: formatInteger(member.depth, language) },
        { label: t('downlines.balance'), value: <Money amountMinor={member.balanceMinor} currency={currency} />, testId: 'agent-details-balance' },
        { label: t('downlines.registered'), value: formatDateTime(member.registeredAt, language, timeZone) },
        { label: t('downlines.lastLogin'), value: member.lastLoginAt ? formatDateTime(member.lastLoginAt, language, timeZone) : t('downlines.never') },
        ...(member.isAgent ? [{ label: t('downlines.teamSize'), value: formatInteger(member.teamSize, language) }] : []),
      ]}
    />
  );
}

/**
 * One team member: who it is and, over the page's dates, its own play and cashier figures; a direct
 * downline agent can be offered a contract from here, and any member paid by transfer.
 */
export function DownlineDetails({ username, dates, onClose, transfer }: { username: string | null; dates: ReportDates; onClose: () => void; transfer: ReactNode }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const details = useCallQuery(
    getDownlineDetails,
    { username: username ?? '', from: dates.range.from, to: dates.range.to },
    { enabled: username !== null && dates.valid, staleTime: REPORT_STALE_MS },
  );
  return (
    <Dialog open={username !== null} onClose={onClose} title={username ?? ''} size="large" closeOnCover>
      <Sections data-testid="agent-downline-details">
        {!dates.valid ? <Message variant="text" tone="error">{t('report.rangeInvalid')}</Message> : null}
        <ReportLoad result={details} enabled={dates.valid}>
          {({ member, figures, currency, from, to }) => (
            <>
              <Facts member={member} currency={currency} />
              <SectionTitle>{t('downlines.figures', { from: formatDay(from, language), to: formatDay(to, language) })}</SectionTitle>
              <FigureList
                figures={[
                  { label: t('profitLoss.validBet'), value: <Money amountMinor={figures.validBetMinor} currency={currency} />, testId: 'agent-details-valid-bet' },
                  { label: t('profitLoss.profitLoss'), value: <NetMoney amountMinor={figures.profitLossMinor} currency={currency} /> },
                  { label: t('profitLoss.deposit'), value: <Money amountMinor={figures.depositMinor} currency={currency} /> },
                  { label: t('profitLoss.withdrawal'), value: <Money amountMinor={figures.withdrawalMinor} currency={currency} /> },
                ]}
              />
              {transfer}
              {member.isAgent && member.depth === 1 ? <ContractOffer username={member.username} /> : null}
            </>
          )}
        </ReportLoad>
      </Sections>
    </Dialog>
  );
}
