import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';
import { Button, Input } from '@croupier/ui';
import { CaptchaField } from '../captcha/captcha-field';
import { useCaptcha } from '../captcha/use-captcha';
import { useAccountEnvironment } from '../environment/account-environment';
import { useErrorMessage } from '../errors/use-error-message';
import { requiredText } from '../forms/field-rules';
import { serverFieldErrors } from '../forms/server-field-errors';
import { useForm } from '../forms/use-form';
import { hasErrors, useValidate } from '../forms/use-validate';
import { CheckboxField } from '../parts/checkbox-field';
import { FormMessage, FormStack, OptionsRow, TextButton } from '../parts/form-parts';
import { refusalOf, type LoginArea } from './login-refusal';
import type { LoginOutcomeHandlers } from './login-outcome';
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
  const errorMessage = useErrorMessage();
  const [remembered] = useState(() => (withAccountOptions ? readRememberedUsername(storage) : null));
  const form = useForm({ username: remembered ?? '', password: '' });
  const [remember, setRemember] = useState(remembered !== null);
  const captcha = useCaptcha();
  const [captchaError, setCaptchaError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validate(form.values, { username: requiredText(64), password: requiredText(128) });
    const captchaErrors = captcha.shown ? validate({ captcha: captcha.value }, { captcha: requiredText(12) }) : {};
    form.setErrors(errors);
    setCaptchaError(captchaErrors.captcha);
    if (hasErrors(errors) || hasErrors(captchaErrors)) return;
    setBusy(true);
    setFailure(null);
    const username = form.values.username.trim();
    try {
      const value = await client.callApi(login, { secret: { type: 'username', area, username, password: form.values.password, ...captcha.answer } });
      if (withAccountOptions) rememberUsername(storage, remember ? username : null);
      if (value.outcome === 'verify') {
        onVerify(value, 'username');
        return;
      }
      const refusal = refusalOf(area, value);
      if (refusal) throw refusal;
      onSession(value, 'username');
    } catch (error) {
      setFailure(errorMessage(error));
      form.setErrors(serverFieldErrors(error, FIELDS));
      captcha.afterFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormStack onSubmit={submit} noValidate>
      <Input label={t('fields.username')} placeholder={t('placeholders.username')} autoComplete="username" {...form.bind('username')} data-testid={`${testIdPrefix}-username`} />
      <Input
        label={t('fields.password')}
        placeholder={t('placeholders.password')}
        type="password"
        autoComplete="current-password"
        {...form.bind('password')}
        data-testid={`${testIdPrefix}-password`}
      />
      {captcha.shown ? (
        <CaptchaField
          captchaKey={captcha.key}
          onRefresh={captcha.refresh}
          value={captcha.value}
          onChange={(value) => {
            captcha.setValue(value);
            setCaptchaError(undefined);
          }}
          error={captchaError}
          inputTestId={`${testIdPrefix}-captcha-input`}
          imageTestId={`${testIdPrefix}-captcha-image`}
        />
      ) : null}
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
        <FormMessage $tone="error" role="alert" data-testid={`${testIdPrefix}-error`}>
          {failure}
        </FormMessage>
      ) : null}
      <Button type="submit" variant="accent" size="large" fullWidth loading={busy} data-testid={`${testIdPrefix}-submit`}>
        {area === 'agent' ? t('agent.submit') : t('login.submit')}
      </Button>
    </FormStack>
  );
}
