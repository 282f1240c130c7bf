import { useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import {
  applyPromotion,
  claimPromotion,
  getBalance,
  getMyPromotionEntries,
  getPromotion,
  getPromotions,
  getPromotionSummary,
  joinPromotion,
  type CallValue,
  type MemberPromotion,
} from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import { useLanguage } from '@croupier/i18n';
import { isSignedIn, usePromotionsEnvironment } from './environment';

export type PromotionsValue = CallValue<typeof getPromotions>;
export type PromotionValue = CallValue<typeof getPromotion>;
export type EntriesValue = CallValue<typeof getMyPromotionEntries>;

/**
 * A guest and a member see other states of the same promotion, so the reader's kind is part of every
 * key: logging in on the page asks again. The lists are dropped soon after the page closes (gcTime),
 * so another member logging in on the same tab never sees the previous one's states.
 */
function useViewer(): 'guest' | 'member' {
  return isSignedIn(usePromotionsEnvironment().role) ? 'member' : 'guest';
}

const MEMBER_STATE_GC_MS = 5_000;

export function usePromotions(): UseQueryResult<PromotionsValue, Error> {
  const client = useApiClient();
  const language = useLanguage();
  const viewer = useViewer();
  return useQuery<PromotionsValue, Error>({
    queryKey: [getPromotions.name, { language }, viewer],
    queryFn: ({ signal }) => client.callApi(getPromotions, { query: { language }, signal }),
    staleTime: 0,
    gcTime: MEMBER_STATE_GC_MS,
    // a joined bonus's hold runs out and a promotion starts or ends while the page is open
    refetchInterval: 60_000,
    retry: retryTransient,
  });
}

export function usePromotion(promotionId: string): UseQueryResult<PromotionValue, Error> {
  const client = useApiClient();
  const language = useLanguage();
  const viewer = useViewer();
  return useQuery<PromotionValue, Error>({
    queryKey: [getPromotion.name, promotionId, { language }, viewer],
    queryFn: ({ signal }) => client.callApi(getPromotion, { params: { promotionId }, query: { language }, signal }),
    staleTime: 0,
    gcTime: MEMBER_STATE_GC_MS,
    refetchInterval: 60_000,
    retry: retryTransient,
  });
}

export function useMyEntries(pageNo: number): UseQueryResult<EntriesValue, Error> {
  const client = useApiClient();
  const language = useLanguage();
  return useQuery<EntriesValue, Error>({
    queryKey: [getMyPromotionEntries.name, pageNo, { language }],
    queryFn: ({ signal }) => client.callApi(getMyPromotionEntries, { query: { page: String(pageNo), pageSize: '10', language }, signal }),
    staleTime: 0,
    gcTime: MEMBER_STATE_GC_MS,
    placeholderData: (previous) => previous,
    retry: retryTransient,
  });
}

/** Puts a promotion's new state (the answer of a join, claim or application) into every list and page that shows it. */
function storePromotion(queryClient: QueryClient, promotion: MemberPromotion): void {
  queryClient.setQueriesData<PromotionsValue>({ queryKey: [getPromotions.name] }, (value) =>
    value ? { ...value, promotions: value.promotions.map((each) => (each.promotionId === promotion.promotionId ? promotion : each)) } : value,
  );
  queryClient.setQueriesData<PromotionValue>({ queryKey: [getPromotion.name, promotion.promotionId] }, (value) => (value ? { ...value, promotion } : value));
}

/** After any answer: the lists, the counts of the menus' badges, the history and every balance on screen are read again. */
function refreshAfterAction(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [getPromotions.name, getPromotion.name, getPromotionSummary.name, getMyPromotionEntries.name, getBalance.name].map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
  );
}

/**
 * Joins a deposit bonus. Safe to send again by itself: joining while joined answers the same entry.
 */
export function useJoinPromotion() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (promotionId: string) => client.callApi(joinPromotion, { params: { promotionId }, query: { language } }),
    retry: retryTransient,
    onSuccess: ({ promotion }) => storePromotion(queryClient, promotion),
    onSettled: () => refreshAfterAction(queryClient),
  });
}

/**
 * Takes a ready reward (a join bonus, today's sign-in, a raffle draw). Safe to send again: the server
 * pays once per period and answers a repeat with the first payment.
 */
export function useClaimPromotion() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: (promotionId: string) => client.callApi(claimPromotion, { params: { promotionId }, query: { language } }),
    retry: retryTransient,
    onSuccess: ({ promotion }) => storePromotion(queryClient, promotion),
    onSettled: () => refreshAfterAction(queryClient),
  });
}

export interface ApplicationBody {
  requestId: string;
  remark: string;
  images: { contentType: 'image/png' | 'image/jpeg'; dataBase64: string }[];
}

/** Sends an application. Retried by itself with the same request id, so a lost answer never makes two. */
export function useApplyPromotion() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useMutation({
    mutationFn: ({ promotionId, body }: { promotionId: string; body: ApplicationBody }) => client.callApi(applyPromotion, { params: { promotionId }, query: { language }, body }),
    retry: retryTransient,
    onSuccess: ({ promotion }) => storePromotion(queryClient, promotion),
    onSettled: () => refreshAfterAction(queryClient),
  });
}
