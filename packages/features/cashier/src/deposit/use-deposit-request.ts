import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attachDepositProof, createDeposit, getDepositChannels, getDeposits, getPromotions, type Deposit } from '@croupier/contract';
import { newRequestId } from '@croupier/api-client';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import type { MinorUnits } from '@croupier/domain';
import { outcomeUnknown } from '../errors/cashier-error';
import type { ProofUpload } from '../proof/proof-file';

/** What the player asked to deposit; a gateway's payment carries no reference of the player's. */
export interface DepositIntent {
  channelCode: string;
  amountMinor: MinorUnits;
  reference?: string;
  /** the deposit bonus chosen on the form, null for "no bonus" when one was joined (decision 0047) */
  promotionId?: string | null;
}

export type ProofOutcome = { state: 'none' } | { state: 'attached' } | { state: 'failed'; error: Error };

/** `checkoutUrl`: the gateway's page the player pays on, for a deposit through a gateway channel. */
export type DepositOutcome = { ok: true; deposit: Deposit; checkoutUrl: string | null; proof: ProofOutcome } | { ok: false; error: Error };

interface Attempt {
  intent: string;
  requestId: string;
}

const intentKey = ({ channelCode, amountMinor, reference, promotionId }: DepositIntent) => `${channelCode}:${amountMinor}:${reference ?? ''}:${promotionId === null ? 'none' : (promotionId ?? '')}`;
const asError = (caught: unknown) => (caught instanceof Error ? caught : new Error(String(caught)));

/**
 * Asks for a deposit so that it is recorded once however often it is sent. One attempt is one
 * request id: retries after a lost answer or a server failure reuse it (the server answers a repeat
 * with the first deposit), a press while the request is under way joins it, and a settled attempt,
 * or a changed amount, channel, reference or bonus, starts a new one. The receipt photo follows once the
 * deposit exists; its failure leaves the deposit pending without it, and `attachProof` tries again.
 * The channels (what is left today) and the recent deposits are asked for again afterwards.
 */
export function useDepositRequest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useRef<Attempt | null>(null);
  const inFlight = useRef<Promise<DepositOutcome> | null>(null);
  const create = useMutation({
    mutationFn: (body: DepositIntent & { requestId: string }) => client.callApi(createDeposit, { body }),
    // Safe to repeat by itself: each retry carries the attempt's request id.
    retry: retryTransient,
  });
  const attach = useMutation({
    mutationFn: ({ depositId, proof }: { depositId: string; proof: ProofUpload }) =>
      client.callApi(attachDepositProof, { params: { depositId }, body: { contentType: proof.contentType, dataBase64: proof.dataBase64 } }),
    // A second photo replaces the first while the deposit is pending, so a retry is harmless.
    retry: retryTransient,
  });
  const { mutateAsync: createAsync } = create;
  const { mutateAsync: attachAsync } = attach;

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [getDeposits.name] });
    void queryClient.invalidateQueries({ queryKey: [getDepositChannels.name] });
    // a bonus chosen with the deposit is joined and bound to it: the promotions' states move on
    void queryClient.invalidateQueries({ queryKey: [getPromotions.name] });
  }, [queryClient]);

  const sendProof = useCallback(
    async (depositId: string, proof: ProofUpload): Promise<ProofOutcome> => {
      try {
        await attachAsync({ depositId, proof });
        return { state: 'attached' };
      } catch (caught) {
        return { state: 'failed', error: asError(caught) };
      }
    },
    [attachAsync],
  );

  const send = useCallback(
    async (intent: DepositIntent, proof: ProofUpload | null): Promise<DepositOutcome> => {
      const key = intentKey(intent);
      if (attempt.current?.intent !== key) attempt.current = { intent: key, requestId: newRequestId() };
      const { requestId } = attempt.current;
      try {
        const { deposit, checkoutUrl } = await createAsync({ ...intent, requestId });
        attempt.current = null;
        const proofOutcome: ProofOutcome = proof ? await sendProof(deposit.depositId, proof) : { state: 'none' };
        return { ok: true, deposit, checkoutUrl, proof: proofOutcome };
      } catch (caught) {
        const error = asError(caught);
        // Only an answer that settles the attempt frees its id; an unknown outcome keeps it for the retry.
        if (!outcomeUnknown(error)) attempt.current = null;
        return { ok: false, error };
      } finally {
        refresh();
      }
    },
    [createAsync, sendProof, refresh],
  );

  const submit = useCallback(
    (intent: DepositIntent, proof: ProofUpload | null): Promise<DepositOutcome> => {
      // A second press before the first is answered is the same request, not another deposit.
      if (inFlight.current) return inFlight.current;
      const running = send(intent, proof).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = running;
      return running;
    },
    [send],
  );

  const attachProof = useCallback(
    async (depositId: string, proof: ProofUpload): Promise<ProofOutcome> => {
      const outcome = await sendProof(depositId, proof);
      refresh();
      return outcome;
    },
    [sendProof, refresh],
  );

  return { submit, attachProof, pending: create.isPending || attach.isPending };
}
