import { useTranslation } from 'react-i18next';
import type { SystemStatusValue } from '@croupier/contract';
import { formatDateTime } from '@croupier/i18n';
import { useBrand } from '../brand/brand-context';
import { useContentLanguage } from '../navigation/use-content-language';
import { WrenchIcon } from '../icons/icons';
import { StatusPage } from './status-page';

export function MaintenancePage({ maintenance }: { maintenance: SystemStatusValue['maintenance'] }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = useContentLanguage();
  return (
    <StatusPage testId="maintenance-page" emblem={<WrenchIcon />} title={t('system:maintenance.title')}>
      <p>{t('system:maintenance.message', { brand: brand.displayName })}</p>
      {maintenance ? (
        <div data-testid="maintenance-notice">
          <p>
            <strong>{maintenance.title}</strong>
          </p>
          <p>{maintenance.message}</p>
        </div>
      ) : null}
      {maintenance?.until ? (
        <p data-testid="maintenance-until">{t('system:maintenance.until', { time: formatDateTime(maintenance.until, language, brand.timeZone) })}</p>
      ) : null}
    </StatusPage>
  );
}
