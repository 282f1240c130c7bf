import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login, sendLoginCode } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';
import { Button, Input } from '@croupier/ui';
import { CaptchaField } from '../captcha/captcha-field';
import { useCaptcha } from '../captcha/use-captcha';
import { useErrorMessage } from '../errors/use-error-message';
import { requiredRule, requiredText } from '../forms/field-rules';
import { serverFieldErrors } from '../forms/server-field-errors';
import { useForm } from '../forms/use-form';
import { useRegisterSettings } from '../forms/use-register-settings';
import { hasErrors, useValidate } from '../forms/use-validate';
import { FieldWithAction, FormMessage, FormStack } from '../parts/form-parts';
import { MobileNumberField } from '../sms/mobile-number-field';
import { SendCodeButton } from '../sms/send-code-button';
import { useDialingCode } from '../sms/use-dialing-code';
import { refusalOf } from './login-refusal';
import type { LoginOutcomeHandlers } from './login-outcome';

const FIELDS = ['mobileNum', 'code'] as const;

/** SPEC §2 second login tab: a mobile number and the code sent to it by SMS. */
export function SmsLoginForm({ onSession, onVerify }: LoginOutcomeHandlers) {
  const { t } = useTranslation('account');
  const client = useApiClient();
  const validate = useValidate();
  const errorMessage = useErrorMessage();
  const settings = useRegisterSettings();
  const dialingCode = useDialingCode();
  const form = useForm({ mobileNum: '', code: '' });
  const captcha = useCaptcha();
  const [captchaError, setCaptchaError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const mobileRule = requiredRule(settings.data, 'mobileNum');

  /** SPEC §5: the mobile number is checked before a code is sent to it. */
  function mobileIsValid(): boolean {
    const errors = validate({ mobileNum: form.values.mobileNum }, { mobileNum: mobileRule });
    form.setFieldError('mobileNum', errors.mobileNum);
    return !hasErrors(errors);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = validate(form.values, { mobileNum: mobileRule, code: requiredText(12) });
    const captchaErrors = captcha.shown ? validate({ captcha: captcha.value }, { captcha: requiredText(12) }) : {};
    form.setErrors(errors);
    setCaptchaError(captchaErrors.captcha);
    if (hasErrors(errors) || hasErrors(captchaErrors)) return;
    setBusy(true);
    setFailure(null);
    try {
      const value = await client.callApi(login, {
        secret: {
          type: 'sms',
          area: 'member',
          username: form.values.mobileNum.trim(),
          password: form.values.code.trim(),
          countryDialingCode: dialingCode.value,
          ...captcha.answer,
        },
      });
      if (value.outcome === 'verify') {
        onVerify(value, 'sms');
        return;
      }
      const refusal = refusalOf('member', value);
      if (refusal) throw refusal;
      onSession(value, 'sms');
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
      <MobileNumberField dialingCode={dialingCode} label={t('fields.mobileNum')} {...form.bind('mobileNum')} testId="sms-login-mobile" />
      <FieldWithAction>
        <Input label={t('fields.smsCode')} placeholder={t('placeholders.smsCode')} inputMode="numeric" autoComplete="one-time-code" {...form.bind('code')} data-testid="sms-login-code" />
        <SendCodeButton
          purpose="login"
          canSend={mobileIsValid}
          disabled={!dialingCode.ready}
          send={() => client.callApi(sendLoginCode, { body: { mobileNum: form.values.mobileNum.trim(), countryDialingCode: dialingCode.value, ...captcha.answer } })}
          onFailure={captcha.afterFailure}
          testId="sms-login-send-code"
        />
      </FieldWithAction>
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
          inputTestId="sms-login-captcha-input"
          imageTestId="sms-login-captcha-image"
        />
      ) : null}
      {failure ? (
        <FormMessage $tone="error" role="alert" data-testid="sms-login-error">
          {failure}
        </FormMessage>
      ) : null}
      <Button type="submit" variant="accent" size="large" fullWidth loading={busy} disabled={!dialingCode.ready} data-testid="sms-login-submit">
        {t('login.submit')}
      </Button>
    </FormStack>
  );
}
