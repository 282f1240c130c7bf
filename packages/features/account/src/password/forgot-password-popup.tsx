import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Dialog, Tabs } from '@croupier/ui';
import { useAccountEnvironment } from '../environment/account-environment';
import { SwitchLine, TextButton } from '../parts/form-parts';
import { PopupHeader } from '../parts/popup-header';
import { ForgotByEmailForm } from './forgot-by-email-form';
import { ForgotByPhoneForm } from './forgot-by-phone-form';

const TabLabel = styled.span`
  display: inline-block;
`;

/** SPEC §2 forgot password: by email everywhere; by phone where the site sends SMS codes. */
export function ForgotPasswordPopup() {
  const { t } = useTranslation('account');
  const { brand, openPopup, closePopup } = useAccountEnvironment();
  const byPhone = brand.features.smsVerification || brand.features.mobileCodeLogin;
  return (
    <Dialog open onClose={closePopup} ariaLabel={t('forgot.title')} size="medium">
      <div data-testid="popup-forgot-password">
        <PopupHeader title={t('forgot.title')} />
        {byPhone ? (
          <Tabs
            label={t('forgot.tabs.label')}
            stretch
            items={[
              { id: 'email', label: <TabLabel data-testid="forgot-tab-email">{t('forgot.tabs.email')}</TabLabel>, content: <ForgotByEmailForm /> },
              { id: 'phone', label: <TabLabel data-testid="forgot-tab-phone">{t('forgot.tabs.phone')}</TabLabel>, content: <ForgotByPhoneForm /> },
            ]}
          />
        ) : (
          <ForgotByEmailForm />
        )}
        <SwitchLine style={{ marginTop: 16 }}>
          <TextButton type="button" onClick={() => openPopup('login')} data-testid="forgot-login-link">
            {t('forgot.backToLogin')}
          </TextButton>
        </SwitchLine>
      </div>
    </Dialog>
  );
}
