import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@croupier/ui';
import type { BackofficeBrand, DeskWithdrawal } from '@croupier/contract';
import { brandMoney, brandTime } from '../parts/brand-format';
import { Actions, Code, Muted, Stack, Table, TableFrame } from '../parts/page-parts';
import { useConsoleText } from '../parts/use-console-text';
import { ApprovalMarks } from './approval-marks';
import { DecisionDialog } from './decision-dialog';
import { ProofThumbnail } from './proof-thumbnail';
import type { DeskDecision, WithdrawalAction } from './use-desk';

/** What the player said arrived, and what a settled dispute gave back. */
function ReceiptFacts({ brand, withdrawal }: { brand: BackofficeBrand; withdrawal: DeskWithdrawal }) {
  const { t } = useConsoleText();
  const { receipt } = withdrawal;
  return (
    <>
      {receipt ? <Muted>{t(`desk.receipt.${receipt}`, { amount: brandMoney(brand, withdrawal.receivedMinor ?? 0) })}</Muted> : null}
      {withdrawal.status === 'AWAITING_RECEIPT' && withdrawal.receiptDueAt ? <Muted>{t('desk.receipt.due', { time: brandTime(brand, withdrawal.receiptDueAt) })}</Muted> : null}
      {withdrawal.returnedMinor > 0 ? <Muted>{t('desk.receipt.returned', { amount: brandMoney(brand, withdrawal.returnedMinor) })}</Muted> : null}
    </>
  );
}

function WithdrawalDecision({ brand, withdrawal, onDecide }: { brand: BackofficeBrand; withdrawal: DeskWithdrawal; onDecide: (action: WithdrawalAction) => void }) {
  const { t } = useConsoleText();
  if (withdrawal.status === 'PENDING') {
    return (
      <Actions>
        <Button size="small" onClick={() => onDecide('PAY')}>
          {t('desk.actions.pay')}
        </Button>
        <Button size="small" variant="secondary" onClick={() => onDecide('REJECT')}>
          {t('desk.actions.reject')}
        </Button>
        <Button size="small" variant="ghost" onClick={() => onDecide('FAIL')}>
          {t('desk.actions.fail')}
        </Button>
      </Actions>
    );
  }
  return (
    <Stack>
      {withdrawal.status === 'DISPUTED' ? (
        <Button size="small" onClick={() => onDecide('RESOLVE')}>
          {t('desk.actions.resolve')}
        </Button>
      ) : (
        <span>{t(`desk.statuses.${withdrawal.status}`)}</span>
      )}
      <ReceiptFacts brand={brand} withdrawal={withdrawal} />
      {withdrawal.reason ? <Muted>{t('desk.reason', { reason: withdrawal.reason })}</Muted> : null}
    </Stack>
  );
}

function WithdrawalRow({ brand, withdrawal, onDecide }: { brand: BackofficeBrand; withdrawal: DeskWithdrawal; onDecide: (action: WithdrawalAction) => void }) {
  const { t } = useConsoleText();
  const account = withdrawal.payoutAccount;
  return (
    <tr data-testid="desk-withdrawal" data-withdrawal-id={withdrawal.withdrawalId}>
      <td>
        <Stack>
          <Link to={`/${brand.code}/members/${withdrawal.memberId}`}>{withdrawal.username}</Link>
          <Muted>{t('desk.withdrawalId', { id: withdrawal.withdrawalId })}</Muted>
        </Stack>
      </td>
      <td data-numeric="" data-testid="desk-amount">
        {brandMoney(brand, withdrawal.amountMinor)}
      </td>
      <td>{withdrawal.channelName}</td>
      <td>
        <Stack>
          <Code>{account.accountNumber}</Code>
          <Muted>{[account.holderName, account.bankName].filter(Boolean).join(', ')}</Muted>
        </Stack>
      </td>
      <td>{brandTime(brand, withdrawal.createdAt)}</td>
      {/* Only a player who says a payment never arrived sends a photo, so only a dispute is looked for one. */}
      <td>{withdrawal.status === 'DISPUTED' ? <ProofThumbnail proof={{ kind: 'withdrawal', withdrawalId: withdrawal.withdrawalId }} /> : <Muted>{t('desk.proof.none')}</Muted>}</td>
      <td>
        <ApprovalMarks request={withdrawal} pending={withdrawal.status === 'PENDING'} />
      </td>
      <td>
        <WithdrawalDecision brand={brand} withdrawal={withdrawal} onDecide={onDecide} />
      </td>
    </tr>
  );
}

/** A page of a brand's withdrawals with what the desk decides by, and the decision's dialog. */
export function WithdrawalTable({ brand, withdrawals }: { brand: BackofficeBrand; withdrawals: readonly DeskWithdrawal[] }) {
  const { t } = useConsoleText();
  const [decision, setDecision] = useState<DeskDecision | null>(null);
  return (
    <TableFrame>
      <Table data-testid="desk-withdrawals">
        <thead>
          <tr>
            <th>{t('desk.columns.member')}</th>
            <th data-numeric="">{t('desk.columns.amount')}</th>
            <th>{t('desk.columns.channel')}</th>
            <th>{t('desk.columns.payoutAccount')}</th>
            <th>{t('desk.columns.time')}</th>
            <th>{t('desk.columns.proof')}</th>
            <th>{t('desk.columns.approval')}</th>
            <th>{t('desk.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {withdrawals.map((withdrawal) => (
            <WithdrawalRow key={withdrawal.withdrawalId} brand={brand} withdrawal={withdrawal} onDecide={(action) => setDecision({ kind: 'withdrawal', action, withdrawal })} />
          ))}
        </tbody>
      </Table>
      {decision ? <DecisionDialog brand={brand} decision={decision} onClose={() => setDecision(null)} /> : null}
    </TableFrame>
  );
}
