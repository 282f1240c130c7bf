import { useTranslation } from 'react-i18next';
import type { DepositChannelView } from '@croupier/contract';
import { formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { channelSpentToday } from '../amount/channel-amount';
import { Allowance, AllowanceBar, AllowanceText } from './deposit-page.styles';
import { Message } from '@croupier/ui';

/** What is left of today's limit of the channel, as a figure and a bar, and a word when it is used up. */
export function TodayAllowance({ channel, currency }: { channel: DepositChannelView; currency: CurrencyFormat }) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, language);
  const leftPercent = channel.dailyMaxMinor > 0 ? Math.min(100, Math.round((channel.remainingTodayMinor / channel.dailyMaxMinor) * 100)) : 0;
  return (
    <>
      <Allowance data-testid="deposit-remaining" data-remaining-minor={channel.remainingTodayMinor}>
        <AllowanceText>
          <span>{t('account.remainingLabel')}</span>
          <strong>{t('account.remaining', { amount: money(channel.remainingTodayMinor), limit: money(channel.dailyMaxMinor) })}</strong>
        </AllowanceText>
        <AllowanceBar $leftPercent={leftPercent} aria-hidden="true" />
      </Allowance>
      {channelSpentToday(channel) ? (
        <Message tone="warning" announce data-testid="deposit-spent">
          {t('account.spent', { channel: channel.name })}
        </Message>
      ) : null}
    </>
  );
}
