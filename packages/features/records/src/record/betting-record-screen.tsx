import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BettingRecordPage } from '@croupier/contract';
import type { GameType } from '@croupier/domain';
import { EmptyState } from '@croupier/ui';
import { useRecordRange } from '../range/use-record-range';
import { RoundDialog } from '../round/round-dialog';
import { GameTypeFilter } from './game-type-filter';
import { RangePicker } from './range-picker';
import { RecordLoad, RecordPager } from './record-load';
import { Card, Filters, Page, Title } from './record-page.styles';
import { RecordSummary } from './record-summary';
import { RecordTable } from './record-table';
import { useBettingRecord } from './use-betting-record';

export interface BettingRecordScreenProps {
  /** the brand's IANA time zone: "today" is the brand's day, as the server counts it */
  timeZone: string;
  /** the current time; tests fix it */
  nowMs?: () => number;
}

function RecordResults({ page, onPage, onOpen }: { page: BettingRecordPage; onPage: (pageNo: number) => void; onOpen: (recordId: string) => void }) {
  const { t } = useTranslation('records');
  if (page.total === 0) return <EmptyState title={t('list.empty')} />;
  return (
    <>
      <RecordTable page={page} onOpen={onOpen} />
      <RecordPager pageNo={page.pageNo} totalPages={page.totalPages} label={t('list.pages')} onPage={onPage} />
    </>
  );
}

/**
 * SPEC §2 member centre, personalHistoryCopy (betting record): the member's rounds of provider and
 * in-house games by day range and game type, 20 a page, with the range's totals and each round's
 * details. The shell's route guard has already turned guests and trial players away.
 */
export function BettingRecordScreen({ timeZone, nowMs = Date.now }: BettingRecordScreenProps) {
  const { t } = useTranslation('records');
  const dates = useRecordRange(timeZone, nowMs);
  const [gameType, setGameType] = useState<GameType | null>(null);
  const [openRecord, setOpenRecord] = useState<string | null>(null);
  const enabled = dates.problem === null;
  const record = useBettingRecord({ range: dates.range, gameType, pageNo: dates.pageNo }, enabled);
  return (
    <Page data-testid="records-page">
      <Title>{t('page.title')}</Title>
      <Card aria-label={t('filter.title')}>
        <Filters>
          <RangePicker
            preset={dates.preset}
            range={dates.range}
            onPreset={dates.choosePreset}
            onCustomRange={dates.chooseCustomRange}
            problem={dates.problem ? t(`range.problems.${dates.problem}`) : null}
          />
          <GameTypeFilter
            value={gameType}
            onChange={(next) => {
              setGameType(next);
              dates.restartPaging();
            }}
          />
        </Filters>
      </Card>
      <RecordLoad result={record} enabled={enabled} loadFailed={t('list.loadFailed')}>
        {(page) => (
          <>
            <Card aria-label={t('summary.title')}>
              <RecordSummary page={page} />
            </Card>
            <Card aria-label={t('list.title')} aria-busy={record.isFetching || undefined}>
              <RecordResults page={page} onPage={dates.choosePage} onOpen={setOpenRecord} />
            </Card>
          </>
        )}
      </RecordLoad>
      <RoundDialog recordId={openRecord} onClose={() => setOpenRecord(null)} />
    </Page>
  );
}
