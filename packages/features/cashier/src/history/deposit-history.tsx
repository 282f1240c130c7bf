import { useTranslation } from 'react-i18next';
import type { Deposit } from '@croupier/contract';
import { formatDateTime, formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Button, EmptyState, Message, Spinner } from '@croupier/ui';
import { loadErrorKey } from '../parts/load-error';
import { Centre, DepositAmount, DepositChannel, DepositMain, DepositMeta, DepositNote, DepositRow, DepositRows, DepositSide, StatusBadge } from '../deposit/deposit-page.styles';
import { useRecentDeposits } from './use-deposits';

function DepositItem({ deposit, currency, timeZone }: { deposit: Deposit; currency: CurrencyFormat; timeZone: string }) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  return (
    <DepositRow data-testid="deposit-row" data-deposit-id={deposit.depositId} data-status={deposit.status}>
      <DepositMain>
        <DepositChannel data-testid="deposit-row-channel">{deposit.channelName}</DepositChannel>
        <DepositMeta>
          <time dateTime={deposit.createdAt} data-testid="deposit-row-time">
            {formatDateTime(deposit.createdAt, language, timeZone)}
          </time>
        </DepositMeta>
        {/* A gateway's payment has no transfer reference of the player's, and needs no receipt. */}
        {deposit.channelKind === 'MANUAL' ? (
          <>
            {/* The ID the player's bank or wallet gave is shown as written, not translated. */}
            <DepositMeta data-testid="deposit-row-reference">
              {t('form.reference')} <span translate="no">{deposit.reference}</span>
            </DepositMeta>
            <DepositMeta data-testid="deposit-row-proof" data-has-proof={deposit.hasProof}>
              {deposit.hasProof ? t('history.proof') : t('history.noProof')}
            </DepositMeta>
          </>
        ) : null}
      </DepositMain>
      <DepositSide>
        <DepositAmount data-testid="deposit-row-amount" data-amount-minor={deposit.amountMinor}>
          {formatMoney(deposit.amountMinor, currency, language)}
        </DepositAmount>
        <StatusBadge $status={deposit.status} data-testid="deposit-row-status">
          {t(`history.status.${deposit.status}`)}
        </StatusBadge>
      </DepositSide>
      {deposit.status === 'REJECTED' && deposit.reason ? (
        <DepositNote $tone="error" data-testid="deposit-row-reason">
          {t('history.reason', { reason: deposit.reason })}
        </DepositNote>
      ) : null}
      {deposit.status === 'EXPIRED' ? <DepositNote data-testid="deposit-row-expired">{t('history.expired', { channel: deposit.channelName })}</DepositNote> : null}
    </DepositRow>
  );
}

/** The member's recent deposits, newest first, each with its status and an operator's reason for a rejection. */
export function DepositHistory({ currency, timeZone }: { currency: CurrencyFormat; timeZone: string }) {
  const { t } = useTranslation('cashier');
  const deposits = useRecentDeposits();
  if (deposits.data) {
    if (deposits.data.deposits.length === 0) return <EmptyState title={t('history.empty')} headingLevel="h3" data-testid="deposit-history-empty" />;
    return (
      <DepositRows data-testid="deposit-history" aria-busy={deposits.isFetching || undefined}>
        {deposits.data.deposits.map((deposit) => (
          <DepositItem key={deposit.depositId} deposit={deposit} currency={currency} timeZone={timeZone} />
        ))}
      </DepositRows>
    );
  }
  if (deposits.isError) {
    return (
      <>
        <Message tone="error" announce>
          <strong>{t('history.loadFailed')}</strong> {t(loadErrorKey(deposits.error))}
        </Message>
        <Button variant="secondary" onClick={() => void deposits.refetch()}>
          {t('history.retry')}
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
