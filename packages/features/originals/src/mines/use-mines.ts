import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { cashOutMinesGame, getMinesGame, revealMinesCell, startMinesGame, type MinesGame } from '@croupier/contract';
import { retryTransient, useApiClient, useCallQuery } from '@croupier/api-client/react';
import { useOriginalsEnvironment } from '../environment/originals-environment';
import { useFairnessMoved } from '../fairness/use-fairness';
import { newRequestId } from '../parts/request-id';
import { useRefreshBalance } from '../parts/use-refresh-balance';

/**
 * The Mines game on the board: an open game found on arrival (a reloaded page carries on), then
 * whatever each start, reveal or cash-out answered, the ended game staying in view until the next.
 */
export function useMines() {
  const client = useApiClient();
  const { token } = useOriginalsEnvironment();
  const refreshBalance = useRefreshBalance();
  const fairnessMoved = useFairnessMoved();
  const current = useCallQuery(getMinesGame, undefined, { enabled: token !== null, staleTime: 0, gcTime: 0, refetchOnWindowFocus: false });
  const [game, setGame] = useState<MinesGame | null>(null);
  const resumed = current.data?.game ?? null;
  useEffect(() => {
    if (resumed) setGame((shown) => shown ?? resumed);
  }, [resumed]);

  const ended = (value: MinesGame) => {
    setGame(value);
    // A lost reveal or a cash-out settles the stake: the balance has moved.
    if (value.status !== 'open') refreshBalance();
  };
  const start = useMutation({
    mutationFn: (body: { amountMinor: number; mineCount: number; requestId: string }) => client.callApi(startMinesGame, { body }),
    retry: retryTransient,
    onSuccess: setGame,
    onSettled: () => {
      refreshBalance();
      fairnessMoved();
    },
  });
  // Reveals and cash-outs are not retried by themselves: a second reveal of the same cell is refused,
  // and the player sees the board answer before trying again.
  const reveal = useMutation({
    mutationFn: (body: { roundId: string; cell: number }) => client.callApi(revealMinesCell, { body }),
    onSuccess: ended,
  });
  const cashOut = useMutation({
    mutationFn: (roundId: string) => client.callApi(cashOutMinesGame, { body: { roundId } }),
    onSuccess: ended,
  });
  const lastError = start.error ?? reveal.error ?? cashOut.error;
  return {
    game,
    loading: token !== null && current.isPending,
    busy: start.isPending || reveal.isPending || cashOut.isPending,
    error: lastError,
    start: (amountMinor: number, mineCount: number) => {
      reveal.reset();
      cashOut.reset();
      start.mutate({ amountMinor, mineCount, requestId: newRequestId() });
    },
    reveal: (cell: number) => {
      if (game?.status === 'open') reveal.mutate({ roundId: game.roundId, cell });
    },
    cashOut: () => {
      if (game?.status === 'open') cashOut.mutate(game.roundId);
    },
  };
}
