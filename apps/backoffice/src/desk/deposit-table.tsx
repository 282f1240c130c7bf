import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@croupier/ui';
import type { BackofficeBrand, DeskDeposit } from '@croupier/contract';
import { brandMoney, brandTime } from '../parts/brand-format';
import { Actions, Code, Muted, Stack, Table, TableFrame } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { ApprovalMarks } from './approval-marks';
import { DecisionDialog } from './decision-dialog';
import { ProofThumbnail } from './proof-thumbnail';
import type { DepositAction, DeskDecision } from './use-desk';

function DepositDecision({ brand, deposit, onDecide }: { brand: BackofficeBrand; deposit: DeskDeposit; onDecide: (action: DepositAction) => void }) {
  const { t } = useConsoleText();
  if (deposit.status !== 'PENDING') {
    return (
      <Stack>
        <span>{t(`desk.statuses.${deposit.status}`)}</span>
        {deposit.reason ? <Muted>{t('desk.reason', { reason: deposit.reason })}</Muted> : null}
        {deposit.expiredAt ? (
          <Muted data-testid="desk-expired">{t(deposit.status === 'EXPIRED' ? 'desk.expired' : 'desk.paidAfterExpiry', { time: brandTime(brand, deposit.expiredAt) })}</Muted>
        ) : null}
      </Stack>
    );
  }
  if (deposit.channelKind === 'GATEWAY') return <Muted>{t('desk.gateway')}</Muted>;
  return (
    <Actions>
      <Button size="small" onClick={() => onDecide('APPROVE')}>
        {t('desk.actions.approve')}
      </Button>
      <Button size="small" variant="secondary" onClick={() => onDecide('REJECT')}>
        {t('desk.actions.reject')}
      </Button>
    </Actions>
  );
}

function DepositRow({ brand, deposit, onDecide }: { brand: BackofficeBrand; deposit: DeskDeposit; onDecide: (action: DepositAction) => void }) {
  const { t } = useConsoleText();
  return (
    <tr data-testid="desk-deposit" data-deposit-id={deposit.depositId}>
      <td>
        <Stack>
          <Link to={`/${brand.code}/members/${deposit.memberId}`}>{deposit.username}</Link>
          <Muted>{t('desk.depositId', { id: deposit.depositId })}</Muted>
        </Stack>
      </td>
      <td data-numeric="" data-testid="desk-amount">
        {brandMoney(brand, deposit.amountMinor)}
      </td>
      <td>{deposit.channelName}</td>
      <td>
        <Code>{deposit.reference}</Code>
      </td>
      <td>{brandTime(brand, deposit.createdAt)}</td>
      <td>{deposit.hasProof ? <ProofThumbnail proof={{ kind: 'deposit', depositId: deposit.depositId }} /> : <ProofMissing />}</td>
      <td>
        <ApprovalMarks request={deposit} pending={deposit.status === 'PENDING'} />
      </td>
      <td>
        <DepositDecision brand={brand} deposit={deposit} onDecide={onDecide} />
      </td>
    </tr>
  );
}

function ProofMissing() {
  const { t } = useConsoleText();
  return <Muted>{t('desk.proof.none')}</Muted>;
}

/** A page of a brand's deposits with what the desk decides by, and the decision's dialog. */
export function DepositTable({ brand, deposits }: { brand: BackofficeBrand; deposits: readonly DeskDeposit[] }) {
  const { t } = useConsoleText();
  const [decision, setDecision] = useState<DeskDecision | null>(null);
  return (
    <TableFrame>
      <Table data-testid="desk-deposits">
        <thead>
          <tr>
            <th>{t('desk.columns.member')}</th>
            <th data-numeric="">{t('desk.columns.amount')}</th>
            <th>{t('desk.columns.channel')}</th>
            <th>{t('desk.columns.reference')}</th>
            <th>{t('desk.columns.time')}</th>
            <th>{t('desk.columns.proof')}</th>
            <th>{t('desk.columns.approval')}</th>
            <th>{t('desk.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {deposits.map((deposit) => (
            <DepositRow key={deposit.depositId} brand={brand} deposit={deposit} onDecide={(action) => setDecision({ kind: 'deposit', action, deposit })} />
          ))}
        </tbody>
      </Table>
      {decision ? <DecisionDialog brand={brand} decision={decision} onClose={() => setDecision(null)} /> : null}
    </TableFrame>
  );
}
