import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { boReadAudit, type AuditEntry } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { formatDateTime } from '@croupier/i18n';
import { Pagination, Spinner, vars } from '@croupier/ui';
import { Alert, Code, ConsolePage, Muted, PageHeading, Panel, Table, TableFrame } from '../parts/page-parts';
import { refusalText } from '../parts/refusal';
import { useConsoleText } from '../parts/use-console-text';
import { readsAudit, useOperator } from '../session/use-session';

const Change = styled.div`
  display: grid;
  gap: 2px;
  max-width: 420px;
  color: ${vars.colorTextMuted};
  font-size: 12px;
`;

/** Entries of every brand (and of none) share one log, so times are shown in the reader's own zone. */
const READER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

function shown(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useConsoleText();
  const before = shown(entry.before);
  const after = shown(entry.after);
  return (
    <tr data-testid="audit-row" data-action={entry.action}>
      <td>{formatDateTime(entry.at, 'en', READER_TIME_ZONE)}</td>
      <td>{entry.operatorUsername ?? t('audit.unknownOperator')}</td>
      <td>
        <Code>{entry.action}</Code>
      </td>
      <td>{entry.merchantCode ?? t('audit.allBrands')}</td>
      <td>
        <Code>{entry.subject}</Code>
      </td>
      <td>
        <Change>
          {before ? <Code>{before}</Code> : null}
          {after ? <Code>→ {after}</Code> : null}
        </Change>
      </td>
      <td>{entry.reason ?? ''}</td>
    </tr>
  );
}

function AuditLog() {
  const { t } = useConsoleText();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const log = useCallQuery(boReadAudit, { page: String(page) }, { placeholderData: (previous) => previous });
  if (log.isPending) return <Spinner label={t('loading')} />;
  if (log.isError) {
    return (
      <Alert role="alert">
        {t('audit.loadFailed')} {refusalText(t, log.error)}
      </Alert>
    );
  }
  if (log.data.entries.length === 0) return <Muted>{t('audit.empty')}</Muted>;
  return (
    <>
      <TableFrame>
        <Table data-testid="audit-table">
          <thead>
            <tr>
              <th>{t('audit.columns.time')}</th>
              <th>{t('audit.columns.operator')}</th>
              <th>{t('audit.columns.action')}</th>
              <th>{t('audit.columns.brand')}</th>
              <th>{t('audit.columns.subject')}</th>
              <th>{t('audit.columns.change')}</th>
              <th>{t('audit.columns.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {log.data.entries.map((entry) => (
              <EntryRow key={entry.id} entry={entry} />
            ))}
          </tbody>
        </Table>
      </TableFrame>
      <Pagination page={page} totalPages={log.data.totalPages} onPageChange={(next) => setParams({ page: String(next) })} label={t('audit.pages')} />
    </>
  );
}

/** Supervisors and admins read who did what, newest first; a cashier is told the log is not theirs to read. */
export function AuditScreen() {
  const { t } = useConsoleText();
  const operator = useOperator();
  return (
    <ConsolePage>
      <PageHeading>{t('audit.heading')}</PageHeading>
      <Muted>{t('audit.intro')}</Muted>
      <Panel>{readsAudit(operator) ? <AuditLog /> : <Alert role="alert">{t('audit.notAllowed')}</Alert>}</Panel>
    </ConsolePage>
  );
}
