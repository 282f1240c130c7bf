import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@croupier/api-client';
import type { PayoutAccount, Turnover, Withdrawal, WithdrawBonus } from '@croupier/contract';
import { PAYMENT_PASSWORD_MAX_LENGTH } from '@croupier/domain';
import { formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Button, Form, Input, Message, Switch } from '@croupier/ui';
import { channelSpentToday, checkWithdrawAmount, type WithdrawAmountProblem } from '../amount/channel-amount';
import { useWithdrawErrorText } from '../errors/use-error-text';
import type { WithdrawChannel } from './use-withdraw-info';
import { useWithdrawalRequest } from './use-withdrawal-request';

interface Refusal {
  code: string;
  text: string;
}

/** The page's own refusal while the turnover is not met, worded from the figures as they stand. */
const TURNOVER_LEFT: Refusal = { code: 'TURNOVER_REQUIRED', text: '' };

export interface WithdrawFormProps {
  account: PayoutAccount;
  channel: WithdrawChannel;
  availableMinor: number;
  turnover: Turnover;
  /** the active bonus this withdrawal would forfeit (decision 0045); null when there is none */
  activeBonus: WithdrawBonus | null;
  currency: CurrencyFormat;
  onRequested: (withdrawal: Withdrawal) => void;
  /** asks for the page's figures again, when the turnover they show stands in the way */
  onTurnoverBlocked: () => void;
}

/**
 * The withdrawal itself: the amount in major units in the reader's digits, checked against the
 * channel's limits, what is left of today's and the main wallet, and the payment password. While the
 * turnover is not met nothing is sent: the page says how much is left, as the server would. While a
 * bonus is being wagered the form says what withdrawing would forfeit, and sends only once the player
 * has said they give it up.
 */
export function WithdrawForm({ account, channel, availableMinor, turnover, activeBonus, currency, onRequested, onTurnoverBlocked }: WithdrawFormProps) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const errorText = useWithdrawErrorText();
  const { submit, pending } = useWithdrawalRequest();
  const [amountText, setAmountText] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [amountProblem, setAmountProblem] = useState<WithdrawAmountProblem | null>(null);
  const [passwordMissing, setPasswordMissing] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [forfeitConfirmed, setForfeitConfirmed] = useState(false);
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, language);
  const spent = channelSpentToday(channel);

  // The amount's message names the channel's limits; another account may have other ones.
  useEffect(() => {
    setAmountProblem(null);
    setRefusal(null);
  }, [account.payoutAccountId]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || spent) return;
    const amount = checkWithdrawAmount(amountText, currency.scale, channel, availableMinor);
    setAmountProblem(amount.ok ? null : amount.problem);
    setPasswordMissing(paymentPassword === '');
    setRefusal(null);
    if (turnover.remainingMinor > 0) {
      setRefusal(TURNOVER_LEFT);
      onTurnoverBlocked();
      return;
    }
    if (activeBonus && !forfeitConfirmed) {
      setRefusal({ code: 'BONUS_FORFEIT_REQUIRED', text: t('withdraw.form.bonus.confirmFirst') });
      return;
    }
    if (!amount.ok || paymentPassword === '') return;
    const intent = { payoutAccountId: account.payoutAccountId, amountMinor: amount.amountMinor, ...(activeBonus ? { forfeitBonus: true } : {}) };
    const outcome = await submit(intent, paymentPassword);
    if (outcome.ok) {
      setAmountText('');
      setPaymentPassword('');
      onRequested(outcome.withdrawal);
      return;
    }
    setRefusal({ code: isApiError(outcome.error) ? outcome.error.code : 'unknown', text: errorText(outcome.error, 'withdraw') });
  };

  const amountError = amountProblem
    ? t(`withdraw.form.amountProblems.${amountProblem}`, {
        channel: channel.name,
        step: money(1),
        min: money(channel.minMinor),
        max: money(channel.maxMinor),
        left: money(channel.remainingTodayMinor),
        available: money(availableMinor),
      })
    : undefined;
  // The turnover's word follows the figures, asked for again on the press: met since, it goes.
  const refusalShown = refusal === TURNOVER_LEFT ? (turnover.remainingMinor > 0 ? { code: 'TURNOVER_REQUIRED', text: t('withdraw.form.turnover', { remaining: money(turnover.remainingMinor) }) } : null) : refusal;
  return (
    <Form spacing="roomy" noValidate onSubmit={(event) => void onSubmit(event)} data-testid="withdraw-form" data-account={account.payoutAccountId}>
      <Input
        label={t('withdraw.form.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => {
          setAmountText(event.target.value);
          setAmountProblem(null);
          setRefusal(null);
        }}
        hint={t('withdraw.form.amountHint', { min: money(channel.minMinor), max: money(channel.maxMinor), available: money(availableMinor) })}
        error={amountError}
        data-testid="withdraw-amount"
      />
      <Input
        label={t('withdraw.form.paymentPassword')}
        type="password"
        autoComplete="off"
        maxLength={PAYMENT_PASSWORD_MAX_LENGTH}
        value={paymentPassword}
        onChange={(event) => {
          setPaymentPassword(event.target.value);
          setPasswordMissing(false);
          setRefusal(null);
        }}
        error={passwordMissing ? t('withdraw.form.passwordEmpty') : undefined}
        data-testid="withdraw-payment-password"
      />
      {activeBonus ? (
        <Message tone="warning" data-testid="withdraw-bonus-warning" data-bonus-minor={activeBonus.bonusMinor}>
          <p>
            {t('withdraw.form.bonus.warning', {
              bonus: money(activeBonus.bonusMinor),
              wagered: money(activeBonus.wageredMinor),
              required: money(activeBonus.requiredMinor),
            })}
          </p>
          <Switch
            checked={forfeitConfirmed}
            onChange={(checked) => {
              setForfeitConfirmed(checked);
              setRefusal(null);
            }}
            label={t('withdraw.form.bonus.confirm')}
          />
        </Message>
      ) : null}
      {spent ? (
        <Message tone="warning" announce data-testid="withdraw-spent">
          {t('withdraw.form.spent', { channel: channel.name })}
        </Message>
      ) : null}
      {refusalShown ? (
        <Message tone="error" announce data-testid="withdraw-refusal" data-code={refusalShown.code}>
          {refusalShown.text}
        </Message>
      ) : null}
      <Button type="submit" variant="accent" loading={pending} disabled={spent} fullWidth data-testid="withdraw-submit">
        {t('withdraw.form.submit')}
      </Button>
    </Form>
  );
}
