import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@croupier/contract';
import { formatDateTime, formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Button, EmptyState, Message, Spinner } from '@croupier/ui';
import { loadErrorKey } from '../parts/load-error';
import { Centre, Row, RowAmount, RowMain, RowMeta, RowNote, Rows, RowSide, RowTitle, StatusBadge } from '../withdraw/withdraw-page.styles';
import { ReceiptStep } from './receipt-step';
import { useRecentWithdrawals } from './use-withdrawals';

/** What became of a withdrawal, beyond its status: the reason, the player's word on the receipt, money given back. */
function WithdrawalNotes({ withdrawal, currency }: { withdrawal: Withdrawal; currency: CurrencyFormat }) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const money = (amountMinor: number) => formatMoney(amountMinor, currency, language);
  const { status, reason, receipt } = withdrawal;
  const turnedDown = status === 'REJECTED' || status === 'FAILED';
  return (
    <>
      {turnedDown && reason ? (
        <RowNote $tone="error" data-testid="withdrawal-row-reason">
          {t('withdraw.history.reason', { reason })}
        </RowNote>
      ) : null}
      {turnedDown ? <RowNote data-testid="withdrawal-row-note">{t('withdraw.history.givenBack', { amount: money(withdrawal.amountMinor) })}</RowNote> : null}
      {status === 'PENDING' ? <RowNote data-testid="withdrawal-row-note">{t('withdraw.history.held')}</RowNote> : null}
      {status === 'DISPUTED' ? (
        <RowNote data-testid="withdrawal-row-note">
          {receipt === 'PARTIAL'
            ? t('withdraw.history.partial', { received: money(withdrawal.receivedMinor ?? 0), amount: money(withdrawal.amountMinor) })
            : t('withdraw.history.notReceived')}
        </RowNote>
      ) : null}
      {status === 'PAID' && receipt === 'AUTO' ? <RowNote data-testid="withdrawal-row-note">{t('withdraw.history.autoReceipt')}</RowNote> : null}
      {status === 'PAID' && reason ? (
        <RowNote data-testid="withdrawal-row-reason">{t('withdraw.history.settled', { reason })}</RowNote>
      ) : null}
      {withdrawal.returnedMinor > 0 ? (
        <RowNote data-testid="withdrawal-row-returned">{t('withdraw.history.returned', { amount: money(withdrawal.returnedMinor) })}</RowNote>
      ) : null}
    </>
  );
}

function WithdrawalItem({ withdrawal, currency, timeZone }: { withdrawal: Withdrawal; currency: CurrencyFormat; timeZone: string }) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  return (
    <Row data-testid="withdrawal-row" data-withdrawal-id={withdrawal.withdrawalId} data-status={withdrawal.status}>
      <RowMain>
        <RowTitle data-testid="withdrawal-row-channel">{withdrawal.channelName}</RowTitle>
        <RowMeta data-testid="withdrawal-row-account">{t('withdraw.history.to', { number: withdrawal.payoutAccount.accountNumber })}</RowMeta>
        <RowMeta>
          <time dateTime={withdrawal.createdAt} data-testid="withdrawal-row-time">
            {formatDateTime(withdrawal.createdAt, language, timeZone)}
          </time>
        </RowMeta>
      </RowMain>
      <RowSide>
        <RowAmount data-testid="withdrawal-row-amount" data-amount-minor={withdrawal.amountMinor}>
          {formatMoney(withdrawal.amountMinor, currency, language)}
        </RowAmount>
        <StatusBadge $status={withdrawal.status} data-testid="withdrawal-row-status">
          {t(`withdraw.history.status.${withdrawal.status}`)}
        </StatusBadge>
      </RowSide>
      <WithdrawalNotes withdrawal={withdrawal} currency={currency} />
      {withdrawal.status === 'AWAITING_RECEIPT' ? <ReceiptStep withdrawal={withdrawal} currency={currency} timeZone={timeZone} /> : null}
    </Row>
  );
}

/** The member's recent withdrawals, newest first: status, reason, receipt, and the receipt step of one paid out. */
export function WithdrawalHistory({ currency, timeZone }: { currency: CurrencyFormat; timeZone: string }) {
  const { t } = useTranslation('cashier');
  const withdrawals = useRecentWithdrawals();
  if (withdrawals.data) {
    if (withdrawals.data.withdrawals.length === 0) return <EmptyState title={t('withdraw.history.empty')} headingLevel="h3" data-testid="withdrawal-history-empty" />;
    return (
      <Rows data-testid="withdrawal-history" aria-busy={withdrawals.isFetching || undefined}>
        {withdrawals.data.withdrawals.map((withdrawal) => (
          <WithdrawalItem key={withdrawal.withdrawalId} withdrawal={withdrawal} currency={currency} timeZone={timeZone} />
        ))}
      </Rows>
    );
  }
  if (withdrawals.isError) {
    return (
      <>
        <Message tone="error" announce>
          <strong>{t('withdraw.history.loadFailed')}</strong> {t(loadErrorKey(withdrawals.error))}
        </Message>
        <Button variant="secondary" onClick={() => void withdrawals.refetch()}>
          {t('withdraw.history.retry')}
        </Button>
      </>
    );
  }
  return (
    <Centre>
      <Spinner />
    </Centre>
  );
}
