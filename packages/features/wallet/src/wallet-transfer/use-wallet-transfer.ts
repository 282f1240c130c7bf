import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletTransfer, type CallValue } from '@croupier/contract';
import { newRequestId } from '@croupier/api-client';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import type { MinorUnits } from '@croupier/domain';
import { balanceQueryKey, invalidateBalance } from '../environment/balance-query-key';
import { useWalletEnvironment } from '../environment/wallet-environment';
import { outcomeUnknown } from '../errors/wallet-error';

/** What the player asked to move. */
export interface TransferIntent {
  from: string;
  to: string;
  amountMinor: MinorUnits;
}

export type TransferOutcome = { ok: true; value: CallValue<typeof walletTransfer> } | { ok: false; error: Error };

interface Attempt {
  intent: string;
  requestId: string;
}

const intentKey = ({ from, to, amountMinor }: TransferIntent) => `${from}>${to}:${amountMinor}`;

/**
 * SPEC §7 wallet transfer, submitted so that money moves once however often it is sent. One attempt
 * is one request id: retries of the same transfer after a lost answer or a server failure reuse it
 * (the server answers a repeat with the first result), while a settled attempt, or a changed amount
 * or wallet, starts a new one. Afterwards every balance on screen is asked for again.
 */
export function useWalletTransfer(): { submit: (intent: TransferIntent) => Promise<TransferOutcome>; pending: boolean } {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { token } = useWalletEnvironment();
  const attempt = useRef<Attempt | null>(null);
  const mutation = useMutation({
    mutationFn: (body: TransferIntent & { requestId: string }) => client.callApi(walletTransfer, { body }),
    // Safe to repeat by itself: each retry carries the attempt's request id.
    retry: retryTransient,
    onSuccess: (value) => queryClient.setQueryData(balanceQueryKey(token), value.balance),
    // Also after a failure: a refused or unconfirmed transfer is a reason to look at the balance again.
    onSettled: () => invalidateBalance(queryClient),
  });
  const { mutateAsync } = mutation;

  const submit = useCallback(
    async (intent: TransferIntent): Promise<TransferOutcome> => {
      const key = intentKey(intent);
      if (attempt.current?.intent !== key) attempt.current = { intent: key, requestId: newRequestId() };
      const { requestId } = attempt.current;
      try {
        const value = await mutateAsync({ ...intent, requestId });
        attempt.current = null;
        return { ok: true, value };
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        // Only an answer that settles the attempt frees its id; an unknown outcome keeps it for the retry.
        if (!outcomeUnknown(error)) attempt.current = null;
        return { ok: false, error };
      }
    },
    [mutateAsync],
  );
  return { submit, pending: mutation.isPending };
}
