import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { requestContractTermination, type Contract } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';
import { Button, Dialog, Message } from '@croupier/ui';
import { useErrorText } from '../parts/error-text';
import { invalidateContracts } from './invalidate-contracts';
import { useTermsHeadline } from './terms-summary';

/**
 * Either side asks to end an active contract (SPEC §4 terminate): the other side answers the request.
 * A platform contract is ended by an operator, so it has no button.
 */
export function TerminateButton({ contract, otherSide }: { contract: Contract; otherSide: string }) {
  const { t } = useTranslation('agent');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const headline = useTermsHeadline();
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const send = async () => {
    setPending(true);
    try {
      await client.callApi(requestContractTermination, { params: { contractId: contract.contractId } });
      setOutcome({ tone: 'success', text: t('terminate.sent', { username: otherSide }) });
      await invalidateContracts(queryClient);
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error) });
    } finally {
      setPending(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button size="small" variant="secondary" onClick={() => setAsking(true)} data-testid="agent-contract-terminate">
        {t('terminate.button')}
      </Button>
      {outcome ? (
        <Message variant="text" tone={outcome.tone} announce data-testid="agent-terminate-outcome">
          {outcome.text}
        </Message>
      ) : null}
      <Dialog
        open={asking}
        onClose={() => {
          if (!pending) setAsking(false);
        }}
        icon="warning"
        title={t('terminate.title')}
        buttons={[
          { label: t('terminate.cancel'), variant: 'secondary', disabled: pending },
          { label: t('terminate.confirm'), variant: 'danger', keepOpen: true, loading: pending, onClick: () => void send() },
        ]}
      >
        <Message variant="text">{t('terminate.body', { contract: headline(contract.terms), username: otherSide })}</Message>
      </Dialog>
    </>
  );
}
