import { useTranslation } from 'react-i18next';
import { useBrand } from '../brands/brand-scope';
import { ConsolePage, PageHeading, TitleRow } from '../parts/page-parts';
import { RebateReportPanel } from './rebate-report-panel';
import { RebateSettingsPanel } from './rebate-settings-panel';

/**
 * The brand's daily rebate (decision 0044): its rates per game type, cap and pay hour, which
 * supervisors and admins change (audited), and the daily report of what was paid.
 */
export function RebatesScreen() {
  const { t } = useTranslation('rebates');
  const brand = useBrand();
  return (
    <ConsolePage data-testid="rebates-console">
      <TitleRow>
        <PageHeading>{t('console.title')}</PageHeading>
      </TitleRow>
      <RebateSettingsPanel brand={brand} />
      <RebateReportPanel brand={brand} />
    </ConsolePage>
  );
}
