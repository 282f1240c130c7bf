import { useTranslation } from 'react-i18next';
import { FigureList, type Figure } from './figure-list';
import { Card } from './page.styles';

/** A report's totals over the whole range, above its rows, whichever page is shown. */
export function ReportTotals({ figures }: { figures: readonly Figure[] }) {
  const { t } = useTranslation('agent');
  return (
    <Card aria-label={t('report.totals')} data-testid="agent-totals">
      <FigureList figures={figures} />
    </Card>
  );
}
