import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordByEmail } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';
import { Button, Form, Input, Message } from '@croupier/ui';
import { useErrorMessage } from '../errors/use-error-message';
import { requiredRule } from '../forms/field-rules';
import { serverFieldErrors } from '../forms/server-field-errors';
import { useForm } from '../forms/use-form';
import { useRegisterSettings } from '../forms/use-register-settings';
import { hasErrors, useValidate } from '../forms/use-validate';
import { Lead } from '../parts/form-parts';

const FIELDS = ['username', 'email'] as const;

/** SPEC §5 forgot by email: the username and email must fit their rules; success says a link is on its way. */
export function ForgotByEmailForm() {
  const { t } = useTranslation('account');
  const client = useApiClient();
  const validate = useValidate();
  const errorMessage = useErrorMessage();
  const settings = useRegisterSettings();
  const form = useForm({ username: '', email: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validate(form.values, { username: requiredRule(settings.data, 'username'), email: requiredRule(settings.data, 'email') });
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    setBusy(true);
    setFailure(null);
    const email = form.values.email.trim();
    try {
      await client.callApi(forgotPasswordByEmail, { body: { username: form.values.username.trim(), email } });
      setSentTo(email);
    } catch (error) {
      setFailure(errorMessage(error));
      form.setErrors(serverFieldErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <Message tone="success" announce data-testid="forgot-confirmation">
        {t('forgot.emailSent', { email: sentTo })}
      </Message>
    );
  }
  return (
    <Form onSubmit={submit} noValidate>
      <Lead>{t('forgot.emailLead')}</Lead>
      <Input label={t('fields.username')} autoComplete="username" {...form.bind('username')} data-testid="forgot-email-username" />
      <Input label={t('fields.email')} type="email" inputMode="email" autoComplete="email" {...form.bind('email')} data-testid="forgot-email-email" />
      {failure ? (
        <Message tone="error" announce data-testid="forgot-email-error">
          {failure}
        </Message>
      ) : null}
      <Button type="submit" variant="accent" size="large" fullWidth loading={busy} data-testid="forgot-email-submit">
        {t('forgot.emailSubmit')}
      </Button>
    </Form>
  );
}
