import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bindPayoutAccount, getWithdrawInfo, type CallBody } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';

export type BindRequest = CallBody<typeof bindPayoutAccount>;

/**
 * Binds a payout account. Safe to send again: the same channel and number answer the account already
 * bound. The page's accounts (and the payee name a first binding sets) are asked for again afterwards.
 */
export function useBindPayoutAccount() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BindRequest) => client.callApi(bindPayoutAccount, { body }),
    retry: retryTransient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [getWithdrawInfo.name] }),
  });
}
