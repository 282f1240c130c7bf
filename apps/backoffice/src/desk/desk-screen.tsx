import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES, type DepositStatus, type WithdrawalStatus } from '@croupier/domain';
import { Button, Pagination, Select, Spinner, Tabs } from '@croupier/ui';
import { useBrand } from '../brands/brand-scope';
import { brandMoney } from '../parts/brand-format';
import { Alert, ConsolePage, Muted, PageHeading, Panel, TitleRow } from '../parts/page-parts';
import { refusalText } from '../parts/refusal';
import { useConsoleText } from '../parts/use-console-text';
import { DepositTable } from './deposit-table';
import { useDeskDeposits, useDeskWithdrawals } from './use-desk';
import { WithdrawalTable } from './withdrawal-table';

type DeskKind = 'deposits' | 'withdrawals';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  & > div {
    min-width: 220px;
  }
`;

function isOneOf<Value extends string>(values: readonly Value[], text: string | null): text is Value {
  return text !== null && (values as readonly string[]).includes(text);
}

/** What the desk shows, kept in the address so a reload or a shared link opens the same list. */
function useDeskView() {
  const [params, setParams] = useSearchParams();
  const kind: DeskKind = params.get('kind') === 'withdrawals' ? 'withdrawals' : 'deposits';
  const statuses: readonly string[] = kind === 'deposits' ? DEPOSIT_STATUSES : WITHDRAWAL_STATUSES;
  const asked = params.get('status');
  const status = asked !== null && statuses.includes(asked) ? asked : 'PENDING';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const show = (next: { kind?: DeskKind; status?: string; page?: number }) => {
    const nextKind = next.kind ?? kind;
    const nextStatus = next.status ?? (next.kind ? 'PENDING' : status);
    setParams({ kind: nextKind, status: nextStatus, page: String(next.page ?? 1) }, { replace: false });
  };
  return { kind, status, page, show };
}

function StatusFilter({ kind, status, onChange }: { kind: DeskKind; status: string; onChange: (status: string) => void }) {
  const { t } = useConsoleText();
  const statuses: readonly (DepositStatus | WithdrawalStatus)[] = kind === 'deposits' ? DEPOSIT_STATUSES : WITHDRAWAL_STATUSES;
  return (
    <Toolbar>
      <Select label={t('desk.status')} value={status} onChange={onChange} options={statuses.map((value) => ({ value, label: t(`desk.statuses.${value}`) }))} data-testid="desk-status" />
    </Toolbar>
  );
}

interface ListState {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** Loading, a failure with a retry, an empty list, or the table and its pages. */
function ListBody({ list, empty, rows, table, page, totalPages, onPage }: { list: ListState; empty: string; rows: number; table: ReactNode; page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useConsoleText();
  if (list.isPending) return <Spinner label={t('loading')} />;
  if (list.isError && rows === 0) {
    return (
      <>
        <Alert role="alert">
          {t('desk.loadFailed')} {refusalText(t, list.error)}
        </Alert>
        <Button variant="secondary" onClick={() => void list.refetch()}>
          {t('retry')}
        </Button>
      </>
    );
  }
  if (rows === 0) return <Muted data-testid="desk-empty">{empty}</Muted>;
  return (
    <>
      {table}
      <Pagination page={page} totalPages={totalPages} onPageChange={onPage} label={t('desk.pages')} />
    </>
  );
}

function DepositList({ status, page, show }: { status: DepositStatus; page: number; show: ReturnType<typeof useDeskView>['show'] }) {
  const { t } = useConsoleText();
  const brand = useBrand();
  const list = useDeskDeposits(brand.merchantCode, status, page);
  const deposits = list.data?.deposits ?? [];
  return (
    <Panel>
      <StatusFilter kind="deposits" status={status} onChange={(next) => show({ status: next })} />
      <ListBody
        list={list}
        empty={t('desk.empty.deposits')}
        rows={deposits.length}
        table={<DepositTable brand={brand} deposits={deposits} />}
        page={page}
        totalPages={list.data?.totalPages ?? 1}
        onPage={(next) => show({ page: next })}
      />
    </Panel>
  );
}

function WithdrawalList({ status, page, show }: { status: WithdrawalStatus; page: number; show: ReturnType<typeof useDeskView>['show'] }) {
  const { t } = useConsoleText();
  const brand = useBrand();
  const list = useDeskWithdrawals(brand.merchantCode, status, page);
  const withdrawals = list.data?.withdrawals ?? [];
  return (
    <Panel>
      <StatusFilter kind="withdrawals" status={status} onChange={(next) => show({ status: next })} />
      <ListBody
        list={list}
        empty={t('desk.empty.withdrawals')}
        rows={withdrawals.length}
        table={<WithdrawalTable brand={brand} withdrawals={withdrawals} />}
        page={page}
        totalPages={list.data?.totalPages ?? 1}
        onPage={(next) => show({ page: next })}
      />
    </Panel>
  );
}

/** The cashier desk of one brand: its deposits and withdrawals by status, each decided in a dialog. */
export function DeskScreen() {
  const { t } = useConsoleText();
  const brand = useBrand();
  const view = useDeskView();
  const { kind, status, page, show } = view;
  return (
    <ConsolePage>
      <TitleRow>
        <PageHeading>
          {t('desk.heading')} · {brand.displayName}
        </PageHeading>
        {brand.secondApprovalAboveMinor !== null ? <Muted>{t('desk.threshold', { amount: brandMoney(brand, brand.secondApprovalAboveMinor) })}</Muted> : null}
      </TitleRow>
      <Tabs
        label={t('desk.kinds')}
        selectedId={kind}
        onSelect={(id) => show({ kind: id === 'withdrawals' ? 'withdrawals' : 'deposits' })}
        items={[
          {
            id: 'deposits',
            label: t('desk.deposits'),
            content: kind === 'deposits' && isOneOf(DEPOSIT_STATUSES, status) ? <DepositList status={status} page={page} show={show} /> : null,
          },
          {
            id: 'withdrawals',
            label: t('desk.withdrawals'),
            content: kind === 'withdrawals' && isOneOf(WITHDRAWAL_STATUSES, status) ? <WithdrawalList status={status} page={page} show={show} /> : null,
          },
        ]}
      />
    </ConsolePage>
  );
}
