import { useTranslation } from 'react-i18next';
import type { Figure } from './figure-list';
import { Card } from './page.styles';
import { ReportLoad } from './report-load';
import { ReportTable, type ReportColumn, type ReportPage, type RowAttributes } from './report-table';
import { ReportTotals } from './report-totals';
import type { PagedReport } from './use-paged-report';

type RowOf<Value extends ReportPage<unknown>> = Value['rows'][number];

export interface ReportResultProps<Value extends ReportPage<unknown>> {
  report: PagedReport<Value>;
  totals: (page: Value) => Figure[];
  /** built from the page, whose currency and time zone the cells are written in */
  columns: (page: Value) => ReportColumn<RowOf<Value>>[];
  rowKey: (row: RowOf<Value>) => string;
  rowAttributes?: (row: RowOf<Value>) => RowAttributes;
  emptyTitle: string;
}

/**
 * What a report shows under its filters: the range's totals, then the page of rows, marked busy while
 * another page or filter loads so the old rows read as not yet replaced.
 */
export function ReportResult<Value extends ReportPage<unknown>>({ report, totals, columns, rowKey, rowAttributes, emptyTitle }: ReportResultProps<Value>) {
  const { t } = useTranslation('agent');
  const { result, enabled, choosePage } = report;
  return (
    <ReportLoad result={result} enabled={enabled}>
      {(page) => (
        <>
          <ReportTotals figures={totals(page)} />
          <Card aria-label={t('report.rows')} aria-busy={result.isFetching || undefined}>
            <ReportTable page={page} columns={columns(page)} rowKey={rowKey} rowAttributes={rowAttributes} emptyTitle={emptyTitle} onPage={choosePage} />
          </Card>
        </>
      )}
    </ReportLoad>
  );
}
