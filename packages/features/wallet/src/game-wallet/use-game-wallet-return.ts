import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@croupier/api-client/react';
import { invalidateBalance } from '../environment/balance-query-key';
import { useWalletEnvironment } from '../environment/wallet-environment';
import { collectToMain } from './collect';
import { markGameWalletClosed, markGameWalletOpen } from './game-transfer-choice';

/**
 * A leave waits this long before it sends, and a game page mounted again within it (React's strict
 * mode does exactly that in development) takes it back instead.
 */
const LEAVE_SETTLE_MS = 0;
const pendingLeaves = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * While `playing`, the game wallet is marked open in the browser; leaving the game page (Back, another
 * page of the site) or closing its window brings the wallet's money back to the main wallet. The
 * request outlives a closing window (keepalive); should it still be lost, the mark stays and the next
 * visit to the site brings the money back (useReturnLeftGameWallets).
 */
export function useGameWalletReturn(wallet: string, playing: boolean): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { localStorage } = useWalletEnvironment();
  useEffect(() => {
    if (!playing) return;
    clearTimeout(pendingLeaves.get(wallet));
    pendingLeaves.delete(wallet);
    markGameWalletOpen(localStorage, wallet);
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      collectToMain(client, wallet, { keepalive: true }).then(
        () => {
          markGameWalletClosed(localStorage, wallet);
          void invalidateBalance(queryClient);
        },
        // The mark stays: the next visit to the site tries again.
        () => void invalidateBalance(queryClient),
      );
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      pendingLeaves.set(
        wallet,
        setTimeout(() => {
          pendingLeaves.delete(wallet);
          leave();
        }, LEAVE_SETTLE_MS),
      );
    };
  }, [wallet, playing, client, queryClient, localStorage]);
}
