import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { CompassIcon } from '../icons/icons';
import { ActionLink } from '../parts/action-link';
import { NoticePanel } from '../parts/notice-panel';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <NoticePanel
      testId="not-found-page"
      emblem={<CompassIcon />}
      title={t('shell:notFound.title')}
      actions={
        <ActionLink to="/" $tone="accent" data-testid="not-found-home">
          {t('shell:notFound.home')}
        </ActionLink>
      }
    >
      <p>{t('shell:notFound.message')}</p>
      <p>
        <code>{pathname}</code>
      </p>
    </NoticePanel>
  );
}
