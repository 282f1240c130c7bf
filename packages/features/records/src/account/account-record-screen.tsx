import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountRecordPage } from '@croupier/contract';
import type { AccountMovementGroup } from '@croupier/domain';
import { EmptyState } from '@croupier/ui';
import { useRecordRange } from '../range/use-record-range';
import { RangePicker } from '../record/range-picker';
import { RecordLoad, RecordPager } from '../record/record-load';
import { Card, Filters, Page, Title } from '../record/record-page.styles';
import { AccountSummary } from './account-summary';
import { MovementGroupFilter } from './movement-group-filter';
import { MovementTable } from './movement-table';
import { useAccountRecord } from './use-account-record';

export interface AccountRecordScreenProps {
  /** the brand's IANA time zone: "today" is the brand's day, as the server counts it */
  timeZone: string;
  /** the current time; tests fix it */
  nowMs?: () => number;
}

function Movements({ page, onPage }: { page: AccountRecordPage; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('records');
  if (page.total === 0) return <EmptyState title={t('account.list.empty')}>{t('account.list.emptyHint')}</EmptyState>;
  return (
    <>
      <MovementTable rows={page.rows} currency={page.currency} timeZone={page.timeZone} testId="account-record-table" />
      <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} label={t('account.list.pages')} onPage={onPage} />
    </>
  );
}

/**
 * SPEC §2 member centre, transactionHistory (account record): every movement of the member's wallets
 * by day range and type, 20 a page, newest first, with money in and out over the whole range.
 */
export function AccountRecordScreen({ timeZone, nowMs = Date.now }: AccountRecordScreenProps) {
  const { t } = useTranslation('records');
  const dates = useRecordRange(timeZone, nowMs);
  const [group, setGroup] = useState<AccountMovementGroup>('all');
  const enabled = dates.problem === null;
  const record = useAccountRecord({ range: dates.range, group, pageNo: dates.pageNo }, enabled);
  return (
    <Page data-testid="account-record-page">
      <Title>{t('account.title')}</Title>
      <Card aria-label={t('filter.title')}>
        <Filters>
          <RangePicker
            preset={dates.preset}
            range={dates.range}
            onPreset={dates.choosePreset}
            onCustomRange={dates.chooseCustomRange}
            problem={dates.problem ? t(`range.problems.${dates.problem}`) : null}
          />
          <MovementGroupFilter
            value={group}
            onChange={(next) => {
              setGroup(next);
              dates.restartPaging();
            }}
          />
        </Filters>
      </Card>
      <RecordLoad result={record} enabled={enabled} loadFailed={t('account.list.loadFailed')}>
        {(page) => (
          <>
            <Card aria-label={t('summary.title')}>
              <AccountSummary page={page} />
            </Card>
            <Card aria-label={t('account.list.title')} aria-busy={record.isFetching || undefined}>
              <Movements page={page} onPage={dates.choosePage} />
            </Card>
          </>
        )}
      </RecordLoad>
    </Page>
  );
}
