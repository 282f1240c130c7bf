import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CallValue } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import type { ApiClient } from '@croupier/api-client';
import { readVisitHosts, visitHostsFor, type VisitHosts } from './cdn-hosts';
import { loadStartCalls, START_CALL_NAMES, type StartCalls } from './start-calls';

type PermissionCall = StartCalls['getPermission'];

/**
 * The permission bundle, keyed as `useCallQuery(getPermission)` keys it. Asked once a visit: its lists
 * only matter for the pick, which is kept for the visit anyway.
 */
export function permissionQuery(client: ApiClient) {
  return {
    queryKey: [START_CALL_NAMES.permission, {}] as const,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<CallValue<PermissionCall>> =>
      loadStartCalls().then(({ getPermission }) => client.callApi(getPermission, { query: {}, signal })),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/**
 * SPEC §9 image and launch hosts of this visit (cdn-hosts.ts). A reload has its hosts at once from the
 * tab's storage; the first page of a visit has them once the permission call answers, and shows art
 * from its own origin until then.
 */
export function useVisitHosts(sessionStorage: Storage | undefined): VisitHosts {
  const client = useApiClient();
  const [kept] = useState(() => readVisitHosts(sessionStorage));
  const permission = useQuery<CallValue<PermissionCall>, Error>({ ...permissionQuery(client), retry: retryTransient });
  const info = permission.data?.info;
  return useMemo(() => (info ? visitHostsFor(sessionStorage, info) : kept), [info, sessionStorage, kept]);
}
