import { useMutation } from '@tanstack/react-query';
import { placeDiceBet, type CallBody } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import { useFairnessMoved } from '../fairness/use-fairness';
import { newRequestId } from '../parts/request-id';
import { useRefreshBalance } from '../parts/use-refresh-balance';

export type DiceBetIntent = Omit<CallBody<typeof placeDiceBet>, 'requestId'>;

/**
 * One roll per press. The request id is made once per press, so the mutation's retries after a lost
 * answer carry it and the server settles the roll once; the balance and the nonce move afterwards.
 */
export function useDiceBet() {
  const client = useApiClient();
  const refreshBalance = useRefreshBalance();
  const fairnessMoved = useFairnessMoved();
  return useMutation({
    mutationFn: (body: CallBody<typeof placeDiceBet>) => client.callApi(placeDiceBet, { body }),
    retry: retryTransient,
    onSettled: () => {
      refreshBalance();
      fairnessMoved();
    },
  });
}

export function diceBetBody(intent: DiceBetIntent): CallBody<typeof placeDiceBet> {
  return { ...intent, requestId: newRequestId() };
}
