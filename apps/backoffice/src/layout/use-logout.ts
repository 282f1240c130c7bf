import { useMutation } from '@tanstack/react-query';
import { loadSessionCalls } from '../api/session-calls';
import { useConsoleContext } from '../console-context';

/**
 * Ends the session on the platform, then here whatever the platform answered: a logout never fails
 * for the operator. The page then goes to the login as any page without a session does.
 */
export function useLogout() {
  const { apiClient, session } = useConsoleContext();
  return useMutation({
    mutationFn: async () => apiClient.callApi((await loadSessionCalls()).boLogout, { body: {} }),
    onSettled: () => session.getState().end('logout'),
  });
}
