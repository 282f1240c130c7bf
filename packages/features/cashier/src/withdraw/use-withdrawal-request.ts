import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createWithdrawal, type Withdrawal } from '@croupier/contract';
import { newRequestId } from '@croupier/api-client';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import type { MinorUnits } from '@croupier/domain';
import { withdrawOutcomeUnknown } from '../errors/withdraw-error';
import { refreshAfterWithdrawal } from './use-withdraw-info';

/** What the player asked to be paid, and where to. */
export interface WithdrawalIntent {
  payoutAccountId: string;
  amountMinor: MinorUnits;
  /** the player confirmed that this withdrawal forfeits their active bonus */
  forfeitBonus?: boolean;
}

export type WithdrawalOutcome = { ok: true; withdrawal: Withdrawal } | { ok: false; error: Error };

interface Attempt {
  intent: string;
  requestId: string;
}

const intentKey = ({ payoutAccountId, amountMinor, forfeitBonus }: WithdrawalIntent) => `${payoutAccountId}:${amountMinor}:${forfeitBonus === true}`;
const asError = (caught: unknown) => (caught instanceof Error ? caught : new Error(String(caught)));

/**
 * Asks to be paid so that the money is held once however often it is sent. One attempt is one request
 * id: the client's own retries and a press after a lost answer reuse it (the server answers a repeat
 * with the first withdrawal), a press while the request is under way joins it, and a settled attempt,
 * or another account or amount, starts a new one. The payment password travels sealed with it.
 * Afterwards the page's figures, its list and the header's balance are asked for again, also after a
 * refusal: a turnover or a balance that changed elsewhere is shown as it now stands.
 */
export function useWithdrawalRequest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useRef<Attempt | null>(null);
  const inFlight = useRef<Promise<WithdrawalOutcome> | null>(null);
  const mutation = useMutation({
    mutationFn: (secret: WithdrawalIntent & { paymentPassword: string; requestId: string }) => client.callApi(createWithdrawal, { secret }),
    // Safe to repeat by itself: each retry carries the attempt's request id, sealed afresh.
    retry: retryTransient,
    onSettled: () => refreshAfterWithdrawal(queryClient),
  });
  const { mutateAsync } = mutation;

  const send = useCallback(
    async (intent: WithdrawalIntent, paymentPassword: string): Promise<WithdrawalOutcome> => {
      const key = intentKey(intent);
      if (attempt.current?.intent !== key) attempt.current = { intent: key, requestId: newRequestId() };
      const { requestId } = attempt.current;
      try {
        const { withdrawal } = await mutateAsync({ ...intent, paymentPassword, requestId });
        attempt.current = null;
        return { ok: true, withdrawal };
      } catch (caught) {
        const error = asError(caught);
        // Only an answer that settles the attempt frees its id; an unknown outcome keeps it for the retry.
        if (!withdrawOutcomeUnknown(error)) attempt.current = null;
        return { ok: false, error };
      }
    },
    [mutateAsync],
  );

  const submit = useCallback(
    (intent: WithdrawalIntent, paymentPassword: string): Promise<WithdrawalOutcome> => {
      // A second press before the first is answered is the same request, not another withdrawal.
      if (inFlight.current) return inFlight.current;
      const running = send(intent, paymentPassword).finally(() => {
        inFlight.current = null;
      });
      inFlight.current = running;
      return running;
    },
    [send],
  );

  return { submit, pending: mutation.isPending };
}
