import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deposit, DepositChannelView } from '@croupier/contract';
import type { CurrencyFormat } from '@croupier/i18n';
import { Note, Spinner } from '@croupier/ui';
import type { ProofUpload } from '../proof/proof-file';
import { safeCheckoutUrl } from './checkout-url';
import { DepositForm, type RequestedOutcome } from './deposit-form';
import { ConfirmationHead, Confirmation } from './deposit-page.styles';
import { PendingConfirmation } from './pending-confirmation';
import { useDepositRequest, type ProofOutcome } from './use-deposit-request';

interface Requested {
  deposit: Deposit;
  proof: ProofOutcome;
  /** the photo, kept while it may need sending again */
  upload: ProofUpload | null;
}

export interface DepositRequestProps {
  channel: DepositChannelView;
  currency: CurrencyFormat;
  /** leaves for the gateway's page to pay a gateway deposit */
  openCheckout: (url: string) => void;
}

function LeavingForCheckout({ url, channelName }: { url: string; channelName: string }) {
  const { t } = useTranslation('cashier');
  return (
    <Confirmation role="status" data-testid="deposit-checkout">
      <ConfirmationHead>
        <Spinner size="small" decorative />
        {t('pending.checkout', { channel: channelName })}
      </ConfirmationHead>
      <Note>
        <a href={url} data-testid="deposit-checkout-link">
          {t('pending.checkoutLink', { channel: channelName })}
        </a>
      </Note>
    </Confirmation>
  );
}

/** The form, and once a deposit is asked for, its pending confirmation (or the way to the gateway's page) until the player starts another. */
export function DepositRequest({ channel, currency, openCheckout }: DepositRequestProps) {
  const { submit, attachProof, pending } = useDepositRequest();
  const [requested, setRequested] = useState<Requested | null>(null);
  const [checkout, setCheckout] = useState<{ url: string; channelName: string } | null>(null);

  const onRequested = ({ deposit, proof, checkoutUrl }: RequestedOutcome, upload: ProofUpload | null) => {
    const url = safeCheckoutUrl(checkoutUrl);
    if (url) {
      setCheckout({ url, channelName: deposit.channelName });
      openCheckout(url);
      return;
    }
    setRequested({ deposit, proof, upload: proof.state === 'failed' ? upload : null });
  };

  if (checkout) return <LeavingForCheckout url={checkout.url} channelName={checkout.channelName} />;
  if (requested) {
    const { deposit, upload } = requested;
    const retryProof = upload
      ? () => void attachProof(deposit.depositId, upload).then((proof) => setRequested({ deposit, proof, upload: proof.state === 'failed' ? upload : null }))
      : null;
    return (
      <PendingConfirmation
        deposit={deposit}
        proof={requested.proof}
        currency={currency}
        onRetryProof={retryProof}
        retrying={pending}
        onAnother={() => setRequested(null)}
      />
    );
  }
  return <DepositForm channel={channel} currency={currency} pending={pending} submit={submit} onRequested={onRequested} />;
}
