import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannelView } from '@croupier/contract';
import type { CurrencyFormat } from '@croupier/i18n';
import { Button, EmptyState, Message, Note, SectionTitle, Spinner } from '@croupier/ui';
import { DepositHistory } from '../history/deposit-history';
import { ReturnedPayment } from '../history/returned-payment';
import { loadErrorKey } from '../parts/load-error';
import { ChannelPicker } from './channel-picker';
import { goToCheckout } from './checkout-url';
import { Card, Centre, Page, Title } from './deposit-page.styles';
import { DepositRequest } from './deposit-request';
import { ReceivingAccount } from './receiving-account';
import { TodayAllowance } from './today-allowance';
import { useDepositChannels, type DepositChannelsValue } from './use-deposit-channels';

export interface DepositScreenProps {
  /** the brand's currency: its symbol; the scale is the server's */
  currency: CurrencyFormat;
  /** the brand's IANA time zone, in which deposit times are shown */
  timeZone: string;
  /** the deposit a gateway's page sent the player back for (the `deposit` of the return link) */
  returnedDepositId?: string | null;
  /** leaves for a gateway's page to pay; tests watch it instead */
  openCheckout?: (url: string) => void;
}

type PageProps = Required<DepositScreenProps>;

function HistoryCard({ currency, timeZone }: Pick<PageProps, 'currency' | 'timeZone'>) {
  const { t } = useTranslation('cashier');
  return (
    <Card aria-labelledby="deposit-history-title">
      <SectionTitle id="deposit-history-title">{t('history.title')}</SectionTitle>
      <DepositHistory currency={currency} timeZone={timeZone} />
    </Card>
  );
}

/** Step 2: where a transfer goes, or how a gateway's payment works; and what is left today. */
function PaySection({ channel, currency }: { channel: DepositChannelView; currency: CurrencyFormat }) {
  const { t } = useTranslation('cashier');
  const account = channel.kind === 'MANUAL' ? channel.receivingAccount : null;
  return (
    <Card aria-labelledby="deposit-pay-title">
      <SectionTitle id="deposit-pay-title">{account ? t('account.title', { channel: channel.name }) : t('gateway.title', { channel: channel.name })}</SectionTitle>
      {account ? <ReceivingAccount channel={channel} account={account} /> : <Note data-testid="deposit-gateway">{t('gateway.steps', { channel: channel.name })}</Note>}
      <TodayAllowance channel={channel} currency={currency} />
    </Card>
  );
}

function DepositPage({ value, currency: brandCurrency, timeZone, returnedDepositId, openCheckout }: PageProps & { value: DepositChannelsValue }) {
  const { t } = useTranslation('cashier');
  const [chosenCode, setChosenCode] = useState<string | null>(null);
  // Amounts mean minor units at the server's scale; the brand gives the symbol.
  const currency: CurrencyFormat = { ...brandCurrency, code: value.currency, scale: value.scale };
  // The first channel stands chosen until the player picks another (or theirs leaves the list).
  const channel = value.channels.find((each) => each.code === chosenCode) ?? value.channels[0];
  if (!channel) {
    return (
      <Page data-testid="deposit-page" data-channels="0">
        <Title>{t('page.title')}</Title>
        <Card>
          <EmptyState title={t('page.noChannels')} data-testid="deposit-no-channels" />
        </Card>
        <HistoryCard currency={currency} timeZone={timeZone} />
      </Page>
    );
  }
  return (
    <Page data-testid="deposit-page" data-channels={value.channels.length}>
      <div>
        <Title>{t('page.title')}</Title>
        <Note>{t('page.intro')}</Note>
      </div>
      {returnedDepositId ? <ReturnedPayment depositId={returnedDepositId} currency={currency} /> : null}
      <Card aria-labelledby="deposit-channels-title">
        <SectionTitle id="deposit-channels-title">{t('channels.title')}</SectionTitle>
        <ChannelPicker channels={value.channels} chosen={channel} currency={currency} onChoose={setChosenCode} />
      </Card>
      <PaySection channel={channel} currency={currency} />
      <Card aria-labelledby="deposit-form-title">
        <SectionTitle id="deposit-form-title">{channel.kind === 'MANUAL' ? t('form.title') : t('form.titleGateway')}</SectionTitle>
        <DepositRequest channel={channel} currency={currency} openCheckout={openCheckout} />
      </Card>
      <HistoryCard currency={currency} timeZone={timeZone} />
    </Page>
  );
}

/**
 * SPEC §2 member centre, depositv2. For a manual transfer the player picks a channel, sends the money
 * to the brand's account from their own bank or wallet app, then tells us the amount and the
 * transfer's reference, with a receipt photo if they like; the deposit stays pending until an
 * operator confirms the money arrived. Through a gateway channel the player gives the amount and pays
 * on the gateway's page. See docs/decisions/0017-cashier.md. The shell's route guard has already
 * turned guests and trial players away.
 */
export function DepositScreen({ currency, timeZone, returnedDepositId = null, openCheckout = goToCheckout }: DepositScreenProps) {
  const { t } = useTranslation('cashier');
  const channels = useDepositChannels();
  if (channels.data) {
    return <DepositPage value={channels.data} currency={currency} timeZone={timeZone} returnedDepositId={returnedDepositId} openCheckout={openCheckout} />;
  }
  if (channels.isError) {
    return (
      <Page data-testid="deposit-page-error">
        <Message tone="error" announce>
          <strong>{t('page.loadFailed')}</strong> {t(loadErrorKey(channels.error))}
        </Message>
        <Button variant="secondary" onClick={() => void channels.refetch()}>
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
