import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from '@croupier/contract';
import { formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { VisuallyHidden } from '@croupier/ui';
import { MethodIcon } from '../parts/method-icon';
import type { WithdrawChannel } from './use-withdraw-info';
import { AccountCard, AccountChannel, AccountEmblem, AccountFact, AccountGrid, AccountLines, AccountNumber } from './withdraw-page.styles';

export interface AccountPickerProps {
  accounts: readonly PayoutAccount[];
  channels: readonly WithdrawChannel[];
  chosenId: string | null;
  currency: CurrencyFormat;
  onChoose: (payoutAccountId: string) => void;
}

/**
 * The member's bound payout accounts as radio cards: the channel, the number, the name it is held in,
 * the bank, and the channel's limits with what is left of today's. An account of a channel the brand
 * no longer pays out through stays listed, and cannot be chosen.
 */
export function AccountPicker({ accounts, channels, chosenId, currency, onChoose }: AccountPickerProps) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, language);
  return (
    <AccountGrid as="fieldset" data-testid="withdraw-accounts">
      <VisuallyHidden as="legend">{t('withdraw.accounts.label')}</VisuallyHidden>
      {accounts.map((account) => {
        const channel = channels.find((each) => each.code === account.channelCode);
        const isChosen = account.payoutAccountId === chosenId;
        return (
          <AccountCard
            key={account.payoutAccountId}
            $chosen={isChosen}
            data-testid={`withdraw-account-${account.payoutAccountId}`}
            data-channel={account.channelCode}
            data-chosen={isChosen}
          >
            <input type="radio" name="withdraw-account" value={account.payoutAccountId} checked={isChosen} disabled={!channel} onChange={() => onChoose(account.payoutAccountId)} />
            <AccountEmblem $chosen={isChosen}>
              <MethodIcon method={channel?.method ?? 'BANK'} />
            </AccountEmblem>
            <AccountChannel>
              {channel?.name ?? account.channelCode}
              <VisuallyHidden>, </VisuallyHidden>
            </AccountChannel>
            <AccountLines>
              <AccountNumber data-testid="withdraw-account-number">{account.accountNumber}</AccountNumber>
              <AccountFact data-testid="withdraw-account-holder">{t('withdraw.accounts.holder', { name: account.holderName })}</AccountFact>
              {account.bankName ? <AccountFact data-testid="withdraw-account-bank">{account.bankName}</AccountFact> : null}
              <AccountFact data-testid="withdraw-account-limits">
                {channel
                  ? t('withdraw.accounts.limits', { min: money(channel.minMinor), max: money(channel.maxMinor), left: money(channel.remainingTodayMinor) })
                  : t('withdraw.accounts.retired')}
              </AccountFact>
            </AccountLines>
          </AccountCard>
        );
      })}
    </AccountGrid>
  );
}
