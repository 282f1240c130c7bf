import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { changePassword } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';
import { Button, Dialog, Form, Input, Message, Spinner } from '@croupier/ui';
import { useAccountEnvironment } from '../environment/account-environment';
import { useMemberInfo } from '../environment/use-member-info';
import { useErrorMessage } from '../errors/use-error-message';
import { requiredText } from '../forms/field-rules';
import { serverFieldErrors } from '../forms/server-field-errors';
import { useForm } from '../forms/use-form';
import { useRegisterSettings } from '../forms/use-register-settings';
import { hasErrors, useValidate } from '../forms/use-validate';
import { Lead } from '../parts/form-parts';
import { PopupHeader } from '../parts/popup-header';
import { AGENT_HOME_PATH } from '../login/use-finish-login';
import { NewPasswordFields, newPasswordErrors } from './new-password-fields';

const FIELDS = ['oldPassword', 'newPassword', 'confirmNewPassword'] as const;

const Centre = styled.div`
  display: grid;
  justify-items: center;
  padding: 24px 0;
`;

export interface ChangePasswordPopupProps {
  /** After a login that must change its password: no way out but a new password. */
  forced: boolean;
}

/**
 * SPEC §5 change password: the old password only when the account has one (accounts made by SMS
 * may not). The server revokes the old sessions and answers with a new one, which is kept; after a
 * forced change the player goes home (an agent, to the back office).
 */
export function ChangePasswordPopup({ forced }: ChangePasswordPopupProps) {
  const { t } = useTranslation('account');
  const { startSession, setPasswordChangeRequired, closePopup } = useAccountEnvironment();
  const client = useApiClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const validate = useValidate();
  const errorMessage = useErrorMessage();
  const settings = useRegisterSettings();
  const member = useMemberInfo();
  const form = useForm({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const asksOldPassword = member.data?.hasPassword ?? true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      ...(asksOldPassword ? validate(form.values, { oldPassword: requiredText(128) }) : {}),
      ...newPasswordErrors(form.values, settings.data, validate, t('register.confirmMismatch')),
    };
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    setBusy(true);
    setFailure(null);
    try {
      const issued = await client.callApi(changePassword, {
        secret: {
          ...(asksOldPassword ? { oldPassword: form.values.oldPassword } : {}),
          newPassword: form.values.newPassword,
          confirmNewPassword: form.values.confirmNewPassword,
        },
      });
      setPasswordChangeRequired(false);
      startSession(issued);
      if (!forced) {
        setDone(true);
        return;
      }
      closePopup();
      navigate(pathname.startsWith('/agent') ? AGENT_HOME_PATH : '/');
    } catch (error) {
      setFailure(errorMessage(error));
      form.setErrors(serverFieldErrors(error, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  function body() {
    if (done) {
      return (
        <Form as="div">
          <Message tone="success" announce data-testid="change-password-done">
            {t('changePassword.done')}
          </Message>
          <Button variant="accent" size="large" fullWidth onClick={closePopup}>
            {t('common:close')}
          </Button>
        </Form>
      );
    }
    if (member.isPending) {
      return (
        <Centre>
          <Spinner />
        </Centre>
      );
    }
    return (
      <Form onSubmit={submit} noValidate>
        <Lead>{t(forced ? 'changePassword.forcedLead' : 'changePassword.lead')}</Lead>
        {asksOldPassword ? (
          <Input
            label={t('fields.oldPassword')}
            type="password"
            autoComplete="current-password"
            {...form.bind('oldPassword')}
            data-testid="change-password-old"
          />
        ) : null}
        <NewPasswordFields form={form} testIdPrefix="change-password" />
        {failure ? (
          <Message tone="error" announce data-testid="change-password-error">
            {failure}
          </Message>
        ) : null}
        <Button type="submit" variant="accent" size="large" fullWidth loading={busy} data-testid="change-password-submit">
          {t('changePassword.submit')}
        </Button>
      </Form>
    );
  }

  return (
    <Dialog open onClose={closePopup} ariaLabel={t('changePassword.title')} size="medium" dismissible={!forced}>
      <div data-testid="popup-change-password" data-forced={forced}>
        <PopupHeader title={t(forced ? 'changePassword.forcedTitle' : 'changePassword.title')} />
        {body()}
      </div>
    </Dialog>
  );
}
