import { useTranslation } from 'react-i18next';
import { Dialog } from '@croupier/ui';
import { usePopup } from '../stores/app-stores';

/** Tells the player that what they just did in the games did not work (a favourite that did not stick). */
export function GameNoticePopup() {
  const { t } = useTranslation();
  const message = usePopup((state) => state.message);
  const closePopup = usePopup((state) => state.closePopup);
  return (
    <Dialog open onClose={closePopup} icon="error" buttons={[{ label: t('common:ok') }]}>
      <p data-testid="game-notice">{message}</p>
    </Dialog>
  );
}
