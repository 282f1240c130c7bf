import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { sendPasswordCode, setPasswordByPhone } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';
import { Button, FieldWithAction, Form, Input, Message } from '@croupier/ui';
import { useAccountEnvironment } from '../environment/account-environment';
import { useErrorMessage } from '../errors/use-error-message';
import { requiredRule, requiredText } from '../forms/field-rules';
import { serverFieldErrors } from '../forms/server-field-errors';
import { useForm } from '../forms/use-form';
import { useRegisterSettings } from '../forms/use-register-settings';
import { hasErrors, useValidate } from '../forms/use-validate';
import { Lead } from '../parts/form-parts';
import { MobileNumberField } from '../sms/mobile-number-field';
import { SendCodeButton } from '../sms/send-code-button';
import { useDialingCode } from '../sms/use-dialing-code';
import { NewPasswordFields, newPasswordErrors } from './new-password-fields';

const FIELDS = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'] as const;

/** SPEC §4 forgot by phone: a code to the mobile, a new password, and the player is logged in and home. */
export function ForgotByPhoneForm() {
  const { t } = useTranslation('account');
  const { startSession, setPasswordChangeRequired, closePopup } = useAccountEnvironment();
  const client = useApiClient();
  const navigate = useNavigate();
  const validate = useValidate();
  const errorMessage = useErrorMessage();
  const settings = useRegisterSettings();
  const dialingCode = useDialingCode();
  const form = useForm({ mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function mobileIsValid(): boolean {
    const errors = validate({ mobileNum: form.values.mobileNum }, { mobileNum: requiredRule(settings.data, 'mobileNum') });
    form.setFieldError('mobileNum', errors.mobileNum);
    return !hasErrors(errors);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      ...validate(form.values, { mobileNum: requiredRule(settings.data, 'mobileNum'), verificationCode: requiredText(12) }),
      ...newPasswordErrors(form.values, settings.data, validate, t('register.confirmMismatch')),
    };
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    setBusy(true);
    setFailure(null);
    try {
      const issued = await client.callApi(setPasswordByPhone, {
        secret: {
          mobileNum: form.values.mobileNum.trim(),
          countryDialingCode: dialingCode.value,
          verificationCode: form.values.verificationCode.trim(),
          newPassword: form.values.newPassword,
          confirmNewPassword: form.values.confirmNewPassword,
        },
      });
      setPasswordChangeRequired(false);
      startSession(issued);
      closePopup();
      navigate('/');
    } catch (error) {
      setFailure(errorMessage(error));
      form.setErrors(serverFieldErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate>
      <Lead>{t('forgot.phoneLead')}</Lead>
      <MobileNumberField dialingCode={dialingCode} label={t('fields.mobileNum')} {...form.bind('mobileNum')} testId="forgot-phone-mobile" />
      <FieldWithAction>
        <Input label={t('fields.smsCode')} inputMode="numeric" autoComplete="one-time-code" {...form.bind('verificationCode')} data-testid="forgot-phone-code" />
        <SendCodeButton
          purpose="password"
          canSend={mobileIsValid}
          disabled={!dialingCode.ready}
          send={() => client.callApi(sendPasswordCode, { body: { mobileNum: form.values.mobileNum.trim(), countryDialingCode: dialingCode.value } })}
          testId="forgot-phone-send-code"
        />
      </FieldWithAction>
      <NewPasswordFields form={form} testIdPrefix="forgot-phone-password" />
      {failure ? (
        <Message tone="error" announce data-testid="forgot-phone-error">
          {failure}
        </Message>
      ) : null}
      <Button type="submit" variant="accent" size="large" fullWidth loading={busy} disabled={!dialingCode.ready} data-testid="forgot-phone-submit">
        {t('forgot.phoneSubmit')}
      </Button>
    </Form>
  );
}
