import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getBalance, transferToDownline, transferToUpline, type TreeTransfer } from '@croupier/contract';
import { newRequestId } from '@croupier/api-client';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import type { MinorUnits } from '@croupier/domain';
import { outcomeUnknown } from '../errors/transfer-error';
import { invalidateTransferTargets } from '../screen/use-transfer-targets';

/** Members pay their upline; agents pay an account of their downline, named by username. */
export type TransferDirection = 'upline' | 'downline';

/** What the player asked to send. */
export interface TransferIntent {
  amountMinor: MinorUnits;
  /** downline transfers: the account to pay */
  username?: string;
}

export type TransferOutcome = { ok: true; transfer: TreeTransfer } | { ok: false; error: Error };

interface Sent extends TransferIntent {
  paymentPassword: string;
  requestId: string;
}

interface Attempt {
  intent: string;
  requestId: string;
}

const intentKey = (direction: TransferDirection, { amountMinor, username }: TransferIntent) => `${direction}>${username?.trim().toLowerCase() ?? ''}:${amountMinor}`;

/**
 * A transfer along the tree, submitted so that money moves once however often it is sent. One attempt
 * is one request id: the client's own retries and a press after a lost answer reuse it (the server
 * answers a repeat with the first transfer), while a settled attempt, or another amount or account,
 * starts a new one. Afterwards the page's figures and every balance on screen are asked for again
 * (the balance through the contract's call name, which is its query key in every feature).
 */
export function useTreeTransfer(direction: TransferDirection): { submit: (intent: TransferIntent, paymentPassword: string) => Promise<TransferOutcome>; pending: boolean } {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const attempt = useRef<Attempt | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ username, ...secret }: Sent) => {
      if (direction === 'upline') return (await client.callApi(transferToUpline, { secret })).transfer;
      return (await client.callApi(transferToDownline, { secret: { ...secret, username: username ?? '' } })).transfer;
    },
    // Safe to repeat by itself: each retry carries the attempt's request id, sealed afresh.
    retry: retryTransient,
    // Also after a failure: a refused or unconfirmed transfer is a reason to look at the balance again.
    onSettled: () => Promise.all([invalidateTransferTargets(queryClient), queryClient.invalidateQueries({ queryKey: [getBalance.name] })]),
  });
  const { mutateAsync } = mutation;

  const submit = useCallback(
    async (intent: TransferIntent, paymentPassword: string): Promise<TransferOutcome> => {
      const key = intentKey(direction, intent);
      if (attempt.current?.intent !== key) attempt.current = { intent: key, requestId: newRequestId() };
      const { requestId } = attempt.current;
      try {
        const transfer = await mutateAsync({ ...intent, paymentPassword, requestId });
        attempt.current = null;
        return { ok: true, transfer };
      } catch (caught) {
        const error = caught instanceof Error ? caught : new Error(String(caught));
        // Only an answer that settles the attempt frees its id; an unknown outcome keeps it for the next press.
        if (!outcomeUnknown(error)) attempt.current = null;
        return { ok: false, error };
      }
    },
    [direction, mutateAsync],
  );
  return { submit, pending: mutation.isPending };
}
