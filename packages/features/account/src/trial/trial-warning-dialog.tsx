import { useTranslation } from 'react-i18next';
import { Dialog } from '@croupier/ui';
import { useAccountEnvironment } from '../environment/account-environment';

/** SPEC §4/§8: a trial (free-play) player tried something that needs a true account. */
export function TrialWarningDialog() {
  const { t } = useTranslation('account');
  const { closePopup } = useAccountEnvironment();
  return (
    <Dialog open onClose={closePopup} icon="warning" title={t('trial.title')} buttons={[{ label: t('common:ok') }]}>
      <div data-testid="trial-warning">
        <p>{t('trial.message')}</p>
      </div>
    </Dialog>
  );
}
