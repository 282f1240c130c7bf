import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient, useCallQuery } from '@croupier/api-client/react';
import {
  boCreatePromotion,
  boDecidePromotion,
  boEndPromotion,
  boGetPromotion,
  boGetPromotions,
  boSetPromotionBanner,
  boSubmitPromotion,
  boUpdatePromotion,
  type PromotionDraft,
  type PromotionStatus,
} from '@croupier/contract';

/** Entries and applications come in while the list is open: it is read again this often. */
export const PROMOTIONS_REFRESH_MS = 30_000;

export function usePromotions(merchantCode: string, status: PromotionStatus | 'ALL', page: number) {
  return useCallQuery(
    boGetPromotions,
    { merchantCode, page: String(page), ...(status === 'ALL' ? {} : { status }) },
    { refetchInterval: PROMOTIONS_REFRESH_MS, placeholderData: (previous) => previous },
  );
}

export function usePromotion(promotionId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [boGetPromotion.name, promotionId],
    queryFn: ({ signal }) => client.callApi(boGetPromotion, { params: { promotionId }, signal }),
    retry: false,
  });
}

/** Every step reads the list and the promotion again, whatever the answer: a refusal means they were out of date. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: [boGetPromotions.name] }), queryClient.invalidateQueries({ queryKey: [boGetPromotion.name] })]);
}

/** Makes a new draft, or rewrites a saved one. */
export function useSavePromotion() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ promotionId, draft }: { promotionId: string | null; draft: PromotionDraft }) =>
      promotionId === null ? client.callApi(boCreatePromotion, { body: draft }) : client.callApi(boUpdatePromotion, { params: { promotionId }, body: draft }),
    onSettled: refresh,
  });
}

export interface BannerFile {
  contentType: 'image/png' | 'image/jpeg';
  dataBase64: string;
}

export function useSetBanner() {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ promotionId, banner }: { promotionId: string; banner: BannerFile }) => client.callApi(boSetPromotionBanner, { params: { promotionId }, body: banner }),
    onSettled: refresh,
  });
}

/** The steps of a promotion's life after its draft: submit, publish or return, end. */
export type PromotionStep = { step: 'submit' } | { step: 'publish' } | { step: 'return'; reason: string } | { step: 'end'; reason: string };

export function usePromotionStep(promotionId: string) {
  const client = useApiClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (step: PromotionStep) => {
      const params = { promotionId };
      if (step.step === 'submit') return client.callApi(boSubmitPromotion, { params });
      if (step.step === 'publish') return client.callApi(boDecidePromotion, { params, body: { approve: true } });
      if (step.step === 'return') return client.callApi(boDecidePromotion, { params, body: { approve: false, reason: step.reason } });
      return client.callApi(boEndPromotion, { params, body: { reason: step.reason } });
    },
    onSettled: refresh,
  });
}
