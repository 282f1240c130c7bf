import { useTranslation } from 'react-i18next';
import { useBrand } from '../brand/brand-context';
import { SparkIcon } from '../icons/icons';
import { ActionLink } from '../parts/action-link';
import { NoticePanel } from '../parts/notice-panel';

/** Honest placeholder behind a real route, guard and layout, for screens that later work fills in. */
export function ComingSoonScreen({ routeName, titleKey = `shell:routes.${routeName}` }: { routeName: string; titleKey?: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <div data-screen={routeName}>
      <NoticePanel
        testId="coming-soon"
        emblem={<SparkIcon />}
        title={t(titleKey)}
        actions={
          <ActionLink to="/" $tone="accent">
            {t('shell:comingSoon.home')}
          </ActionLink>
        }
      >
        <p>{t('shell:comingSoon.message', { brand: brand.displayName })}</p>
      </NoticePanel>
    </div>
  );
}
