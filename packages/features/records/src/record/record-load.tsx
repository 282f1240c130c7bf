import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Message, Pagination, Spinner } from '@croupier/ui';
import { loadErrorKey } from '../parts/load-error';
import { Card, Centre } from './record-page.styles';

export interface RecordLoadProps<Page> {
  result: UseQueryResult<Page, Error>;
  /** false while the filter cannot be asked for (a custom range with a problem) */
  enabled: boolean;
  /** the record's own words for a failed load */
  loadFailed: string;
  children: (page: Page) => ReactNode;
}

/** A record's answer: its panels once loaded (the previous page stays while the next loads), a retry when it failed, a spinner before. */
export function RecordLoad<Page>({ result, enabled, loadFailed, children }: RecordLoadProps<Page>) {
  const { t } = useTranslation('records');
  if (!enabled) return null;
  if (result.data) return <>{children(result.data)}</>;
  if (result.isError) {
    return (
      <Card>
        <Message variant="text" tone="error" announce>
          <strong>{loadFailed}</strong> {t(loadErrorKey(result.error))}
        </Message>
        <Button variant="secondary" onClick={() => void result.refetch()}>
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

/** The page control under a record's list, when it has more than one page. */
export function RecordPager({ pageNo, totalPages, label, onPage }: { pageNo: number; totalPages: number; label: string; onPage: (pageNo: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <div data-testid="records-pager">
      <Pagination page={pageNo} totalPages={totalPages} label={label} onPageChange={onPage} />
    </div>
  );
}
