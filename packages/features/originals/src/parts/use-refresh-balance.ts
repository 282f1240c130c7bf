import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getBalance } from '@croupier/contract';

/**
 * Marks the header balance stale after a bet or a payout. The wallet feature owns that query; its key
 * starts with the call's name, which is how another feature reaches it without importing it.
 */
export function useRefreshBalance(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: [getBalance.name] }), [queryClient]);
}
