import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallQuery } from '@croupier/api-client/react';
import { useApiClient } from '@croupier/api-client/react';
import {
  decideDeposit,
  decideWithdrawal,
  getDeskDeposits,
  getDeskWithdrawals,
  resolveWithdrawal,
  type DeskDeposit,
  type DeskWithdrawal,
} from '@croupier/contract';
import type { DepositStatus, WithdrawalStatus } from '@croupier/domain';

/** Pending requests come in while the desk is open: the list asks again this often. */
export const DESK_REFRESH_MS = 20_000;

export function useDeskDeposits(merchantCode: string, status: DepositStatus, page: number) {
  return useCallQuery(getDeskDeposits, { merchantCode, status, page: String(page) }, { refetchInterval: DESK_REFRESH_MS, placeholderData: (previous) => previous });
}

export function useDeskWithdrawals(merchantCode: string, status: WithdrawalStatus, page: number) {
  return useCallQuery(getDeskWithdrawals, { merchantCode, status, page: String(page) }, { refetchInterval: DESK_REFRESH_MS, placeholderData: (previous) => previous });
}

export type DepositAction = 'APPROVE' | 'REJECT';
export type WithdrawalAction = 'PAY' | 'REJECT' | 'FAIL' | 'RESOLVE';
export type Resolution = 'RECEIVED_IN_FULL' | 'RETURN_UNRECEIVED';

/** One decision an operator is about to take at the desk. */
export type DeskDecision = { kind: 'deposit'; action: DepositAction; deposit: DeskDeposit } | { kind: 'withdrawal'; action: WithdrawalAction; withdrawal: DeskWithdrawal };

export interface DecisionInput {
  decision: DeskDecision;
  reason: string | undefined;
  resolution: Resolution | undefined;
}

/**
 * Sends a decision. Whatever the answer, the desk's lists are read again: a refusal such as
 * ALREADY_DECIDED means the list was out of date.
 */
export function useDecide() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ decision, reason, resolution }: DecisionInput): Promise<void> => {
      if (decision.kind === 'deposit') {
        const body = decision.action === 'APPROVE' ? { decision: 'APPROVE' as const } : { decision: 'REJECT' as const, reason };
        await client.callApi(decideDeposit, { params: { depositId: decision.deposit.depositId }, body });
        return;
      }
      const params = { withdrawalId: decision.withdrawal.withdrawalId };
      if (decision.action === 'RESOLVE') {
        await client.callApi(resolveWithdrawal, { params, body: { resolution: resolution ?? 'RECEIVED_IN_FULL', reason: reason ?? '' } });
        return;
      }
      const body = decision.action === 'PAY' ? { decision: 'PAY' as const } : { decision: decision.action, reason };
      await client.callApi(decideWithdrawal, { params, body });
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: [getDeskDeposits.name] }), queryClient.invalidateQueries({ queryKey: [getDeskWithdrawals.name] })]),
  });
}
