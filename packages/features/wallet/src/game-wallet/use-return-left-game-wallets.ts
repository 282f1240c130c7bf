import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@croupier/api-client/react';
import { invalidateBalance } from '../environment/balance-query-key';
import { useWalletEnvironment } from '../environment/wallet-environment';
import { collectToMain } from './collect';
import { markGameWalletClosed, readOpenGameWallets } from './game-transfer-choice';

/**
 * A player back on the site after a game window closed before its money came back: each game wallet
 * still marked open is brought back to the main wallet, once per page load. A page that opens on the
 * game page itself is in a game, and leaves its wallet to that game.
 */
export function useReturnLeftGameWallets(): void {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { token, localStorage, gamePagePath } = useWalletEnvironment();
  useEffect(() => {
    if (token === null) return;
    if (gamePagePath !== undefined && window.location.pathname === gamePagePath) return;
    const left = readOpenGameWallets(localStorage);
    if (left.length === 0) return;
    void Promise.all(
      left.map((wallet) =>
        collectToMain(client, wallet).then(
          () => markGameWalletClosed(localStorage, wallet),
          () => undefined,
        ),
      ),
    ).then(() => invalidateBalance(queryClient));
  }, [token, client, queryClient, localStorage, gamePagePath]);
}
