import { useTranslation } from 'react-i18next';
import type { DepositChannelView } from '@croupier/contract';
import { formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { VisuallyHidden } from '@croupier/ui';
import { MethodIcon } from '../parts/method-icon';
import { ChannelCard, ChannelEmblem, ChannelFacts, ChannelGrid, ChannelName } from './deposit-page.styles';

export interface ChannelPickerProps {
  channels: readonly DepositChannelView[];
  chosen: DepositChannelView;
  currency: CurrencyFormat;
  onChoose: (code: string) => void;
}

/** The brand's channels as radio cards: name, how the money travels, and the limits of one deposit and of a day. */
export function ChannelPicker({ channels, chosen, currency, onChoose }: ChannelPickerProps) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, language);
  return (
    <ChannelGrid as="fieldset" data-testid="deposit-channels">
      <VisuallyHidden as="legend">{t('channels.label')}</VisuallyHidden>
      {channels.map((channel) => {
        const isChosen = channel.code === chosen.code;
        return (
          <ChannelCard key={channel.code} $chosen={isChosen} data-testid={`deposit-channel-${channel.code}`} data-chosen={isChosen}>
            <input type="radio" name="deposit-channel" value={channel.code} checked={isChosen} onChange={() => onChoose(channel.code)} />
            <ChannelEmblem $chosen={isChosen}>
              <MethodIcon method={channel.method} />
            </ChannelEmblem>
            <ChannelName>
              {channel.name}
              <VisuallyHidden>, {t(`channels.methods.${channel.method}`)}</VisuallyHidden>
            </ChannelName>
            <ChannelFacts data-testid="deposit-channel-limits">
              {t('channels.limits', { min: money(channel.minMinor), max: money(channel.maxMinor) })}
              <br />
              {t('channels.daily', { amount: money(channel.dailyMaxMinor) })}
            </ChannelFacts>
          </ChannelCard>
        );
      })}
    </ChannelGrid>
  );
}
