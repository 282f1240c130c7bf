import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmWithdrawalReceipt, getWithdrawals, type CallBody } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';

export type ReceiptAnswer = CallBody<typeof confirmWithdrawalReceipt>;

/**
 * The player's word on what a paid-out withdrawal brought. Not retried by itself: a second answer to a
 * receipt already given is refused (ALREADY_DECIDED), which the list, asked for again, explains.
 */
export function useConfirmReceipt() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ withdrawalId, answer }: { withdrawalId: string; answer: ReceiptAnswer }) =>
      client.callApi(confirmWithdrawalReceipt, { params: { withdrawalId }, body: answer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [getWithdrawals.name] }),
  });
}
