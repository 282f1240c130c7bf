import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MemberPromotion } from '@croupier/contract';
import { formatInteger, formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { mix, vars } from '@croupier/ui';
import { formatHundredths, formatPercentBps } from '../parts/numbers';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
  margin: 0;
  border-radius: ${vars.radiusMedium};
  border: 1px solid ${vars.colorBorder};
  overflow: hidden;
  font-size: 14px;
  & dt,
  & dd {
    margin: 0;
    padding: 10px 14px;
    border-bottom: 1px solid ${mix('colorBorder', 70)};
    overflow-wrap: anywhere;
  }
  & dt {
    color: ${vars.colorTextMuted};
    background: ${vars.colorSurfaceRaised};
  }
  & dd {
    font-weight: 600;
  }
  & > :nth-last-child(-n + 2) {
    border-bottom: 0;
  }
  @media (max-width: 599px) {
    grid-template-columns: minmax(0, 1fr);
    & dt {
      padding-bottom: 2px;
      border-bottom: 0;
      background: transparent;
      font-size: 12.5px;
    }
    & dd {
      padding-top: 0;
    }
  }
`;

interface Rule {
  key: string;
  label: string;
  value: string;
}

/** The promotion's rules in words: the reward, its wagering and its limits, who may take part and how often. */
export function RewardRules({ promotion, currency }: { promotion: MemberPromotion; currency: CurrencyFormat }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const money = (minor: number) => formatMoney(minor, currency, language);
  const { reward } = promotion;
  const rules: Rule[] = [];
  const add = (key: string, value: string) => rules.push({ key, label: t(`rules.${key}.label`), value });

  if (promotion.kind === 'DEPOSIT_BONUS') {
    add('percent', t('rules.percent.value', { percent: formatPercentBps(reward.percentBps, language), cap: money(reward.capMinor) }));
    add('minDeposit', money(reward.minDepositMinor));
  } else if (reward.amountMinor > 0 && promotion.kind !== 'SIGN_IN' && promotion.kind !== 'RAFFLE') {
    add('amount', money(reward.amountMinor));
  }
  add('form', t(`rules.form.${reward.form}`));
  if (reward.form === 'BONUS') {
    if (reward.multiplierHundredths > 0) {
      add('wagering', t(`rules.wagering.${reward.wageringBase}`, { multiplier: formatHundredths(reward.multiplierHundredths, language) }));
    }
    const counting = reward.contributions.filter((contribution) => contribution.percent > 0);
    if (counting.length > 0) {
      add('contributions', counting.map((contribution) => t('rules.contributions.item', { game: t(`common:gameType.${contribution.gameType}`), percent: formatPercentBps(contribution.percent * 100, language) })).join(', '));
    }
    if (reward.maxBetMinor !== null) add('maxBet', money(reward.maxBetMinor));
    if (reward.maxCashoutMinor !== null) add('maxCashout', money(reward.maxCashoutMinor));
    add('lifetime', t('rules.lifetime.value', { count: reward.lifetimeDays, days: formatInteger(reward.lifetimeDays, language) }));
  }
  add('segment', t(`rules.segment.${promotion.segment}`));
  add('frequency', t(`rules.frequency.${promotion.frequency}`));

  return (
    <List data-testid="promotion-rules">
      {rules.map((rule) => (
        <Fragment key={rule.key}>
          <dt>{rule.label}</dt>
          <dd data-testid={`promotion-rule-${rule.key}`}>{rule.value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
