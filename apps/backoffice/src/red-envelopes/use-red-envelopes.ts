import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient, useCallQuery } from '@croupier/api-client/react';
import { boApproveRedEnvelopePool, boCloseRedEnvelopePool, boCreateRedEnvelopePool, boGetRedEnvelopePools, type CreateRedEnvelopePoolInput } from '@croupier/contract';

/** Grabs come in while the page is open: the figures are read again this often. */
export const POOLS_REFRESH_MS = 15_000;

export function usePools(merchantCode: string, page: number) {
  return useCallQuery(boGetRedEnvelopePools, { merchantCode, page: String(page) }, { refetchInterval: POOLS_REFRESH_MS, placeholderData: (previous) => previous });
}

/** Every step reads the list again, whatever the answer: a refusal means the list was out of date. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [boGetRedEnvelopePools.name] });
}

export function useCreatePool() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: CreateRedEnvelopePoolInput) => client.callApi(boCreateRedEnvelopePool, { body }), onSettled: refresh });
}

export type PoolStep = 'approve' | 'close';

export function usePoolStep() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ step, poolId }: { step: PoolStep; poolId: string }) =>
      step === 'approve' ? client.callApi(boApproveRedEnvelopePool, { params: { poolId } }) : client.callApi(boCloseRedEnvelopePool, { params: { poolId }, body: {} }),
    onSettled: refresh,
  });
}
