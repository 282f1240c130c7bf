import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login, sendLoginCode } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';
import { Button, FieldWithAction, Form, Input, Message } from '@croupier/ui';
import { FormCaptcha } from '../captcha/captcha-field';
import { useCaptcha } from '../captcha/use-captcha';
import { requiredRule, requiredText } from '../forms/field-rules';
import { useForm } from '../forms/use-form';
import { useRegisterSettings } from '../forms/use-register-settings';
import { hasErrors, useValidate } from '../forms/use-validate';
import { MobileNumberField } from '../sms/mobile-number-field';
import { SendCodeButton } from '../sms/send-code-button';
import { useDialingCode } from '../sms/use-dialing-code';
import type { LoginOutcomeHandlers } from './login-outcome';
import { useLoginAttempt } from './use-login-attempt';

const FIELDS = ['mobileNum', 'code'] as const;

/** SPEC §2 second login tab: a mobile number and the code sent to it by SMS. */
export function SmsLoginForm({ onSession, onVerify }: LoginOutcomeHandlers) {
  const { t } = useTranslation('account');
  const client = useApiClient();
  const validate = useValidate();
  const settings = useRegisterSettings();
  const dialingCode = useDialingCode();
  const form = useForm({ mobileNum: '', code: '' });
  const captcha = useCaptcha();
  const { attempt, failure, busy } = useLoginAttempt({ area: 'member', loginType: 'sms', fields: FIELDS, setFieldErrors: form.setErrors, captcha, onSession, onVerify });

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
    captcha.setError(captchaErrors.captcha);
    if (hasErrors(errors) || hasErrors(captchaErrors)) return;
    await attempt(() =>
      client.callApi(login, {
        secret: {
          type: 'sms',
          area: 'member',
          username: form.values.mobileNum.trim(),
          password: form.values.code.trim(),
          countryDialingCode: dialingCode.value,
          ...captcha.answer,
        },
      }),
    );
  }

  return (
    <Form onSubmit={submit} noValidate>
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
      <FormCaptcha captcha={captcha} inputTestId="sms-login-captcha-input" imageTestId="sms-login-captcha-image" />
      {failure ? (
        <Message tone="error" announce data-testid="sms-login-error">
          {failure}
        </Message>
      ) : null}
      <Button type="submit" variant="accent" size="large" fullWidth loading={busy} disabled={!dialingCode.ready} data-testid="sms-login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
