import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getContracts, getDownlineDetails, type DownlineMember } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { formatDateTime, formatInteger, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Dialog } from '@croupier/ui';
import { OfferForm } from '../contracts/offer-form';
import { formatDay } from '../parts/day';
import { useAgentEnvironment } from '../environment/agent-environment';
import { Money, NetMoney } from '../parts/money';
import { Figures, Message, SectionTitle } from '../parts/page.styles';
import type { ReportDates } from '../parts/report-dates';
import { ReportLoad } from '../parts/report-load';
import { REPORT_STALE_MS } from '../reports/report-stale';

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
    <Figures>
      <div>
        <dt>{t('downlines.kind')}</dt>
        <dd>{t(member.isAgent ? 'report.agent' : 'report.player')}</dd>
      </div>
      <div>
        <dt>{t('downlines.upline')}</dt>
        <dd>{member.uplineUsername}</dd>
      </div>
      <div>
        <dt>{t('downlines.level')}</dt>
        <dd>{formatInteger(member.depth, language)}</dd>
      </div>
      <div>
        <dt>{t('downlines.balance')}</dt>
        <dd data-testid="agent-details-balance">
          <Money amountMinor={member.balanceMinor} currency={currency} />
        </dd>
      </div>
      <div>
        <dt>{t('downlines.registered')}</dt>
        <dd>{formatDateTime(member.registeredAt, language, timeZone)}</dd>
      </div>
      <div>
        <dt>{t('downlines.lastLogin')}</dt>
        <dd>{member.lastLoginAt ? formatDateTime(member.lastLoginAt, language, timeZone) : t('downlines.never')}</dd>
      </div>
      {member.isAgent ? (
        <div>
          <dt>{t('downlines.teamSize')}</dt>
          <dd>{formatInteger(member.teamSize, language)}</dd>
        </div>
      ) : null}
    </Figures>
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
      <div data-testid="agent-downline-details">
        {!dates.valid ? <Message $tone="error">{t('report.rangeInvalid')}</Message> : null}
        <ReportLoad result={details} enabled={dates.valid}>
          {({ member, figures, currency, from, to }) => (
            <>
              <Facts member={member} currency={currency} />
              <SectionTitle>{t('downlines.figures', { from: formatDay(from, language), to: formatDay(to, language) })}</SectionTitle>
              <Figures>
                <div>
                  <dt>{t('profitLoss.validBet')}</dt>
                  <dd data-testid="agent-details-valid-bet">
                    <Money amountMinor={figures.validBetMinor} currency={currency} />
                  </dd>
                </div>
                <div>
                  <dt>{t('profitLoss.profitLoss')}</dt>
                  <dd>
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
              {transfer}
              {member.isAgent && member.depth === 1 ? <ContractOffer username={member.username} /> : null}
            </>
          )}
        </ReportLoad>
      </div>
    </Dialog>
  );
}
