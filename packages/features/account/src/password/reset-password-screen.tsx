import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { resetPasswordByEmailToken } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';
import { Button, Form, Message, vars } from '@croupier/ui';
import { useAccountEnvironment } from '../environment/account-environment';
import { useErrorMessage } from '../errors/use-error-message';
import { serverFieldErrors } from '../forms/server-field-errors';
import { useForm } from '../forms/use-form';
import { useRegisterSettings } from '../forms/use-register-settings';
import { hasErrors, useValidate } from '../forms/use-validate';
import { Lead } from '../parts/form-parts';
import { PopupHeader } from '../parts/popup-header';
import { NewPasswordFields, newPasswordErrors } from './new-password-fields';

const Card = styled.section`
  width: min(460px, 100%);
  margin: 40px auto;
  padding: 28px 28px 32px;
  border-radius: ${vars.radiusLarge};
  border: 1px solid ${vars.colorBorder};
  background: linear-gradient(180deg, ${vars.colorSurfaceRaised} 0%, ${vars.colorSurface} 140px);
  box-shadow: 0 20px 60px rgba(0, 0, 0, 0.22);
`;

const FIELDS = ['newPassword', 'confirmNewPassword'] as const;

/** The page a reset mail links to (`/resetPassword?token=`): a new password, then the player is logged in and home. */
export function ResetPasswordScreen() {
  const { t } = useTranslation('account');
  const { startSession, setPasswordChangeRequired, openPopup } = useAccountEnvironment();
  const [search] = useSearchParams();
  const resetToken = search.get('token') ?? '';
  const client = useApiClient();
  const navigate = useNavigate();
  const validate = useValidate();
  const errorMessage = useErrorMessage();
  const settings = useRegisterSettings();
  const form = useForm({ newPassword: '', confirmNewPassword: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = newPasswordErrors(form.values, settings.data, validate, t('register.confirmMismatch'));
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    setBusy(true);
    setFailure(null);
    try {
      const issued = await client.callApi(resetPasswordByEmailToken, { secret: { resetToken, ...form.values } });
      setPasswordChangeRequired(false);
      startSession(issued);
      navigate('/', { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
      form.setErrors(serverFieldErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card data-testid="reset-password-page">
      <PopupHeader title={t('reset.title')} />
      {resetToken ? (
        <Form onSubmit={submit} noValidate>
          <Lead>{t('reset.lead')}</Lead>
          <NewPasswordFields form={form} testIdPrefix="reset-password" />
          {failure ? (
            <Message tone="error" announce data-testid="reset-password-error">
              {failure}
            </Message>
          ) : null}
          <Button type="submit" variant="accent" size="large" fullWidth loading={busy} data-testid="reset-password-submit">
            {t('reset.submit')}
          </Button>
        </Form>
      ) : (
        <Form as="div">
          <Message tone="error" announce data-testid="reset-password-missing-token">
            {t('reset.missingToken')}
          </Message>
          <Button variant="secondary" size="large" fullWidth onClick={() => openPopup('forgotPassword')}>
            {t('reset.requestNew')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
