import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayoutAccount } from '@croupier/contract';
import { Button, Form, Input, Message, Select } from '@croupier/ui';
import { useWithdrawErrorText } from '../errors/use-error-text';
import { checkBinding, type BindField, type BindForm } from './payout-binding';
import type { WithdrawChannel } from './use-withdraw-info';
import { useBindPayoutAccount } from './use-bind-payout-account';

type Problems = Partial<Record<BindField, string>>;

export interface BindAccountFormProps {
  channels: readonly WithdrawChannel[];
  /** the member's payee name; null until the first binding gives it */
  payeeName: string | null;
  onBound: (account: PayoutAccount) => void;
}

/**
 * Binds a payout account: the channel, the number, the bank's name for a bank account, and, while the
 * member has none, the name accounts are held in, with a plain warning that it is given for good.
 * Checked here as the contract checks it, so most mistakes are named before anything is sent.
 */
export function BindAccountForm({ channels, payeeName, onBound }: BindAccountFormProps) {
  const { t } = useTranslation('cashier');
  const errorText = useWithdrawErrorText();
  const mutation = useBindPayoutAccount();
  const [form, setForm] = useState<BindForm>({ channelCode: channels[0]?.code ?? '', accountNumber: '', bankName: '', payeeName: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const channel = channels.find((each) => each.code === form.channelCode) ?? channels[0];
  const method = channel?.method ?? 'MOBILE_WALLET';
  const needsPayee = payeeName === null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending || !channel) return;
    setFailure(null);
    const checked = checkBinding(form, { bank: method === 'BANK', needsPayee });
    if (!checked.ok) {
      setProblems(Object.fromEntries(Object.entries(checked.problems).map(([field, problem]) => [field, t(`withdraw.bind.problems.${problem}`)])));
      return;
    }
    setProblems({});
    try {
      const { payoutAccount } = await mutation.mutateAsync(checked.request);
      onBound(payoutAccount);
    } catch (error) {
      setFailure(errorText(error, 'bind'));
    }
  };

  const field = (name: Exclude<BindField, 'channelCode'>) => ({
    value: form[name],
    error: problems[name],
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
      setProblems({});
      setFailure(null);
    },
  });

  return (
    <Form spacing="roomy" noValidate onSubmit={(event) => void onSubmit(event)} data-testid="withdraw-bind-form">
      <Select
        label={t('withdraw.bind.channel')}
        options={channels.map((each) => ({ value: each.code, label: `${each.name} (${t(`channels.methods.${each.method}`)})` }))}
        value={form.channelCode}
        onChange={(channelCode) => {
          setForm((current) => ({ ...current, channelCode }));
          setProblems({});
          setFailure(null);
        }}
        data-testid="withdraw-bind-channel"
      />
      <Input
        label={t(`withdraw.bind.number.${method}`, { channel: channel?.name })}
        inputMode={method === 'BANK' ? 'text' : 'numeric'}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
        hint={t(`withdraw.bind.numberHint.${method}`, { channel: channel?.name })}
        {...field('accountNumber')}
        data-testid="withdraw-bind-number"
      />
      {method === 'BANK' ? (
        <Input label={t('withdraw.bind.bankName')} autoComplete="off" maxLength={60} hint={t('withdraw.bind.bankNameHint')} {...field('bankName')} data-testid="withdraw-bind-bank" />
      ) : null}
      {needsPayee ? (
        <>
          <Input label={t('withdraw.bind.payeeName')} autoComplete="name" maxLength={100} hint={t('withdraw.bind.payeeNameHint')} {...field('payeeName')} data-testid="withdraw-bind-payee" />
          <Message tone="warning" data-testid="withdraw-bind-payee-warning">
            {t('withdraw.bind.payeeWarning')}
          </Message>
        </>
      ) : null}
      {failure ? (
        <Message tone="error" announce data-testid="withdraw-bind-message">
          {failure}
        </Message>
      ) : null}
      <Button type="submit" variant="primary" loading={mutation.isPending} fullWidth data-testid="withdraw-bind-submit">
        {t('withdraw.bind.submit')}
      </Button>
    </Form>
  );
}
