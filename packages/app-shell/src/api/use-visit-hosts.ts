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

/** The page's own origin needs no host in front of the art's paths: the URLs stay as the server wrote them. */
function beyondOwnOrigin(host: string | null): string | null {
  return typeof window !== 'undefined' && host === window.location.origin ? null : host;
}

/**
 * SPEC §9 image and launch hosts of this visit (cdn-hosts.ts). A reload has its hosts at once from the
 * tab's storage; the first page of a visit has them once the permission call answers, and shows art
 * from its own origin until then. A host that is the page's own origin (the demo's lists) changes
 * nothing, so the first cards do not draw again when the lists arrive.
 */
export function useVisitHosts(sessionStorage: Storage | undefined): VisitHosts {
  const client = useApiClient();
  const [kept] = useState(() => readVisitHosts(sessionStorage));
  const permission = useQuery<CallValue<PermissionCall>, Error>({ ...permissionQuery(client), retry: retryTransient });
  const info = permission.data?.info;
  const hosts = useMemo(() => (info ? visitHostsFor(sessionStorage, info) : kept), [info, sessionStorage, kept]);
  const image = beyondOwnOrigin(hosts.image);
  const launch = beyondOwnOrigin(hosts.launch);
  return useMemo(() => ({ image, launch }), [image, launch]);
}
