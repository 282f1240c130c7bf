import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { forfeitMemberBonus, getBalance, getMemberBonuses, type CallValue } from '@croupier/contract';
import { useApiClient, useCallQuery } from '@croupier/api-client/react';
import { useLanguage } from '../parts/use-language';

export type MemberBonusesPage = CallValue<typeof getMemberBonuses>;

/** Wagering moves with every stake: the list is asked again whenever the page comes back into view. */
const BONUSES_STALE_MS = 5_000;

/** The member's bonuses, newest first, in the reader's language. */
export function useMemberBonuses(): UseQueryResult<MemberBonusesPage, Error> {
  const language = useLanguage();
  return useCallQuery(getMemberBonuses, { language }, { staleTime: BONUSES_STALE_MS, refetchOnWindowFocus: true });
}

/** Gives up the active bonus; the list and the balance are asked again whatever the answer. */
export function useForfeitBonus() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bonusId: string) => client.callApi(forfeitMemberBonus, { body: { bonusId } }),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: [getMemberBonuses.name] }), queryClient.invalidateQueries({ queryKey: [getBalance.name] })]);
    },
  });
}
