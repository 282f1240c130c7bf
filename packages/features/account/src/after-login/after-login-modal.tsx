import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@croupier/i18n';
import { Dialog } from '@croupier/ui';
import { useAccountEnvironment } from '../environment/account-environment';
import { useMemberInfo } from '../environment/use-member-info';
import { useLanguage } from '../parts/use-language';

/** SPEC §4: after a login, a short greeting with the time of the previous login, from freshly loaded member info. */
export function AfterLoginModal() {
  const { t } = useTranslation('account');
  const { brand, role, closePopup } = useAccountEnvironment();
  // An agent's greeting leads to the back office, not to play.
  const agent = role === 'agent';
  const member = useMemberInfo();
  const language = useLanguage();
  const name = member.data?.nickname || member.data?.userName || '';
  const previous = member.data?.previousLoginAt;
  return (
    <Dialog
      open
      onClose={closePopup}
      icon="success"
      title={name ? t('afterLogin.title', { name }) : t('afterLogin.titleNoName')}
      buttons={[{ label: t(agent ? 'afterLogin.agentStart' : 'afterLogin.start') }]}
      closeOnCover
    >
      <div data-testid="popup-after-login">
        <p data-testid="after-login-previous">
          {previous ? t('afterLogin.previousLogin', { time: formatDateTime(previous, language, brand.timeZone) }) : t(agent ? 'afterLogin.agentFirstLogin' : 'afterLogin.firstLogin')}
        </p>
      </div>
    </Dialog>
  );
}
