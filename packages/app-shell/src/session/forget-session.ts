import type { QueryClient } from '@tanstack/react-query';
import { MEMBER_INFO_QUERY_ROOT } from '@croupier/feature-account/environment';
import { MEMBER_GAME_QUERY_ROOTS } from '@croupier/feature-games/environment';
import { BALANCE_QUERY_ROOT } from '@croupier/feature-wallet/environment';
import type { AppStores } from '../stores/app-stores';

/**
 * Ends the session in the browser: storage cleared but for the merchant code (SPEC §4), a forced
 * popup no longer owed, what the live socket told, and the member's data (member info, balance, favourites, recent games) dropped from
 * the cache so no later screen shows it.
 */
export function forgetSession(stores: AppStores, queryClient: QueryClient): void {
  stores.session.getState().logout();
  stores.popup.getState().closePopup();
  stores.live.getState().reset();
  for (const root of [MEMBER_INFO_QUERY_ROOT, BALANCE_QUERY_ROOT, ...MEMBER_GAME_QUERY_ROOTS]) queryClient.removeQueries({ queryKey: [root] });
}
