import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ContractTerms } from '@croupier/contract';
import { formatInteger, formatMoney, useLanguage } from '@croupier/i18n';
import { vars } from '@croupier/ui';
import { useAgentEnvironment } from '../environment/agent-environment';
import { formatRate } from './rate';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 14px;
  font-size: 13px;
  color: ${vars.colorTextMuted};
  & strong {
    color: ${vars.colorText};
  }
`;

/** A contract's kind, period and rate in one line of words, as every list shows it. */
export function useTermsHeadline(): (terms: ContractTerms) => string {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  return (terms) => {
    const period = terms.period ? t(`contracts.periods.${terms.period}`) : t(`contracts.fixedPeriods.${terms.kind}`);
    return t('contracts.headline', { kind: t(`contracts.kinds.${terms.kind}`), period, rate: formatRate(terms.ratePpm, language) });
  };
}

/** The SPEC §3 thresholds a contract sets; none set says so. */
export function ThresholdList({ terms }: { terms: ContractTerms }) {
  const { t } = useTranslation('agent');
  const language = useLanguage();
  const { currency } = useAgentEnvironment();
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, language);
  const items: [string, string][] = [];
  if (terms.minValidBetMinor !== null) items.push(['minValidBet', money(terms.minValidBetMinor)]);
  if (terms.minProfitLossMinor !== null) items.push(['minProfitLoss', money(terms.minProfitLossMinor)]);
  if (terms.minActiveMembers !== null) items.push(['minActiveMembers', formatInteger(terms.minActiveMembers, language)]);
  if (terms.minBetAmountMinor !== null) items.push([terms.kind === 'HOURLY' ? 'minBetAmountHourly' : 'minBetAmountDaily', money(terms.minBetAmountMinor)]);
  if (items.length === 0) return <List data-testid="agent-thresholds">{<li>{t('contracts.noThresholds')}</li>}</List>;
  return (
    <List data-testid="agent-thresholds">
      {items.map(([key, value]) => (
        <li key={key}>
          {t(`contracts.thresholds.${key}`)}: <strong>{value}</strong>
        </li>
      ))}
    </List>
  );
}
