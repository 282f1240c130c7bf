import { useTranslation } from 'react-i18next';
import type { BonusRecordPage } from '@croupier/contract';
import { formatInteger } from '@croupier/i18n';
import { EmptyState } from '@croupier/ui';
import { MovementTable } from '../account/movement-table';
import { Money } from '../parts/money';
import { useLanguage } from '../parts/use-language';
import { useRecordRange } from '../range/use-record-range';
import { RangePicker } from '../record/range-picker';
import { RecordLoad, RecordPager } from '../record/record-load';
import { Card, Figures, Filters, Page, Title } from '../record/record-page.styles';
import { BonusCards } from './bonus-cards';
import { useBonusRecord } from './use-bonus-record';
import { useMemberBonuses } from './use-member-bonuses';

export interface BonusRecordScreenProps {
  /** the brand's IANA time zone: "today" is the brand's day, as the server counts it */
  timeZone: string;
  /** the current time; tests fix it */
  nowMs?: () => number;
}

function BonusSummary({ page }: { page: BonusRecordPage }) {
  const { t } = useTranslation('records');
  const language = useLanguage();
  return (
    <Figures data-testid="bonus-record-summary">
      <div>
        <dt>{t('bonus.summary.credits')}</dt>
        <dd data-testid="bonus-record-summary-credits">{formatInteger(page.summary.credits, language)}</dd>
      </div>
      <div>
        <dt>{t('bonus.summary.amount')}</dt>
        <dd data-testid="bonus-record-summary-amount">
          <Money amountMinor={page.summary.amountMinor} currency={page.currency} />
        </dd>
      </div>
    </Figures>
  );
}

function Bonuses({ page, onPage }: { page: BonusRecordPage; onPage: (pageNo: number) => void }) {
  const { t } = useTranslation('records');
  if (page.total === 0) return <EmptyState title={t('bonus.list.empty')}>{t('bonus.list.emptyHint')}</EmptyState>;
  return (
    <>
      <MovementTable rows={page.rows} currency={page.currency} timeZone={page.timeZone} testId="bonus-record-table" />
      <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} label={t('bonus.list.pages')} onPage={onPage} />
    </>
  );
}

/** The member's bonuses with their wagering, above the record of credits. */
function MyBonuses({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('records');
  const bonuses = useMemberBonuses();
  return (
    <Card aria-label={t('bonuses.title')} aria-busy={bonuses.isFetching || undefined}>
      <RecordLoad result={bonuses} enabled loadFailed={t('bonuses.loadFailed')}>
        {(page) => <BonusCards page={page} timeZone={timeZone} />}
      </RecordLoad>
    </Card>
  );
}

/**
 * SPEC §2 member centre, bonusDetails: the member's bonuses with their state, wagering progress and
 * rules (decision 0045), then the rewards credited to the member's wallets by day range, 20 a page,
 * with their count and sum.
 */
export function BonusRecordScreen({ timeZone, nowMs = Date.now }: BonusRecordScreenProps) {
  const { t } = useTranslation('records');
  const dates = useRecordRange(timeZone, nowMs);
  const enabled = dates.problem === null;
  const record = useBonusRecord(dates.range, dates.pageNo, enabled);
  return (
    <Page data-testid="bonus-record-page">
      <Title>{t('bonus.title')}</Title>
      <MyBonuses timeZone={timeZone} />
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
      <RecordLoad result={record} enabled={enabled} loadFailed={t('bonus.list.loadFailed')}>
        {(page) => (
          <>
            <Card aria-label={t('summary.title')}>
              <BonusSummary page={page} />
            </Card>
            <Card aria-label={t('bonus.list.title')} aria-busy={record.isFetching || undefined}>
              <Bonuses page={page} onPage={dates.choosePage} />
            </Card>
          </>
        )}
      </RecordLoad>
    </Page>
  );
}
