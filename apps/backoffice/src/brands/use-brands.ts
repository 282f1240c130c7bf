import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@croupier/api-client/react';
import type { BackofficeBrand } from '@croupier/contract';
import { SESSION_CALL_NAMES, loadSessionCalls } from '../api/session-calls';

/** The brands the operator works on; they change rarely, so they are read once a session. */
export function useBrands() {
  const client = useApiClient();
  return useQuery({
    queryKey: [SESSION_CALL_NAMES.brands, {}],
    queryFn: async ({ signal }) => client.callApi((await loadSessionCalls()).boGetBrands, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function brandByCode(brands: readonly BackofficeBrand[] | undefined, code: string | undefined): BackofficeBrand | undefined {
  return code === undefined ? undefined : brands?.find((brand) => brand.code === code);
}
