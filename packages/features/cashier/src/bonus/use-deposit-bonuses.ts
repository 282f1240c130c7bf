import { useQuery } from '@tanstack/react-query';
import { getPromotions, type CallValue, type MemberPromotion } from '@croupier/contract';
import { retryTransient, useApiClient } from '@croupier/api-client/react';
import { useLanguage, type CurrencyFormat } from '@croupier/i18n';

type PromotionsValue = CallValue<typeof getPromotions>;

/** The deposit bonuses a member can take with this deposit: those open to join, and the one joined and held for it. */
export function isOfferedOnDeposit(promotion: MemberPromotion): boolean {
  return promotion.kind === 'DEPOSIT_BONUS' && (promotion.state === 'JOIN' || promotion.state === 'JOINED');
}

/**
 * The brand's promotions with the member's states, read for the deposit form's bonus choice. Keyed as
 * the promotions page keys a member's list, so the two share one request and one cache entry; a failure
 * only leaves the choice out, as a deposit never waits on its bonus.
 */
export function useDepositBonuses(): { bonuses: MemberPromotion[]; currency: CurrencyFormat | null } {
  const client = useApiClient();
  const language = useLanguage();
  const promotions = useQuery<PromotionsValue, Error>({
    queryKey: [getPromotions.name, { language }, 'member'],
    queryFn: ({ signal }) => client.callApi(getPromotions, { query: { language }, signal }),
    staleTime: 0,
    gcTime: 5_000,
    retry: retryTransient,
  });
  return { bonuses: (promotions.data?.promotions ?? []).filter(isOfferedOnDeposit), currency: promotions.data?.currency ?? null };
}
