import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyLogin, type SessionIssued } from '@croupier/contract';
import { formatInteger } from '@croupier/i18n';
import { useApiClient } from '@croupier/api-client/react';
import { Button, Form, Input, Message } from '@croupier/ui';
import { useErrorMessage } from '../errors/use-error-message';
import { requiredText } from '../forms/field-rules';
import { useForm } from '../forms/use-form';
import { hasErrors, useValidate } from '../forms/use-validate';
import { Lead, TextButton } from '../parts/form-parts';
import { useLanguage } from '../parts/use-language';
import type { VerificationChallenge } from './login-outcome';

export interface VerifyStepProps {
  challenge: VerificationChallenge;
  onSession: (issued: SessionIssued) => void;
  onBack: () => void;
}

/** SPEC §4 extra verification: the password was right but the place is new, so a code went to the account's phone. */
export function VerifyStep({ challenge, onSession, onBack }: VerifyStepProps) {
  const { t } = useTranslation('account');
  const client = useApiClient();
  const validate = useValidate();
  const errorMessage = useErrorMessage();
  const language = useLanguage();
  const form = useForm({ verificationCode: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validate(form.values, { verificationCode: requiredText(12) });
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    setBusy(true);
    setFailure(null);
    try {
      onSession(await client.callApi(verifyLogin, { body: { challengeId: challenge.challengeId, verificationCode: form.values.verificationCode.trim() } }));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate data-testid="login-verify-step">
      <Lead data-testid="login-verify-mobile">{t('verify.message', { mobile: challenge.maskedMobile, minutes: formatInteger(challenge.expiredMinutes, language) })}</Lead>
      <Input
        label={t('verify.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.bind('verificationCode')}
        data-testid="login-verify-code"
      />
      {failure ? (
        <Message tone="error" announce data-testid="login-verify-error">
          {failure}
        </Message>
      ) : null}
      <Button type="submit" variant="accent" size="large" fullWidth loading={busy} data-testid="login-verify-submit">
        {t('verify.submit')}
      </Button>
      <TextButton type="button" onClick={onBack} data-testid="login-verify-back">
        {t('verify.back')}
      </TextButton>
    </Form>
  );
}
