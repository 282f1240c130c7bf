import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime, formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { EmptyState, Message, mix, Pagination, Spinner, vars } from '@croupier/ui';
import { usePromotionsEnvironment } from '../parts/environment';
import { loadErrorKey } from '../parts/load-error';
import { useMyEntries, type EntriesValue } from '../parts/queries';

type EntryStatus = EntriesValue['entries'][number]['status'];

const TONES: Record<EntryStatus, string> = {
  JOINED: mix('colorPrimary', 18),
  PROCESSING: mix('colorPrimary', 18),
  APPLYING: mix('colorPrimary', 18),
  ISSUED: mix('colorSuccess', 20),
  CLAIMED: mix('colorSuccess', 20),
  REJECTED: mix('colorDanger', 18),
  LAPSED: mix('colorText', 12),
};

const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 4px 14px;
  padding: 12px 2px;
  border-bottom: 1px solid ${vars.colorBorder};
  &:last-child {
    border-bottom: 0;
  }
  & a {
    color: inherit;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  & small {
    display: block;
    margin-top: 2px;
    font-size: 12.5px;
    color: ${vars.colorTextMuted};
  }
`;

const Side = styled.div`
  display: grid;
  justify-items: end;
  align-content: start;
  gap: 4px;
  & strong {
    font-variant-numeric: tabular-nums;
    color: ${vars.colorSuccess};
  }
`;

const Status = styled.span<{ $status: EntryStatus }>`
  padding: 2px 9px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  background: ${({ $status }) => TONES[$status]};
`;

const Reason = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-size: 13px;
  color: ${vars.colorDanger};
  overflow-wrap: anywhere;
`;

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 120px;
`;

/** The member's promotion entries of every period, newest first: what they joined, claimed, applied for, and how each ended. */
export function EntryHistory({ currency }: { currency: CurrencyFormat }) {
  const { t } = useTranslation('promotions');
  const language = useLanguage();
  const { paths, timeZone } = usePromotionsEnvironment();
  const [pageNo, setPageNo] = useState(1);
  const entries = useMyEntries(pageNo);
  const page = entries.data;
  if (entries.isError && !page) return <Message tone="error">{t(loadErrorKey(entries.error))}</Message>;
  if (!page) {
    return (
      <Centre>
        <Spinner />
      </Centre>
    );
  }
  if (page.entries.length === 0) {
    return (
      <EmptyState title={t('history.empty')} headingLevel="h3" data-testid="reward-history-empty">
        {t('history.emptyHint')}
      </EmptyState>
    );
  }
  return (
    <div aria-busy={entries.isFetching || undefined}>
      <List data-testid="reward-history">
        {page.entries.map((entry) => (
          <Row key={entry.entryId} data-testid="reward-history-entry" data-status={entry.status}>
            <div>
              <Link to={paths.detail(entry.promotionId)}>{entry.title}</Link>
              <small>
                {t(`kind.${entry.kind}`)} · {formatDateTime(entry.decidedAt ?? entry.createdAt, language, timeZone)}
              </small>
            </div>
            <Side>
              <Status $status={entry.status}>{t(`entryStatus.${entry.status}`)}</Status>
              {entry.paidMinor > 0 ? <strong>{formatMoney(entry.paidMinor, currency, language)}</strong> : null}
            </Side>
            {entry.status === 'REJECTED' && entry.rejectReason ? <Reason>{t('action.rejectedBecause', { reason: entry.rejectReason })}</Reason> : null}
          </Row>
        ))}
      </List>
      <Pagination page={page.page} totalPages={page.totalPages} onPageChange={setPageNo} label={t('history.title')} />
    </div>
  );
}
