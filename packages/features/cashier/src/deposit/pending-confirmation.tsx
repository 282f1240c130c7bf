import { useTranslation } from 'react-i18next';
import type { Deposit } from '@croupier/contract';
import { formatMoney, useLanguage, type CurrencyFormat } from '@croupier/i18n';
import { Button, Message, Note } from '@croupier/ui';
import { useErrorText } from '../errors/use-error-text';
import { ClockIcon } from '../parts/icons';
import { Confirmation, ConfirmationHead } from './deposit-page.styles';
import type { ProofOutcome } from './use-deposit-request';

export interface PendingConfirmationProps {
  deposit: Deposit;
  proof: ProofOutcome;
  currency: CurrencyFormat;
  /** Sends the receipt photo again; absent when there is no photo to send. */
  onRetryProof: (() => void) | null;
  retrying: boolean;
  onAnother: () => void;
}

/** After a request: it is pending, and the balance changes only once an operator confirms the money arrived. */
export function PendingConfirmation({ deposit, proof, currency, onRetryProof, retrying, onAnother }: PendingConfirmationProps) {
  const { t } = useTranslation('cashier');
  const language = useLanguage();
  const errorText = useErrorText();
  return (
    <Confirmation data-testid="deposit-pending" data-deposit-id={deposit.depositId} role="status">
      <ConfirmationHead>
        <ClockIcon />
        {t('pending.title')}
      </ConfirmationHead>
      <Note data-testid="deposit-pending-text">
        {t(deposit.channelKind === 'GATEWAY' ? 'pending.gatewayBody' : 'pending.body', {
          amount: formatMoney(deposit.amountMinor, currency, language),
          channel: deposit.channelName,
          reference: deposit.reference,
        })}
      </Note>
      {proof.state === 'attached' ? <Note data-testid="deposit-pending-proof">{t('pending.proofAttached')}</Note> : null}
      {proof.state === 'failed' ? (
        <Message tone="warning" data-testid="deposit-pending-proof-failed">
          {t('pending.proofFailed', { reason: errorText(proof.error) })}
        </Message>
      ) : null}
      {proof.state === 'failed' && onRetryProof ? (
        <Button variant="secondary" loading={retrying} onClick={onRetryProof} data-testid="deposit-proof-retry">
          {t('pending.proofRetry')}
        </Button>
      ) : null}
      <Button variant="primary" onClick={onAnother} data-testid="deposit-another">
        {t('pending.another')}
      </Button>
    </Confirmation>
  );
}
