import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient, useCallQuery } from '@croupier/api-client/react';
import {
  boCancelBonus,
  boCreditBonus,
  boDecideBonusCredit,
  boGetBonusCredits,
  boGetBonusReport,
  boGetMemberBonuses,
  type BonusCreditInput,
  type BonusCreditStatus,
} from '@croupier/contract';

/** A look at a member's bonuses is written to the audit log, so one read stands while the page is open; every step reads it again. */
export function useMemberBonuses(merchantCode: string, memberId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [boGetMemberBonuses.name, merchantCode, memberId],
    queryFn: ({ signal }) => client.callApi(boGetMemberBonuses, { params: { memberId }, query: { merchantCode }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** Whatever the answer, the member's bonuses and the queue are read again: a refusal means they were out of date. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: [boGetMemberBonuses.name] }), queryClient.invalidateQueries({ queryKey: [boGetBonusCredits.name] })]);
}

export function useCreditBonus() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: BonusCreditInput) => client.callApi(boCreditBonus, { body }), onSettled: refresh });
}

export function useCancelBonus() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ bonusId, merchantCode, reason }: { bonusId: string; merchantCode: string; reason: string }) => client.callApi(boCancelBonus, { params: { bonusId }, body: { merchantCode, reason } }),
    onSettled: refresh,
  });
}

/** Credits come in from other operators while the queue is open: it is read again this often. */
export const CREDITS_REFRESH_MS = 15_000;

export function useBonusCredits(merchantCode: string, status: BonusCreditStatus | 'ALL', page: number) {
  return useCallQuery(
    boGetBonusCredits,
    { merchantCode, page: String(page), ...(status === 'ALL' ? {} : { status }) },
    { refetchInterval: CREDITS_REFRESH_MS, placeholderData: (previous) => previous },
  );
}

export function useDecideCredit() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ creditId, decision, reason }: { creditId: string; decision: 'APPROVE' | 'REJECT'; reason?: string }) =>
      client.callApi(boDecideBonusCredit, { params: { creditId }, body: decision === 'REJECT' ? { decision, reason } : { decision } }),
    onSettled: refresh,
  });
}

export function useBonusReport(merchantCode: string, from: string, to: string, enabled: boolean) {
  return useCallQuery(boGetBonusReport, { merchantCode, from, to }, { enabled, placeholderData: (previous) => previous });
}
