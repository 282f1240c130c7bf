import { useRef, useState, type FormEvent } from 'react';
import { useUiText } from '../../i18n/useUiText';
import { Button, type ButtonVariant } from '../Button';
import { Form, type FormSpacing } from '../Form';
import { Input } from '../Input';
import { Message } from '../Message';
import { paymentPasswordProblems, type PaymentPasswordField, type PaymentPasswordProblem, type PaymentPasswordProblems, type PaymentPasswordRules, type PaymentPasswordValues } from './paymentPasswordProblems';

/** The words the form needs, from the dictionary of the page it stands on (keys as written there). */
export type PaymentPasswordWord = 'loginPassword' | 'paymentPassword' | 'paymentPasswordHint' | 'confirm' | 'submit' | `problems.${PaymentPasswordProblem}`;
/** A word of the form; `bounds` are the new password's least and most characters, in the reader's digits, for the words that name them. */
export type PaymentPasswordWords = (key: PaymentPasswordWord, bounds: { min: string; max: string }) => string;

export interface PaymentPasswordFormProps {
  /** the contract's schema of the form: bounds and problems come from it */
  rules: PaymentPasswordRules;
  words: PaymentPasswordWords;
  /** sends the passwords; a throw is shown under the fields as `failureText` words it */
  onSubmit: (values: PaymentPasswordValues) => Promise<void>;
  failureText: (error: unknown) => string;
  /** the form's test ids are `<prefix>-password-form`, `<prefix>-login-password` and so on */
  testIdPrefix: string;
  submitVariant?: ButtonVariant;
  spacing?: FormSpacing;
  maxWidthPx?: number;
}

const EMPTY: PaymentPasswordValues = { loginPassword: '', paymentPassword: '', confirmPaymentPassword: '' };

/**
 * The first payment password, for a member who has none: the login password proves who is asking,
 * the new one is typed twice. Checked here under the server's own rules (the contract's schema) so
 * that most mistakes are named before anything is sent; any edit clears what was said.
 */
export function PaymentPasswordForm({ rules, words, onSubmit, failureText, testIdPrefix, submitVariant = 'primary', spacing = 'regular', maxWidthPx }: PaymentPasswordFormProps) {
  const { formatNumber } = useUiText();
  const [values, setValues] = useState<PaymentPasswordValues>(EMPTY);
  const [problems, setProblems] = useState<PaymentPasswordProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // a second press before the first has re-rendered the button as busy sends nothing
  const sending = useRef(false);
  const { minLength, maxLength } = rules.shape.paymentPassword;
  const bounds = { min: formatNumber(minLength ?? 0), max: formatNumber(maxLength ?? 0) };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setFailure(null);
    const found = paymentPasswordProblems(rules, values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    sending.current = true;
    setPending(true);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  const field = (name: PaymentPasswordField) => {
    const problem = problems[name];
    return {
      type: 'password',
      value: values[name],
      maxLength: rules.shape[name].maxLength ?? undefined,
      error: problem ? words(`problems.${problem}`, bounds) : undefined,
      onChange: (event: { target: { value: string } }) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setProblems({});
        setFailure(null);
      },
    };
  };

  return (
    <Form spacing={spacing} maxWidthPx={maxWidthPx} noValidate onSubmit={(event) => void submit(event)} data-testid={`${testIdPrefix}-password-form`}>
      <Input label={words('loginPassword', bounds)} autoComplete="current-password" {...field('loginPassword')} data-testid={`${testIdPrefix}-login-password`} />
      <Input
        label={words('paymentPassword', bounds)}
        autoComplete="new-password"
        hint={words('paymentPasswordHint', bounds)}
        {...field('paymentPassword')}
        data-testid={`${testIdPrefix}-new-payment-password`}
      />
      <Input label={words('confirm', bounds)} autoComplete="new-password" {...field('confirmPaymentPassword')} data-testid={`${testIdPrefix}-confirm-payment-password`} />
      {failure ? (
        <Message tone="error" announce data-testid={`${testIdPrefix}-password-message`}>
          {failure}
        </Message>
      ) : null}
      <Button type="submit" variant={submitVariant} loading={pending} fullWidth data-testid={`${testIdPrefix}-password-submit`}>
        {words('submit', bounds)}
      </Button>
    </Form>
  );
}
