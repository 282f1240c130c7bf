import { useTranslation } from 'react-i18next';
import { Dialog } from '@croupier/ui';
import { useBrand } from '../brand/brand-context';
import { NoticePanel } from '../parts/notice-panel';
import { usePopup } from '../stores/app-stores';

/** The game popup: games start in their own feature later; until then it says so plainly. */
export function GamePopup() {
  const { t } = useTranslation();
  const brand = useBrand();
  const closePopup = usePopup((state) => state.closePopup);
  return (
    <Dialog open onClose={closePopup} ariaLabel={t('shell:popups.game.title')} closeOnCover>
      <div data-testid="popup-game">
        <NoticePanel testId="coming-soon" headingLevel="h2" plain emblem={brand.logo.mark} title={t('shell:popups.game.title')}>
          <p>{t('shell:popups.game.comingSoon')}</p>
        </NoticePanel>
      </div>
    </Dialog>
  );
}
