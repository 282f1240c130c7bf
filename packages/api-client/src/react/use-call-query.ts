import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { CallDefinition, CallQuery, CallValue } from '@croupier/contract';
import { isRetryableError } from '../api-error';
import { useApiClient } from './api-client-context';

/**
 * One query key per call and query, so every screen asking for the same data (the header's top nav
 * and the home rows both read the game menus) shares one request and one cache entry.
 */
export function callQueryKey<C extends CallDefinition>(call: C, query?: CallQuery<C>): readonly [string, CallQuery<C> | Record<string, never>] {
  return [call.name, query ?? {}] as const;
}

export type CallQueryOptions<C extends CallDefinition> = Omit<UseQueryOptions<CallValue<C>, Error>, 'queryKey' | 'queryFn'>;

/** Retries only what a retry can cure; a 4xx answer will not change by asking again. */
export function retryTransient(failureCount: number, error: Error): boolean {
  return failureCount < 2 && isRetryableError(error);
}

export function useCallQuery<C extends CallDefinition>(call: C, query?: CallQuery<C>, options?: CallQueryOptions<C>): UseQueryResult<CallValue<C>, Error> {
  const client = useApiClient();
  return useQuery<CallValue<C>, Error>({
    queryKey: callQueryKey(call, query),
    queryFn: ({ signal }) => client.callApi(call, { query, signal }),
    retry: retryTransient,
    ...options,
  });
}
