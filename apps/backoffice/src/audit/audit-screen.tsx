import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { boReadAudit, type AuditEntry, type BackofficeBrand } from '@croupier/contract';
import { useCallQuery } from '@croupier/api-client/react';
import { formatDateTime } from '@croupier/i18n';
import { Pagination, Spinner, vars } from '@croupier/ui';
import { useBrands } from '../brands/use-brands';
import { Alert, Code, ConsolePage, Muted, PageHeading, Panel, Table, TableFrame } from '../parts/page-parts';
import { refusalText } from '../parts/refusal';
import { useConsoleText } from '../parts/use-console-text';
import { readsAudit, useOperator } from '../session/use-session';
import { AuditChange } from './audit-change';
import { AuditFiltersForm } from './audit-filters';
import { auditCallQuery, filtersFromParams, paramsOf, readerTimeZone, zoneLabel, type AuditFilters } from './audit-query';

const Change = styled.div`
  display: grid;
  gap: 4px;
  max-width: 440px;
  color: ${vars.colorTextMuted};
  font-size: 12px;
`;

const Side = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px;
  align-items: baseline;
`;

const Time = styled.td`
  white-space: nowrap;
`;

/** Wide enough that a phone scrolls the log sideways rather than squeezing each entry into a column of words. */
const LogTable = styled(Table)`
  min-width: 1080px;
  & code {
    white-space: nowrap;
  }
`;

function EntryRow({ entry, brand, timeZone }: { entry: AuditEntry; brand: BackofficeBrand | undefined; timeZone: string }) {
  const { t } = useConsoleText();
  const hasBefore = entry.before !== null && entry.before !== undefined;
  const hasAfter = entry.after !== null && entry.after !== undefined;
  return (
    <tr data-testid="audit-row" data-action={entry.action}>
      <Time data-testid="audit-time">
        <time dateTime={entry.at}>
          {formatDateTime(entry.at, 'en', timeZone)} {zoneLabel(entry.at, timeZone)}
        </time>
      </Time>
      <td>{entry.operatorUsername ?? (entry.operatorId === null && !entry.action.startsWith('session.') ? t('audit.system') : t('audit.unknownOperator'))}</td>
      <td>
        <Code>{entry.action}</Code>
      </td>
      <td>{entry.merchantCode ? (brand?.displayName ?? entry.merchantCode) : t('audit.allBrands')}</td>
      <td>
        <Code>{entry.subject}</Code>
      </td>
      <td>
        <Change>
          {hasBefore ? (
            <Side>
              <span>{t('audit.before')}</span>
              <AuditChange value={entry.before} brand={brand} timeZone={timeZone} testId="audit-before" />
            </Side>
          ) : null}
          {hasAfter ? (
            <Side>
              <span>{t('audit.after')}</span>
              <AuditChange value={entry.after} brand={brand} timeZone={timeZone} testId="audit-after" />
            </Side>
          ) : null}
        </Change>
      </td>
      <td>{entry.reason ?? ''}</td>
    </tr>
  );
}

function AuditLog({ filters, page, brands, timeZone, onPage }: { filters: AuditFilters; page: number; brands: readonly BackofficeBrand[]; timeZone: string; onPage: (page: number) => void }) {
  const { t } = useConsoleText();
  const log = useCallQuery(boReadAudit, auditCallQuery(filters, page), { placeholderData: (previous) => previous });
  if (log.isPending) return <Spinner label={t('loading')} />;
  if (log.isError) {
    return (
      <Alert role="alert">
        {t('audit.loadFailed')} {refusalText(t, log.error)}
      </Alert>
    );
  }
  const filtered = Object.values(filters).some((value) => value !== '');
  if (log.data.entries.length === 0) return <Muted data-testid="audit-empty">{t(filtered ? 'audit.emptyFiltered' : 'audit.empty')}</Muted>;
  const brandOf = (merchantCode: string | null) => brands.find((brand) => brand.merchantCode === merchantCode);
  return (
    <>
      <Muted data-testid="audit-total">{t('audit.total', { count: log.data.total })}</Muted>
      <TableFrame>
        <LogTable data-testid="audit-table" aria-busy={log.isFetching || undefined}>
          <thead>
            <tr>
              <th>{t('audit.columns.time', { zone: timeZone })}</th>
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
              <EntryRow key={entry.id} entry={entry} brand={brandOf(entry.merchantCode)} timeZone={timeZone} />
            ))}
          </tbody>
        </LogTable>
      </TableFrame>
      <Pagination page={page} totalPages={log.data.totalPages} onPageChange={onPage} label={t('audit.pages')} />
    </>
  );
}

/**
 * Supervisors and admins read who did what, newest first, narrowed by the server to the filters in the
 * address; times are shown in the reader's own zone, named. A cashier is told the log is not theirs.
 */
function AuditReader() {
  const [params, setParams] = useSearchParams();
  const brands = useBrands();
  const timeZone = readerTimeZone();
  const filters = filtersFromParams(params);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const shown = brands.data?.brands ?? [];
  return (
    <>
      {/* a new key when the address changes, so the form shows what is applied after back and forward */}
      <AuditFiltersForm key={params.toString()} applied={filters} brands={shown} timeZone={timeZone} onApply={(next) => setParams(paramsOf(next, 1))} />
      <AuditLog filters={filters} page={page} brands={shown} timeZone={timeZone} onPage={(next) => setParams(paramsOf(filters, next))} />
    </>
  );
}

export function AuditScreen() {
  const { t } = useConsoleText();
  const operator = useOperator();
  return (
    <ConsolePage>
      <PageHeading>{t('audit.heading')}</PageHeading>
      <Muted>{t('audit.intro')}</Muted>
      <Panel>{readsAudit(operator) ? <AuditReader /> : <Alert role="alert">{t('audit.notAllowed')}</Alert>}</Panel>
    </ConsolePage>
  );
}
