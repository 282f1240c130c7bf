import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { getMemberInfo, type MemberInfo } from '@croupier/contract';
import { useApiClient, retryTransient } from '@croupier/api-client/react';
import { useAccountEnvironment } from './account-environment';
import { memberInfoQueryKey } from './member-info-key';

export const MEMBER_INFO_STALE_MS = 5 * 60_000;

/** SPEC §3 member info for the session's token; idle for a guest. */
export function useMemberInfo(): UseQueryResult<MemberInfo, Error> {
  const { token } = useAccountEnvironment();
  const client = useApiClient();
  return useQuery<MemberInfo, Error>({
    queryKey: memberInfoQueryKey(token),
    queryFn: ({ signal }) => client.callApi(getMemberInfo, { signal }),
    enabled: token !== null,
    staleTime: MEMBER_INFO_STALE_MS,
    retry: retryTransient,
  });
}
