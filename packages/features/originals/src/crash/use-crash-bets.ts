import { useMutation } from '@tanstack/react-query';
import { cashOutCrashBet, placeCrashBet } from '@croupier/contract';
import { useApiClient } from '@croupier/api-client/react';
import { newRequestId } from '../parts/request-id';
import { useRefreshBalance } from '../parts/use-refresh-balance';
import type { CrashView } from './crash-view';

type OwnBet = NonNullable<CrashView['myBet']>;

/** Bet and cash-out calls; both move money, so the header balance is asked for again after each. */
export function useCrashBets(onOwnBet: (roundId: string, bet: OwnBet) => void) {
  const client = useApiClient();
  const refreshBalance = useRefreshBalance();
  const place = useMutation({
    mutationFn: (bet: { amountMinor: number; autoCashOutHundredths?: number }) => client.callApi(placeCrashBet, { body: { ...bet, requestId: newRequestId() } }),
    onSuccess: (value) => onOwnBet(value.roundId, value.bet),
    onSettled: refreshBalance,
  });
  const cashOut = useMutation({
    mutationFn: (roundId: string) => client.callApi(cashOutCrashBet, { body: { roundId } }),
    onSuccess: (value) => onOwnBet(value.roundId, value.bet),
    onSettled: refreshBalance,
  });
  return { place, cashOut };
}
