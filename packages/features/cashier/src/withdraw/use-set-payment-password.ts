import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getWithdrawInfo, setPaymentPassword, type CallSecret } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';

export type FirstPaymentPassword = Omit<CallSecret<typeof setPaymentPassword>, 'oldPaymentPassword'>;

/** Sets the first payment password (sealed, with the login password); the page then asks again whether one is set. */
export function useSetPaymentPassword() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (secret: FirstPaymentPassword) => client.callApi(setPaymentPassword, { secret }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [getWithdrawInfo.name] }),
  });
}
