import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { answerContractRequest, type ContractConflict, type ContractRequest } from '@croupier/contract';
import { isApiError } from '@croupier/api-client';
import { useApiClient } from '@croupier/api-client/react';
import { formatInteger, useLanguage } from '@croupier/i18n';
import { Button, Message } from '@croupier/ui';
import { useErrorText } from '../parts/error-text';
import { ConflictsDialog } from './conflicts-dialog';
import { invalidateContracts } from './invalidate-contracts';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

interface Confirming {
  conflicts: readonly ContractConflict[];
  serverMessage: string | null;
}

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * Accept or reject a request awaiting the agent. Accepting an offer that lowers the agent's rate below
 * rates it gave asks first, naming the contracts that would end (from the request, or from the
 * server's CONTRACT_RATE_CONFLICT when things changed since), then sends again with the confirmation.
 */
export function RequestAnswer({ request, wouldTerminate = [], onAnswered }: { request: ContractRequest; wouldTerminate?: readonly ContractConflict[]; onAnswered?: () => void }) {
  const { t } = useTranslation('agent');
  const client = useApiClient();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const language = useLanguage();
  const [pending, setPending] = useState<'accept' | 'reject' | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async (accept: boolean, confirmTerminations: boolean) => {
    setPending(accept ? 'accept' : 'reject');
    setOutcome(null);
    try {
      const answer = await client.callApi(answerContractRequest, {
        params: { requestId: request.requestId },
        body: { accept, ...(confirmTerminations ? { confirmTerminations: true } : {}) },
      });
      setConfirming(null);
      const done = !accept ? 'answer.rejected' : request.type === 'TERMINATE' ? 'answer.terminated' : 'answer.accepted';
      const ended = answer.terminated.length > 0 ? ` ${t('answer.ended', { number: formatInteger(answer.terminated.length, language) })}` : '';
      setOutcome({ tone: 'success', text: `${t(done)}${ended}` });
      await invalidateContracts(queryClient);
      onAnswered?.();
    } catch (error) {
      if (accept && !confirmTerminations && isApiError(error) && error.code === 'CONTRACT_RATE_CONFLICT') {
        setConfirming({ conflicts: [], serverMessage: error.message });
      } else {
        setConfirming(null);
        setOutcome({ tone: 'error', text: errorText(error) });
      }
    } finally {
      setPending(null);
    }
  };

  const accept = () => {
    if (wouldTerminate.length > 0) setConfirming({ conflicts: wouldTerminate, serverMessage: null });
    else void send(true, false);
  };

  return (
    <>
      <Buttons>
        <Button size="small" variant="accent" loading={pending === 'accept'} disabled={pending !== null} onClick={accept} data-testid="agent-request-accept">
          {t(request.type === 'TERMINATE' ? 'answer.acceptTermination' : 'answer.accept')}
        </Button>
        <Button size="small" variant="secondary" loading={pending === 'reject'} disabled={pending !== null} onClick={() => void send(false, false)} data-testid="agent-request-reject">
          {t('answer.reject')}
        </Button>
      </Buttons>
      {outcome ? (
        <Message variant="text" tone={outcome.tone} announce data-testid="agent-request-outcome">
          {outcome.text}
        </Message>
      ) : null}
      <ConflictsDialog
        open={confirming !== null}
        conflicts={confirming?.conflicts ?? []}
        serverMessage={confirming?.serverMessage ?? null}
        pending={pending === 'accept'}
        onConfirm={() => void send(true, true)}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
