import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { setPaymentPassword, type CallSecret } from '@croupier/contract';
import { useApiClient } from './api-client-context';

/** A first payment password: the login password and the new one twice (no old one to give). */
export type FirstPaymentPassword = Omit<CallSecret<typeof setPaymentPassword>, 'oldPaymentPassword'>;

/**
 * Sets the first payment password (sealed, with the login password); the page that asked whether one
 * is set (`asksAgain`: the withdraw page's info, the transfer targets) then asks again, and the call
 * resolves once it has the answer.
 */
export function useSetPaymentPassword({ asksAgain }: { asksAgain: QueryKey }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (secret: FirstPaymentPassword) => client.callApi(setPaymentPassword, { secret }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: asksAgain }),
  });
}
