import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Dialog, Message, Spinner, Tabs } from '@croupier/ui';
import { useAccountEnvironment } from '../environment/account-environment';
import { useErrorMessage } from '../errors/use-error-message';
import { useRegisterSettings } from '../forms/use-register-settings';
import { SwitchLine, TextButton } from '../parts/form-parts';
import { PopupHeader } from '../parts/popup-header';
import { RegisterForm } from './register-form';
import type { RegisterMethod } from './register-plan';

const Centre = styled.div`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 24px 0;
`;

const TabLabel = styled.span`
  display: inline-block;
`;

/** SPEC §2 register popup: a tab per registration method the brand offers, and a way back to login. */
export function RegisterPopup() {
  const { t } = useTranslation('account');
  const { brand, openPopup, closePopup } = useAccountEnvironment();
  const settings = useRegisterSettings();
  const errorMessage = useErrorMessage();
  const methods: RegisterMethod[] = [];
  if (brand.features.usernameRegistration) methods.push('username');
  if (brand.features.mobileRegistration) methods.push('mobile');

  function body() {
    if (settings.isPending) {
      return (
        <Centre>
          <Spinner />
        </Centre>
      );
    }
    if (settings.isError) {
      return (
        <Centre>
          <Message tone="error" announce data-testid="register-error">
            {errorMessage(settings.error)}
          </Message>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {t('common:retry')}
          </Button>
        </Centre>
      );
    }
    if (methods.length === 0) return <Message tone="error">{t('register.closed')}</Message>;
    if (methods.length === 1) return <RegisterForm settings={settings.data} method={methods[0] ?? 'username'} />;
    return (
      <Tabs
        label={t('register.tabs.label')}
        stretch
        items={methods.map((method) => ({
          id: method,
          label: <TabLabel data-testid={`register-tab-${method}`}>{t(`register.tabs.${method}`)}</TabLabel>,
          content: <RegisterForm settings={settings.data} method={method} />,
        }))}
      />
    );
  }

  return (
    <Dialog open onClose={closePopup} ariaLabel={t('register.title')} size="large">
      <div data-testid="popup-register">
        <PopupHeader title={t('register.title')} subtitle={t('register.subtitle', { brand: brand.displayName })} />
        {body()}
        <SwitchLine style={{ marginTop: 16 }}>
          <span>{t('register.haveAccount')}</span>
          <TextButton type="button" onClick={() => openPopup('login')} data-testid="register-login-link">
            {t('register.login')}
          </TextButton>
        </SwitchLine>
      </div>
    </Dialog>
  );
}
