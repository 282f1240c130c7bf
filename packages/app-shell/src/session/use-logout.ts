import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logout } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';
import { useAppStores } from '../stores/app-stores';
import { forgetSession } from './forget-session';

/**
 * SPEC §4 logout: DELETE /wps/session/logout, then the browser forgets the session (storage cleared
 * but for the merchant code). The player leaves for `to` first, so no guarded page flashes /login.
 */
export function useLogout(): (to?: string) => Promise<void> {
  const client = useApiClient();
  const stores = useAppStores();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to = '/') => {
      try {
        await client.callApi(logout);
      } catch {
        // An unreachable or forgetful server changes nothing: the browser ends the session regardless.
      }
      // Rendered at once rather than as a transition, so no frame shows the guarded page without a session.
      await navigate(to, { flushSync: true });
      forgetSession(stores, queryClient);
    },
    [client, stores, queryClient, navigate],
  );
}
