import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_PASSWORD_MAX_LENGTH, PAYMENT_PASSWORD_MIN_LENGTH } from '@croupier/contract';
import { formatInteger, useLanguage } from '@croupier/i18n';
import { Button, Input } from '@croupier/ui';
import { passwordErrorKey } from '../errors/transfer-error';
import { Form, Message } from '../screen/page.styles';
import { useSetPaymentPassword } from './use-set-payment-password';

type Field = 'loginPassword' | 'paymentPassword' | 'confirmPaymentPassword';
type Problems = Partial<Record<Field, string>>;

/**
 * The first payment password, for a member who has none: the login password proves who is asking,
 * the new one is typed twice. Checked here as the server checks it (length, not the login password,
 * the same twice) so that most mistakes are named before anything is sent.
 */
export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('transfers');
  const language = useLanguage();
  const mutation = useSetPaymentPassword();
  const [values, setValues] = useState<Record<Field, string>>({ loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const bounds = { min: formatInteger(PAYMENT_PASSWORD_MIN_LENGTH, language), max: formatInteger(PAYMENT_PASSWORD_MAX_LENGTH, language) };

  const check = (): Problems => {
    const found: Problems = {};
    const { loginPassword, paymentPassword, confirmPaymentPassword } = values;
    if (loginPassword === '') found.loginPassword = t('passwordSetup.problems.loginEmpty');
    if (paymentPassword.length < PAYMENT_PASSWORD_MIN_LENGTH) found.paymentPassword = t('passwordSetup.problems.tooShort', bounds);
    else if (paymentPassword.length > PAYMENT_PASSWORD_MAX_LENGTH) found.paymentPassword = t('passwordSetup.problems.tooLong', bounds);
    else if (paymentPassword === loginPassword) found.paymentPassword = t('passwordSetup.problems.sameAsLogin');
    if (!found.paymentPassword && confirmPaymentPassword !== paymentPassword) found.confirmPaymentPassword = t('passwordSetup.problems.mismatch');
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
      setFailure(t(passwordErrorKey(error)));
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
    <Form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="transfers-password-form">
      <Input label={t('passwordSetup.loginPassword')} type="password" autoComplete="current-password" maxLength={128} {...field('loginPassword')} data-testid="transfers-login-password" />
      <Input
        label={t('passwordSetup.paymentPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={PAYMENT_PASSWORD_MAX_LENGTH}
        hint={t('passwordSetup.paymentPasswordHint', bounds)}
        {...field('paymentPassword')}
        data-testid="transfers-new-payment-password"
      />
      <Input label={t('passwordSetup.confirm')} type="password" autoComplete="new-password" maxLength={PAYMENT_PASSWORD_MAX_LENGTH} {...field('confirmPaymentPassword')} data-testid="transfers-confirm-payment-password" />
      {failure ? (
        <Message $tone="error" role="alert" data-testid="transfers-password-message">
          {failure}
        </Message>
      ) : null}
      <Button type="submit" variant="accent" loading={mutation.isPending} fullWidth data-testid="transfers-password-submit">
        {t('passwordSetup.submit')}
      </Button>
    </Form>
  );
}
