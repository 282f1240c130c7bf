import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount, Withdrawal } from '@croupier/contract';
import { MAX_PAYOUT_ACCOUNTS } from '@croupier/domain';
import { formatInteger, formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Button, EmptyState, Message, Note, SectionTitle, Spinner } from '@croupier/ui';
import { WithdrawalHistory } from '../history/withdrawal-history';
import { loadErrorKey } from '../parts/load-error';
import { AccountPicker } from './account-picker';
import { BindAccountForm } from './bind-account-form';
import { PaymentPasswordForm } from './payment-password-form';
import { TurnoverCard } from './turnover-card';
import { useWithdrawInfo, type WithdrawInfo } from './use-withdraw-info';
import { WithdrawForm } from './withdraw-form';
import { Card, Centre, Figure, FigureLabel, Page, Subsection, SubTitle, Summary, TextButton, Title } from './withdraw-page.styles';
import { WithdrawalRequested } from './withdrawal-requested';

export interface WithdrawScreenProps {
  /** the brand's currency: its symbol; the scale is the server's */
  currency: CurrencyFormat;
  /** the brand's IANA time zone, in which withdrawal times are shown */
  timeZone: string;
}

interface PartProps {
  info: WithdrawInfo;
  currency: CurrencyFormat;
}

function HistoryCard({ currency, timeZone }: { currency: CurrencyFormat; timeZone: string }) {
  const { t } = useTranslation('cashier');
  return (
    <Card aria-labelledby="withdraw-history-title">
      <SectionTitle id="withdraw-history-title">{t('withdraw.history.title')}</SectionTitle>
      <WithdrawalHistory currency={currency} timeZone={timeZone} />
    </Card>
  );
}

/** The page's head: the main wallet, which is what a withdrawal can take. */
function SummaryCard({ info, currency }: PartProps) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  return (
    <Summary as="header">
      <Title>{t('withdraw.page.title')}</Title>
      <FigureLabel>{t('withdraw.page.available')}</FigureLabel>
      <Figure data-testid="withdraw-available" data-amount-minor={info.availableMinor}>
        {formatMoney(info.availableMinor, currency, language)}
      </Figure>
      <Note>{t('withdraw.page.intro')}</Note>
    </Summary>
  );
}

/** The bound accounts to choose from, and the form that binds another while there is room. */
function AccountsCard({ info, currency, chosenId, onChoose }: PartProps & { chosenId: string | null; onChoose: (payoutAccountId: string) => void }) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const [binding, setBinding] = useState(false);
  const [bound, setBound] = useState<PayoutAccount | null>(null);
  const accounts = info.payoutAccounts;
  const none = accounts.length === 0;
  const full = accounts.length >= MAX_PAYOUT_ACCOUNTS;
  const channelName = (code: string) => info.channels.find((channel) => channel.code === code)?.name ?? code;

  const onBound = (account: PayoutAccount) => {
    setBound(account);
    setBinding(false);
    onChoose(account.payoutAccountId);
  };

  return (
    <Card aria-labelledby="withdraw-accounts-title">
      <SectionTitle id="withdraw-accounts-title">{t('withdraw.accounts.title')}</SectionTitle>
      <Note data-testid="withdraw-payee">{info.payeeName ? t('withdraw.accounts.intro', { name: info.payeeName }) : t('withdraw.accounts.introNoName')}</Note>
      {none ? null : <AccountPicker accounts={accounts} channels={info.channels} chosenId={chosenId} currency={currency} onChoose={onChoose} />}
      {bound ? (
        <Message tone="success" announce data-testid="withdraw-bound">
          {t('withdraw.accounts.bound', { channel: channelName(bound.channelCode), number: bound.accountNumber })}
        </Message>
      ) : null}
      {full ? <Note data-testid="withdraw-accounts-full">{t('withdraw.accounts.full', { max: formatInteger(MAX_PAYOUT_ACCOUNTS, language) })}</Note> : null}
      {!full && (none || binding) ? (
        <Subsection data-testid="withdraw-bind">
          <SubTitle>{t('withdraw.bind.title')}</SubTitle>
          <BindAccountForm channels={info.channels} payeeName={info.payeeName} onBound={onBound} />
          {none ? null : (
            <TextButton type="button" onClick={() => setBinding(false)} data-testid="withdraw-bind-cancel">
              {t('withdraw.bind.cancel')}
            </TextButton>
          )}
        </Subsection>
      ) : null}
      {!full && !none && !binding ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setBinding(true);
              setBound(null);
            }}
            data-testid="withdraw-bind-open"
          >
            {t('withdraw.accounts.add')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}

function PasswordCard({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('cashier');
  return (
    <Card aria-labelledby="withdraw-password-title" data-testid="withdraw-password-setup">
      <SectionTitle id="withdraw-password-title">{t('withdraw.password.title')}</SectionTitle>
      <Note>{t('withdraw.password.intro')}</Note>
      <PaymentPasswordForm onDone={onDone} />
    </Card>
  );
}

/** The amount and the payment password, once there is an account to pay and a password to ask for; then the request's result. */
function RequestCard({ info, currency, account, passwordJustSet, onTurnoverBlocked }: PartProps & { account: PayoutAccount | null; passwordJustSet: boolean; onTurnoverBlocked: () => void }) {
  const { t } = useTranslation('cashier');
  const [requested, setRequested] = useState<Withdrawal | null>(null);
  const channel = account ? info.channels.find((each) => each.code === account.channelCode) : undefined;
  const body = () => {
    if (requested) return <WithdrawalRequested withdrawal={requested} currency={currency} onAnother={() => setRequested(null)} />;
    if (!account || !channel) return <Note data-testid="withdraw-needs-account">{t('withdraw.form.needsAccount')}</Note>;
    if (!info.hasPaymentPassword) return <Note data-testid="withdraw-needs-password">{t('withdraw.form.needsPassword')}</Note>;
    return (
      <>
        <Note data-testid="withdraw-pay-to">{t('withdraw.form.payTo', { channel: channel.name, number: account.accountNumber })}</Note>
        <WithdrawForm
          account={account}
          channel={channel}
          availableMinor={info.availableMinor}
          turnover={info.turnover}
          activeBonus={info.activeBonus}
          currency={currency}
          onRequested={setRequested}
          onTurnoverBlocked={onTurnoverBlocked}
        />
      </>
    );
  };
  return (
    <Card aria-labelledby="withdraw-form-title">
      <SectionTitle id="withdraw-form-title">{t('withdraw.form.title')}</SectionTitle>
      {passwordJustSet && info.hasPaymentPassword && !requested ? (
        <Message tone="success" announce data-testid="withdraw-password-done">
          {t('withdraw.password.done')}
        </Message>
      ) : null}
      {body()}
    </Card>
  );
}

function WithdrawPage({ info, currency: brandCurrency, timeZone, onTurnoverBlocked }: { info: WithdrawInfo; onTurnoverBlocked: () => void } & WithdrawScreenProps) {
  const { t } = useTranslation('cashier');
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [passwordJustSet, setPasswordJustSet] = useState(false);
  // Amounts mean minor units at the server's scale; the brand gives the symbol.
  const currency: CurrencyFormat = { ...brandCurrency, code: info.currency, scale: info.scale };
  const payable = info.payoutAccounts.filter((account) => info.channels.some((channel) => channel.code === account.channelCode));
  // The first account that can be paid stands chosen until the player picks another.
  const account = payable.find((each) => each.payoutAccountId === chosenId) ?? payable[0] ?? null;
  if (info.channels.length === 0) {
    return (
      <Page data-testid="withdraw-page" data-channels="0">
        <SummaryCard info={info} currency={currency} />
        <Card>
          <EmptyState title={t('withdraw.page.noChannels')} data-testid="withdraw-no-channels" />
        </Card>
        <HistoryCard currency={currency} timeZone={timeZone} />
      </Page>
    );
  }
  return (
    <Page data-testid="withdraw-page" data-channels={info.channels.length} data-has-payment-password={info.hasPaymentPassword}>
      <SummaryCard info={info} currency={currency} />
      <TurnoverCard turnover={info.turnover} currency={currency} />
      <AccountsCard info={info} currency={currency} chosenId={account?.payoutAccountId ?? null} onChoose={setChosenId} />
      {info.hasPaymentPassword ? null : <PasswordCard onDone={() => setPasswordJustSet(true)} />}
      <RequestCard info={info} currency={currency} account={account} passwordJustSet={passwordJustSet} onTurnoverBlocked={onTurnoverBlocked} />
      <HistoryCard currency={currency} timeZone={timeZone} />
    </Page>
  );
}

/**
 * SPEC §2 member centre, withdraw. The player sees the main wallet and the turnover still to play,
 * binds payout accounts in their own name, sets a payment password if they have none, and asks to be
 * paid: the amount is held out of the main wallet at once and stays held until an operator pays it or
 * gives it back. Their recent withdrawals follow, with the receipt step of one paid out where the brand
 * asks for it. See docs/decisions/0017-cashier.md. The shell's route guard has already turned guests
 * and trial players away.
 */
export function WithdrawScreen({ currency, timeZone }: WithdrawScreenProps) {
  const { t } = useTranslation('cashier');
  const info = useWithdrawInfo();
  if (info.data) return <WithdrawPage info={info.data} currency={currency} timeZone={timeZone} onTurnoverBlocked={() => void info.refetch()} />;
  if (info.isError) {
    return (
      <Page data-testid="withdraw-page-error">
        <Message tone="error" announce>
          <strong>{t('withdraw.page.loadFailed')}</strong> {t(loadErrorKey(info.error))}
        </Message>
        <Button variant="secondary" onClick={() => void info.refetch()}>
          {t('withdraw.page.retry')}
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
