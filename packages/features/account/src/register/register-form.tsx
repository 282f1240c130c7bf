import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { sendRegisterCode, type RegisterSettings } from '@croupier/contract';
import { isApiError } from '@croupier/api-client';
import { useApiClient } from '@croupier/api-client/react';
import { AGE_GATE_YEARS, REGISTER_FIELDS } from '@croupier/domain';
import { formatInteger } from '@croupier/i18n';
import { Button, FieldWithAction, Form, Message } from '@croupier/ui';
import { FormCaptcha } from '../captcha/captcha-field';
import { useCaptcha } from '../captcha/use-captcha';
import { useErrorMessage } from '../errors/use-error-message';
import { requiredRule, requiredText } from '../forms/field-rules';
import { serverFieldErrors } from '../forms/server-field-errors';
import { useForm, type FieldErrors } from '../forms/use-form';
import { hasErrors, useValidate } from '../forms/use-validate';
import { CheckboxField } from '../parts/checkbox-field';
import { TermsSentence } from '../parts/terms-sentence';
import { useLanguage } from '../parts/use-language';
import { WarningDialog } from '../parts/warning-dialog';
import { MobileNumberField } from '../sms/mobile-number-field';
import { SendCodeButton } from '../sms/send-code-button';
import { useDialingCode } from '../sms/use-dialing-code';
import { agreementErrors, confirmationMismatch, type AgreementField } from './register-checks';
import { RegisterFieldInput } from './register-field-input';
import { inviteCodeOf } from './invite-code';
import { REGISTER_FORM_ORDER, registerPlan, type RegisterFormField, type RegisterMethod } from './register-plan';
import { registerSecret, type RegisterValues } from './register-secret';
import { useRegisterSubmit } from './use-register-submit';

/** Two columns where the popup is wide enough; the username (the form's first answer) takes a row of its own. */
const FieldGrid = styled.div`
  display: grid;
  gap: 14px 16px;
  @media (min-width: 760px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > [data-field='username'] {
      grid-column: 1 / -1;
    }
  }
`;

const EMPTY_VALUES = Object.fromEntries([...REGISTER_FIELDS, 'confirmPassword'].map((field) => [field, ''])) as RegisterValues;
const FIELDS_WITH_SERVER_ERRORS = [...REGISTER_FORM_ORDER, 'captcha'] as const;
/** Server codes that belong beside one field rather than above the button. */
const FIELD_OF_CODE: Partial<Record<string, RegisterFormField>> = { USERNAME_TAKEN: 'username', MOBILE_TAKEN: 'mobileNum', SMS_INVALID_CODE: 'verificationCode' };

export interface RegisterFormProps {
  settings: RegisterSettings;
  method: RegisterMethod;
}

/** One register tab: the fields the server's settings name, terms and age, and the submit. */
export function RegisterForm({ settings, method }: RegisterFormProps) {
  const { t } = useTranslation('account');
  const client = useApiClient();
  const validate = useValidate();
  const errorMessage = useErrorMessage();
  const language = useLanguage();
  const dialingCode = useDialingCode();
  const plan = registerPlan(settings, method);
  // an agent's invite link fills in its code (the field shows only where the brand takes codes)
  const form = useForm({ ...EMPTY_VALUES, affiliateCode: inviteCodeOf(useLocation().search) });
  const captcha = useCaptcha(plan.showCaptcha);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [agreement, setAgreement] = useState<FieldErrors<AgreementField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [affiliateWarning, setAffiliateWarning] = useState<string | null>(null);
  const { submit, busy } = useRegisterSubmit(method);

  function check(): boolean {
    const errors: FieldErrors<RegisterFormField> = validate(form.values, plan.rules);
    if (!form.values.confirmPassword) errors.confirmPassword = validate({ confirmPassword: '' }, { confirmPassword: requiredText(128) }).confirmPassword;
    else if (confirmationMismatch(form.values.password, form.values.confirmPassword)) errors.confirmPassword = t('register.confirmMismatch');
    const captchaErrors = plan.showCaptcha ? validate({ captcha: captcha.value }, { captcha: plan.rules.captcha ?? requiredText(12) }) : {};
    const agreed = agreementErrors({ termsAccepted, ageConfirmed }, { terms: t('register.termsRequired'), age: t('register.ageRequired', { age: formatInteger(AGE_GATE_YEARS, language) }) });
    form.setErrors(errors);
    captcha.setError(captchaErrors.captcha);
    setAgreement(agreed);
    return !hasErrors(errors) && !hasErrors(captchaErrors) && !hasErrors(agreed);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!check()) return;
    const location = { host: window.location.host, href: window.location.href };
    const result = await submit(registerSecret({ values: form.values, plan, method, countryDialingCode: dialingCode.value, captcha: captcha.answer, location }));
    if (!result) return;
    if (result.kind === 'invalidAffiliate') {
      setAffiliateWarning(t('errors.INVALID_INVITATION_CODE'));
      return;
    }
    showFailure(result.error);
  }

  function showFailure(error: unknown) {
    const fieldErrors = serverFieldErrors(error, FIELDS_WITH_SERVER_ERRORS);
    const field = isApiError(error) ? FIELD_OF_CODE[error.code] : undefined;
    if (field) fieldErrors[field] = errorMessage(error);
    if (isApiError(error) && error.code === 'TERMS_REQUIRED') setAgreement({ terms: errorMessage(error) });
    const { captcha: captchaMessage, ...rest } = fieldErrors;
    form.setErrors(rest);
    captcha.setError(captchaMessage);
    setFailure(errorMessage(error));
    if (plan.showCaptcha) captcha.refresh();
  }

  /** SPEC §5: the mobile number is checked before a code is sent to it. */
  function mobileIsValid(): boolean {
    const errors = validate({ mobileNum: form.values.mobileNum }, { mobileNum: requiredRule(settings, 'mobileNum') });
    form.setFieldError('mobileNum', errors.mobileNum);
    return !hasErrors(errors);
  }

  function renderField(field: RegisterFormField) {
    return (
      <div key={field} data-field={field}>
        {fieldControl(field)}
      </div>
    );
  }

  function fieldControl(field: RegisterFormField) {
    const required = field === 'confirmPassword' || Boolean(plan.rules[field as Exclude<RegisterFormField, 'confirmPassword'>]?.required);
    if (field === 'mobileNum') {
      return (
        <MobileNumberField
          dialingCode={dialingCode}
          label={required ? t('fields.mobileNum') : t('register.optional', { label: t('fields.mobileNum') })}
          {...form.bind('mobileNum')}
          testId="register-field-mobileNum"
        />
      );
    }
    const input = <RegisterFieldInput field={field} required={required} {...form.bind(field)} />;
    if (field !== 'verificationCode') return input;
    return (
      <FieldWithAction>
        {input}
        <SendCodeButton
          purpose="register"
          canSend={mobileIsValid}
          disabled={!dialingCode.ready}
          send={() => client.callApi(sendRegisterCode, { body: { mobileNum: form.values.mobileNum.trim(), countryDialingCode: dialingCode.value, ...captcha.answer } })}
          onFailure={captcha.afterFailure}
          testId="register-send-code"
        />
      </FieldWithAction>
    );
  }

  return (
    <Form onSubmit={onSubmit} noValidate data-testid={`register-form-${method}`}>
      <FieldGrid>{plan.fields.map(renderField)}</FieldGrid>
      <FormCaptcha captcha={captcha} inputTestId="register-field-captcha" imageTestId="register-captcha-image" />
      <CheckboxField
        checked={termsAccepted}
        onChange={(checked) => {
          setTermsAccepted(checked);
          setAgreement(({ terms: _terms, ...rest }) => rest);
        }}
        error={agreement.terms}
        testId="register-terms"
      >
        <TermsSentence section="register" testId="register-terms-link" />
      </CheckboxField>
      <CheckboxField
        checked={ageConfirmed}
        onChange={(checked) => {
          setAgeConfirmed(checked);
          setAgreement(({ age: _age, ...rest }) => rest);
        }}
        error={agreement.age}
        testId="register-age"
      >
        {t('register.age', { age: formatInteger(AGE_GATE_YEARS, language) })}
      </CheckboxField>
      {failure ? (
        <Message tone="error" announce data-testid="register-error">
          {failure}
        </Message>
      ) : null}
      <Button type="submit" variant="accent" size="large" fullWidth loading={busy} data-testid="register-submit">
        {t('register.submit')}
      </Button>
      <WarningDialog message={affiliateWarning} title={t('register.affiliateTitle')} onClose={() => setAffiliateWarning(null)} testId="register-affiliate-warning" />
    </Form>
  );
}
