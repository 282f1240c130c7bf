import { useTranslation } from 'react-i18next';
import { useBrand } from '../brands/brand-scope';
import { ConsolePage, Muted, PageHeading, TitleRow } from '../parts/page-parts';
import { BonusReportPanel } from './bonus-report-panel';
import { CreditQueue } from './credit-queue';

/** A brand's bonuses in the console (decision 0046): the credits a second operator decides, and the daily report. */
export function BonusesScreen() {
  const { t } = useTranslation('bonusConsole');
  const brand = useBrand();
  return (
    <ConsolePage data-testid="bonuses-screen">
      <TitleRow>
        <div>
          <PageHeading>{t('screen.title')}</PageHeading>
          <Muted>{t('screen.intro')}</Muted>
        </div>
      </TitleRow>
      <CreditQueue brand={brand} />
      <BonusReportPanel brand={brand} />
    </ConsolePage>
  );
}
