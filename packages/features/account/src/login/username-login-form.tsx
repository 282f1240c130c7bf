import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';
import { Button, Form, Input, Message } from '@croupier/ui';
import { FormCaptcha } from '../captcha/captcha-field';
import { useCaptcha } from '../captcha/use-captcha';
import { useAccountEnvironment } from '../environment/account-environment';
import { requiredText } from '../forms/field-rules';
import { useForm } from '../forms/use-form';
import { hasErrors, useValidate } from '../forms/use-validate';
import { CheckboxField } from '../parts/checkbox-field';
import { OptionsRow, TextButton } from '../parts/form-parts';
import type { LoginArea } from './login-refusal';
import type { LoginOutcomeHandlers } from './login-outcome';
import { useLoginAttempt } from './use-login-attempt';
import { readRememberedUsername, rememberUsername } from './remembered-username';

export interface UsernameLoginFormProps extends LoginOutcomeHandlers {
  area: LoginArea;
  /** Prefix of every test id: `login` in the popup, `agent-login` on the agent page */
  testIdPrefix: string;
  /** The popup offers remember-me and forgot-password; the agent page does not. */
  withAccountOptions: boolean;
  onForgotPassword?: () => void;
}

const FIELDS = ['username', 'password'] as const;

/** Username and password login (SPEC §2 first tab, and the agent portal's form). */
export function UsernameLoginForm({ area, testIdPrefix, withAccountOptions, onForgotPassword, onSession, onVerify }: UsernameLoginFormProps) {
  const { t } = useTranslation('account');
  const { storage } = useAccountEnvironment();
  const client = useApiClient();
  const validate = useValidate();
  const [remembered] = useState(() => (withAccountOptions ? readRememberedUsername(storage) : null));
  const form = useForm({ username: remembered ?? '', password: '' });
  const [remember, setRemember] = useState(remembered !== null);
  const captcha = useCaptcha();
  const { attempt, failure, busy } = useLoginAttempt({ area, loginType: 'username', fields: FIELDS, setFieldErrors: form.setErrors, captcha, onSession, onVerify });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validate(form.values, { username: requiredText(64), password: requiredText(128) });
    const captchaErrors = captcha.shown ? validate({ captcha: captcha.value }, { captcha: requiredText(12) }) : {};
    form.setErrors(errors);
    captcha.setError(captchaErrors.captcha);
    if (hasErrors(errors) || hasErrors(captchaErrors)) return;
    const username = form.values.username.trim();
    await attempt(
      () => client.callApi(login, { secret: { type: 'username', area, username, password: form.values.password, ...captcha.answer } }),
      () => {
        if (withAccountOptions) rememberUsername(storage, remember ? username : null);
      },
    );
  }

  return (
    <Form onSubmit={submit} noValidate>
      <Input label={t('fields.username')} placeholder={t('placeholders.username')} autoComplete="username" {...form.bind('username')} data-testid={`${testIdPrefix}-username`} />
      <Input
        label={t('fields.password')}
        placeholder={t('placeholders.password')}
        type="password"
        autoComplete="current-password"
        {...form.bind('password')}
        data-testid={`${testIdPrefix}-password`}
      />
      <FormCaptcha captcha={captcha} inputTestId={`${testIdPrefix}-captcha-input`} imageTestId={`${testIdPrefix}-captcha-image`} />
      {withAccountOptions ? (
        <OptionsRow>
          <CheckboxField checked={remember} onChange={setRemember} testId={`${testIdPrefix}-remember`}>
            {t('login.remember')}
          </CheckboxField>
          <TextButton type="button" onClick={onForgotPassword} data-testid={`${testIdPrefix}-forgot`}>
            {t('login.forgot')}
          </TextButton>
        </OptionsRow>
      ) : null}
      {failure ? (
        <Message tone="error" announce data-testid={`${testIdPrefix}-error`}>
          {failure}
        </Message>
      ) : null}
      <Button type="submit" variant="accent" size="large" fullWidth loading={busy} data-testid={`${testIdPrefix}-submit`}>
        {area === 'agent' ? t('agent.submit') : t('login.submit')}
      </Button>
    </Form>
  );
}
