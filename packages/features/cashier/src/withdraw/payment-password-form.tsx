import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PASSWORD_MAX_LENGTH, PAYMENT_PASSWORD_MIN_LENGTH } from '@croupier/contract';
import { formatInteger, useLanguage } from '@croupier/i18n';
import { Button, Input } from '@croupier/ui';
import { useWithdrawErrorText } from '../errors/use-error-text';
import { useSetPaymentPassword, type FirstPaymentPassword } from './use-set-payment-password';
import { Form, Message } from './withdraw-page.styles';

type Field = keyof FirstPaymentPassword;
type Problems = Partial<Record<Field, string>>;

/**
 * The first payment password, for a member who has none: the login password proves who is asking,
 * the new one is typed twice. Checked here as the server checks it (length, not the login password,
 * the same twice) so that most mistakes are named before anything is sent.
 */
export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const errorText = useWithdrawErrorText();
  const mutation = useSetPaymentPassword();
  const [values, setValues] = useState<Record<Field, string>>({ loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const bounds = { min: formatInteger(PAYMENT_PASSWORD_MIN_LENGTH, language), max: formatInteger(PAYMENT_PASSWORD_MAX_LENGTH, language) };

  const check = (): Problems => {
    const found: Problems = {};
    const { loginPassword, paymentPassword, confirmPaymentPassword } = values;
    if (loginPassword === '') found.loginPassword = t('withdraw.password.problems.loginEmpty');
    if (paymentPassword.length < PAYMENT_PASSWORD_MIN_LENGTH) found.paymentPassword = t('withdraw.password.problems.tooShort', bounds);
    else if (paymentPassword.length > PAYMENT_PASSWORD_MAX_LENGTH) found.paymentPassword = t('withdraw.password.problems.tooLong', bounds);
    else if (paymentPassword === loginPassword) found.paymentPassword = t('withdraw.password.problems.sameAsLogin');
    if (!found.paymentPassword && confirmPaymentPassword !== paymentPassword) found.confirmPaymentPassword = t('withdraw.password.problems.mismatch');
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    setFailure(null);
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    try {
      await mutation.mutateAsync(values);
      onDone();
    } catch (error) {
      setFailure(errorText(error, 'password'));
    }
  };

  const field = (name: Field) => ({
    value: values[name],
    error: problems[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setProblems({});
      setFailure(null);
    },
  });

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="withdraw-password-form">
      <Input label={t('withdraw.password.loginPassword')} type="password" autoComplete="current-password" maxLength={128} {...field('loginPassword')} data-testid="withdraw-login-password" />
      <Input
        label={t('withdraw.password.paymentPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={PAYMENT_PASSWORD_MAX_LENGTH}
        hint={t('withdraw.password.paymentPasswordHint', bounds)}
        {...field('paymentPassword')}
        data-testid="withdraw-new-payment-password"
      />
      <Input
        label={t('withdraw.password.confirm')}
        type="password"
        autoComplete="new-password"
        maxLength={PAYMENT_PASSWORD_MAX_LENGTH}
        {...field('confirmPaymentPassword')}
        data-testid="withdraw-confirm-payment-password"
      />
      {failure ? (
        <Message $tone="error" role="alert" data-testid="withdraw-password-message">
          {failure}
        </Message>
      ) : null}
      <Button type="submit" variant="primary" loading={mutation.isPending} fullWidth data-testid="withdraw-password-submit">
        {t('withdraw.password.submit')}
      </Button>
    </Form>
  );
}
