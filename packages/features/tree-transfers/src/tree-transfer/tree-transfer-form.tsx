import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PASSWORD_MAX_LENGTH, type MinorUnits } from '@croupier/domain';
import { formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Button, Form, Input, Message } from '@croupier/ui';
import { TRANSFER_FORM_MAX_WIDTH_PX } from '../screen/page.styles';
import { checkTransferAmount, type AmountProblem } from '../amount/transfer-amount';
import { transferErrorKey } from '../errors/transfer-error';
import { useTreeTransfer, type TransferDirection } from './use-tree-transfer';

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

type Problems = Partial<Record<'username' | 'amount' | 'paymentPassword', string>>;

export interface TreeTransferFormProps {
  direction: TransferDirection;
  availableMinor: MinorUnits;
  currency: CurrencyFormat;
  /** good news to show until the player starts typing, such as a payment password just set */
  notice?: string;
  /** the downline's username to start with (agents) */
  initialUsername?: string | undefined;
}

/**
 * The transfer itself: the downline's username (agents), the amount in major units in the reader's
 * digits, checked against the main wallet before sending, and the payment password. Every refusal of
 * the server is shown in words under the fields.
 */
export function TreeTransferForm({ direction, availableMinor, currency, notice, initialUsername }: TreeTransferFormProps) {
  const { t } = useTranslation('transfers');
  const language = useLanguage();
  const { submit, pending } = useTreeTransfer(direction);
  const [username, setUsername] = useState(initialUsername ?? '');
  const [amountText, setAmountText] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [outcome, setOutcome] = useState<Outcome | null>(notice ? { tone: 'success', text: notice } : null);
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, language);
  const toDownline = direction === 'downline';

  const amountProblemText = (problem: AmountProblem) => t(`form.problems.${problem}`, { step: money(1), amount: money(availableMinor) });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setOutcome(null);
    const amount = checkTransferAmount(amountText, currency.scale, availableMinor);
    const found: Problems = {};
    if (toDownline && username.trim() === '') found.username = t('form.problems.usernameEmpty');
    if (!amount.ok) found.amount = amountProblemText(amount.problem);
    if (paymentPassword === '') found.paymentPassword = t('form.problems.passwordEmpty');
    setProblems(found);
    if (!amount.ok || Object.keys(found).length > 0) return;
    const target = toDownline ? username.trim() : undefined;
    const result = await submit({ amountMinor: amount.amountMinor, username: target }, paymentPassword);
    if (result.ok) {
      setAmountText('');
      setPaymentPassword('');
      if (toDownline) setUsername('');
      setOutcome({ tone: 'success', text: t('form.done', { amount: money(result.transfer.amountMinor), username: result.transfer.toUsername }) });
      return;
    }
    setOutcome({ tone: 'error', text: t(transferErrorKey(result.error), { username: target }) });
  };

  const changed = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblems({});
    setOutcome(null);
  };

  return (
    <Form maxWidthPx={TRANSFER_FORM_MAX_WIDTH_PX} noValidate onSubmit={(event) => void onSubmit(event)} data-testid="transfers-form" data-direction={direction}>
      {toDownline ? (
        <Input
          label={t('downline.username')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          value={username}
          onChange={(event) => changed(setUsername)(event.target.value)}
          hint={t('downline.usernameHint')}
          error={problems.username}
          data-testid="transfers-username"
        />
      ) : null}
      <Input
        label={t('form.amount')}
        inputMode="decimal"
        autoComplete="off"
        value={amountText}
        onChange={(event) => changed(setAmountText)(event.target.value)}
        hint={t('form.available', { amount: money(availableMinor) })}
        error={problems.amount}
        data-testid="transfers-amount"
      />
      <Input
        label={t('form.paymentPassword')}
        type="password"
        autoComplete="off"
        maxLength={PAYMENT_PASSWORD_MAX_LENGTH}
        value={paymentPassword}
        onChange={(event) => changed(setPaymentPassword)(event.target.value)}
        error={problems.paymentPassword}
        data-testid="transfers-payment-password"
      />
      {outcome ? (
        <Message tone={outcome.tone} announce data-testid="transfers-message" data-tone={outcome.tone}>
          {outcome.text}
        </Message>
      ) : null}
      <Button type="submit" variant="accent" loading={pending} fullWidth data-testid="transfers-submit">
        {t(toDownline ? 'downline.submit' : 'upline.submit')}
      </Button>
    </Form>
  );
}
