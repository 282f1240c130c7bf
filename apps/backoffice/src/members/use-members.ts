import { useQuery } from '@tanstack/react-query';
import { useApiClient, useCallQuery } from '@croupier/api-client/react';
import { boGetMember, boGetMemberLedger, boSearchMembers } from '@croupier/contract';
import { MEMBER_SEARCH_MIN_LENGTH, type AccountMovementGroup } from '@croupier/domain';

export function useMemberSearch(merchantCode: string, search: string, page: number) {
  return useCallQuery(
    boSearchMembers,
    { merchantCode, search, page: String(page) },
    { enabled: search.trim().length >= MEMBER_SEARCH_MIN_LENGTH, placeholderData: (previous) => previous },
  );
}

/** Each read of a member is written to the audit log, so one read stands for as long as the page is open. */
export function useMemberDetail(merchantCode: string, memberId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [boGetMember.name, merchantCode, memberId],
    queryFn: ({ signal }) => client.callApi(boGetMember, { params: { memberId }, query: { merchantCode }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export interface LedgerView {
  from: string;
  to: string;
  group: AccountMovementGroup;
  pageNo: number;
}

export function useMemberLedger(merchantCode: string, memberId: string, view: LedgerView) {
  const client = useApiClient();
  const query = { merchantCode, from: view.from, to: view.to, pageNo: String(view.pageNo), ...(view.group === 'all' ? {} : { group: view.group }) };
  return useQuery({
    queryKey: [boGetMemberLedger.name, memberId, query],
    queryFn: ({ signal }) => client.callApi(boGetMemberLedger, { params: { memberId }, query, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
    placeholderData: (previous) => previous,
  });
}
