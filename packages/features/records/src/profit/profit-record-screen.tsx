import { useTranslation } from 'react-i18next';
import type { ProfitRecordPage } from '@croupier/contract';
import { EmptyState } from '@croupier/ui';
import { useRecordRange } from '../range/use-record-range';
import { RangePicker } from '../record/range-picker';
import { RecordLoad, RecordPager } from '../record/record-load';
import { Card, Filters, Page, Title } from '../record/record-page.styles';
import { ProfitSummary } from './profit-summary';
import { ProfitByTypeTable, ProfitDayTable } from './profit-table';
import { useProfitRecord } from './use-profit-record';

export interface ProfitRecordScreenProps {
  /** the brand's IANA time zone: days are the brand's, as the server counts them */
  timeZone: string;
  /** the current time; tests fix it */
  nowMs?: () => number;
}

function ProfitResults({ page, onPage, busy }: { page: ProfitRecordPage; onPage: (pageNo: number) => void; busy: boolean }) {
  const { t } = useTranslation('records');
  if (page.total === 0) {
    return (
      <Card aria-label={t('profit.list.title')}>
        <EmptyState title={t('profit.list.empty')}>{t('profit.list.emptyHint')}</EmptyState>
      </Card>
    );
  }
  return (
    <>
      <Card aria-label={t('profit.byType')}>
        <ProfitByTypeTable byType={page.byType} currency={page.currency} />
      </Card>
      <Card aria-label={t('profit.list.title')} aria-busy={busy || undefined}>
        <ProfitDayTable days={page.days} currency={page.currency} />
        <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} label={t('profit.list.pages')} onPage={onPage} />
      </Card>
    </>
  );
}

/**
 * SPEC §2 member centre, personalProfit: the member's stakes, wins and net per day and game type over
 * a day range, from the rounds of the betting record, 20 days a page, with the range's totals.
 */
export function ProfitRecordScreen({ timeZone, nowMs = Date.now }: ProfitRecordScreenProps) {
  const { t } = useTranslation('records');
  const dates = useRecordRange(timeZone, nowMs);
  const enabled = dates.problem === null;
  const record = useProfitRecord(dates.range, dates.pageNo, enabled);
  return (
    <Page data-testid="profit-record-page">
      <Title>{t('profit.title')}</Title>
      <Card aria-label={t('filter.title')}>
        <Filters>
          <RangePicker
            preset={dates.preset}
            range={dates.range}
            onPreset={dates.choosePreset}
            onCustomRange={dates.chooseCustomRange}
            problem={dates.problem ? t(`range.problems.${dates.problem}`) : null}
          />
        </Filters>
      </Card>
      <RecordLoad result={record} enabled={enabled} loadFailed={t('profit.list.loadFailed')}>
        {(page) => (
          <>
            <Card aria-label={t('summary.title')}>
              <ProfitSummary summary={page.summary} currency={page.currency} />
            </Card>
            <ProfitResults page={page} onPage={dates.choosePage} busy={record.isFetching} />
          </>
        )}
      </RecordLoad>
    </Page>
  );
}
