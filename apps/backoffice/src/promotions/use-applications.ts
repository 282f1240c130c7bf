import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient, useCallQuery } from '@croupier/api-client/react';
import {
  boDecidePromotionApplication,
  boGetPromotion,
  boGetPromotionApplicationImages,
  boGetPromotionApplications,
  boGetPromotions,
  type PROMOTION_APPLICATION_STATUSES,
} from '@croupier/contract';

export type ApplicationStatus = (typeof PROMOTION_APPLICATION_STATUSES)[number];

/** Members send applications while the queue is open: it is read again this often. */
export const APPLICATIONS_REFRESH_MS = 15_000;

/** The review queue: of one brand, or of every brand the operator works on (no merchant code). */
export function useApplications(merchantCode: string, status: ApplicationStatus, page: number, enabled: boolean) {
  return useCallQuery(
    boGetPromotionApplications,
    { status, page: String(page), ...(merchantCode === '' ? {} : { merchantCode }) },
    { enabled, refetchInterval: APPLICATIONS_REFRESH_MS, placeholderData: (previous) => previous },
  );
}

/** An application's images never change once sent: they are read once, when the row asks for them. */
export function useApplicationImages(entryId: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [boGetPromotionApplicationImages.name, entryId],
    queryFn: ({ signal }) => client.callApi(boGetPromotionApplicationImages, { params: { entryId }, signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useDecideApplication() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, approve, reason }: { entryId: string; approve: boolean; reason?: string }) =>
      client.callApi(boDecidePromotionApplication, { params: { entryId }, body: approve ? { approve } : { approve, reason } }),
    // the queue, and the promotions' spent budget and pending counts, change with every decision
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [boGetPromotionApplications.name] }),
        queryClient.invalidateQueries({ queryKey: [boGetPromotions.name] }),
        queryClient.invalidateQueries({ queryKey: [boGetPromotion.name] }),
      ]),
  });
}
