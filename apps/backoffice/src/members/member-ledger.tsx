import { useState } from 'react';
import styled from 'styled-components';
import type { AccountMovement, BackofficeBrand } from '@croupier/contract';
import { ACCOUNT_MOVEMENT_GROUPS, type AccountMovementGroup } from '@croupier/domain';
import { describePostingNote } from '@croupier/i18n';
import { Pagination, Select, Spinner } from '@croupier/ui';
import { brandMoney, brandTime } from '../parts/brand-format';
import { Alert, Muted, Panel, PanelHeading, Table, TableFrame } from '../parts/page-parts';
import { refusalText } from '../parts/refusal';
import { useConsoleText } from '../parts/use-console-text';
import { LEDGER_PRESETS, presetRange, type LedgerPreset } from './ledger-range';
import { useMemberLedger } from './use-members';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  & > div {
    min-width: 200px;
  }
`;

const Signed = styled.td<{ $in: boolean }>`
  color: ${({ $in }) => ($in ? 'var(--color-success)' : 'inherit')};
`;

function MovementRow({ brand, movement }: { brand: BackofficeBrand; movement: AccountMovement }) {
  const { t } = useConsoleText();
  // The console reads in English, as its times do; a reference the member typed follows the note.
  const note = movement.note ? describePostingNote(movement.note, t, { language: 'en', timeZone: brand.timeZone, credit: movement.amountMinor > 0 }) : null;
  const noteText = note ? [note.text, note.reference ? `${t('common:postingNotes.reference')} ${note.reference}` : null].filter(Boolean).join(', ') : null;
  const details = [noteText, movement.gameName, movement.roundId ? t('ledger.round', { id: movement.roundId }) : null].filter(Boolean).join(' · ');
  return (
    <tr data-testid="ledger-row" data-kind={movement.kind}>
      <td>{brandTime(brand, movement.at)}</td>
      <td>{t(`ledger.kinds.${movement.kind}`)}</td>
      <td>{movement.walletName ?? t('member.mainWallet')}</td>
      <Signed data-numeric="" $in={movement.amountMinor > 0}>
        {movement.amountMinor > 0 ? '+' : ''}
        {brandMoney(brand, movement.amountMinor)}
      </Signed>
      <td data-numeric="">{brandMoney(brand, movement.balanceMinor)}</td>
      <td>{details}</td>
    </tr>
  );
}

/** The member's movements newest first, by date preset and type, a page at a time, with the range's totals. */
export function MemberLedger({ brand, memberId, nowMs = Date.now }: { brand: BackofficeBrand; memberId: string; nowMs?: () => number }) {
  const { t } = useConsoleText();
  const [preset, setPreset] = useState<LedgerPreset>('last30');
  const [group, setGroup] = useState<AccountMovementGroup>('all');
  const [pageNo, setPageNo] = useState(1);
  const range = presetRange(preset, brand.timeZone, nowMs());
  const ledger = useMemberLedger(brand.merchantCode, memberId, { ...range, group, pageNo });
  return (
    <Panel>
      <PanelHeading>{t('ledger.heading')}</PanelHeading>
      <Filters>
        <Select
          label={t('ledger.range')}
          value={preset}
          data-testid="ledger-range"
          onChange={(value) => {
            setPreset(value in LEDGER_PRESETS ? (value as LedgerPreset) : 'last30');
            setPageNo(1);
          }}
          options={(Object.keys(LEDGER_PRESETS) as LedgerPreset[]).map((value) => ({ value, label: t(`ledger.${value}`) }))}
        />
        <Select
          label={t('ledger.group')}
          value={group}
          data-testid="ledger-group"
          onChange={(value) => {
            setGroup(ACCOUNT_MOVEMENT_GROUPS.find((each) => each === value) ?? 'all');
            setPageNo(1);
          }}
          options={ACCOUNT_MOVEMENT_GROUPS.map((value) => ({ value, label: t(`ledger.groups.${value}`) }))}
        />
      </Filters>
      {ledger.isPending ? <Spinner label={t('loading')} /> : null}
      {ledger.isError ? (
        <Alert role="alert">
          {t('ledger.loadFailed')} {refusalText(t, ledger.error)}
        </Alert>
      ) : null}
      {ledger.data ? (
        <>
          <Muted data-testid="ledger-summary">
            {t('ledger.summary', { count: ledger.data.summary.movements, in: brandMoney(brand, ledger.data.summary.inMinor), out: brandMoney(brand, ledger.data.summary.outMinor) })}
          </Muted>
          {ledger.data.rows.length === 0 ? (
            <Muted>{t('ledger.empty')}</Muted>
          ) : (
            <TableFrame>
              <Table data-testid="ledger-table">
                <thead>
                  <tr>
                    <th>{t('ledger.columns.time')}</th>
                    <th>{t('ledger.columns.kind')}</th>
                    <th>{t('ledger.columns.wallet')}</th>
                    <th data-numeric="">{t('ledger.columns.amount')}</th>
                    <th data-numeric="">{t('ledger.columns.balance')}</th>
                    <th>{t('ledger.columns.note')}</th>
                  </tr>
                </thead>
                <tbody>
                  {ledger.data.rows.map((movement) => (
                    <MovementRow key={movement.movementId} brand={brand} movement={movement} />
                  ))}
                </tbody>
              </Table>
            </TableFrame>
          )}
          <Pagination page={pageNo} totalPages={ledger.data.totalPages} onPageChange={setPageNo} label={t('ledger.pages')} />
        </>
      ) : null}
    </Panel>
  );
}
