import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setPaymentPassword, type CallSecret } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';
import { invalidateTransferTargets } from '../screen/use-transfer-targets';

export type PaymentPasswordForm = Omit<CallSecret<typeof setPaymentPassword>, 'oldPaymentPassword'>;

/** Sets the first payment password (sealed, with the login password); the page then asks again whether one is set. */
export function useSetPaymentPassword() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (secret: PaymentPasswordForm) => client.callApi(setPaymentPassword, { secret }),
    onSuccess: () => invalidateTransferTargets(queryClient),
  });
}
