import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BettingRecordPage } from '@croupier/contract';
import type { GameType } from '@croupier/domain';
import { Button, EmptyState, Pagination, Spinner } from '@croupier/ui';
import { loadErrorKey } from '../parts/load-error';
import { dayInZone, presetRange, rangeProblem, type DayRange, type RangePreset } from '../range/date-range';
import { RoundDialog } from '../round/round-dialog';
import { GameTypeFilter } from './game-type-filter';
import { RangePicker } from './range-picker';
import { Card, Centre, Filters, Message, Page, Title } from './record-page.styles';
import { RecordSummary } from './record-summary';
import { RecordTable } from './record-table';
import { useBettingRecord, type RecordFilter } from './use-betting-record';

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
      {page.totalPages > 1 ? (
        <div data-testid="records-pager">
          <Pagination page={page.pageNo} totalPages={page.totalPages} label={t('list.pages')} onPageChange={onPage} />
        </div>
      ) : null}
    </>
  );
}

function RecordBody({ filter, enabled, onPage, onOpen }: { filter: RecordFilter; enabled: boolean; onPage: (pageNo: number) => void; onOpen: (recordId: string) => void }) {
  const { t } = useTranslation('records');
  const record = useBettingRecord(filter, enabled);
  if (!enabled) return null;
  if (record.data) {
    return (
      <>
        <Card aria-label={t('summary.title')}>
          <RecordSummary page={record.data} />
        </Card>
        <Card aria-label={t('list.title')} aria-busy={record.isFetching || undefined}>
          <RecordResults page={record.data} onPage={onPage} onOpen={onOpen} />
        </Card>
      </>
    );
  }
  if (record.isError) {
    return (
      <Card>
        <Message $tone="error" role="alert">
          <strong>{t('list.loadFailed')}</strong> {t(loadErrorKey(record.error))}
        </Message>
        <Button variant="secondary" onClick={() => void record.refetch()}>
          {t('list.retry')}
        </Button>
      </Card>
    );
  }
  return (
    <Centre>
      <Spinner />
    </Centre>
  );
}

/**
 * SPEC §2 member centre, personalHistoryCopy (betting record): the member's rounds of provider and
 * in-house games by day range and game type, 20 a page, with the range's totals and each round's
 * details. The shell's route guard has already turned guests and trial players away.
 */
export function BettingRecordScreen({ timeZone, nowMs = Date.now }: BettingRecordScreenProps) {
  const { t } = useTranslation('records');
  const today = dayInZone(nowMs(), timeZone);
  const [preset, setPreset] = useState<RangePreset>('today');
  const [customRange, setCustomRange] = useState<DayRange>({ from: today, to: today });
  const [gameType, setGameType] = useState<GameType | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [openRecord, setOpenRecord] = useState<string | null>(null);

  const range = preset === 'custom' ? customRange : presetRange(preset, today);
  const problem = preset === 'custom' ? rangeProblem(range) : null;
  // A new range or type starts again at its first page.
  const choosePreset = (next: RangePreset) => {
    if (next === 'custom' && preset !== 'custom') setCustomRange(range);
    setPreset(next);
    setPageNo(1);
  };
  return (
    <Page data-testid="records-page">
      <Title>{t('page.title')}</Title>
      <Card aria-label={t('filter.title')}>
        <Filters>
          <RangePicker
            preset={preset}
            range={range}
            onPreset={choosePreset}
            onCustomRange={(next) => {
              setCustomRange(next);
              setPageNo(1);
            }}
            problem={problem ? t(`range.problems.${problem}`) : null}
          />
          <GameTypeFilter
            value={gameType}
            onChange={(next) => {
              setGameType(next);
              setPageNo(1);
            }}
          />
        </Filters>
      </Card>
      <RecordBody filter={{ range, gameType, pageNo }} enabled={problem === null} onPage={setPageNo} onOpen={setOpenRecord} />
      <RoundDialog recordId={openRecord} onClose={() => setOpenRecord(null)} />
    </Page>
  );
}
