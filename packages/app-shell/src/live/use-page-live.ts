import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getAccountRecord, getDepositChannels, getDeposits, getNotifications, getWithdrawals, getWithdrawInfo, MEMBER_LIVE_CLOSE_CODES, type MemberLiveMessage } from '@croupier/contract';
import { BALANCE_QUERY_ROOT } from '@croupier/feature-wallet/environment';
import { forgetSession } from '../session/forget-session';
import { useAppStores, useSession, type AppStores } from '../stores/app-stores';
import { applySystemStatus } from '../system-status/use-system-status';
import { connectLive, type LiveOptions } from './live-connection';

/** What a decision on a deposit or withdrawal changes on the member's screens, by call name. */
export const NOTIFIED_QUERY_ROOTS = [getDeposits.name, getDepositChannels.name, getWithdrawals.name, getWithdrawInfo.name, getAccountRecord.name, getNotifications.name] as const;

function applyMessage(message: MemberLiveMessage, stores: AppStores, queryClient: QueryClient): void {
  switch (message.type) {
    case 'site':
      void applySystemStatus(queryClient, message.status);
      return;
    case 'notification':
      stores.live.getState().showToast(message.notification);
      for (const root of NOTIFIED_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
      return;
    case 'unread':
      stores.live.getState().setUnread(message.count);
      return;
    case 'balance':
      // Hints come in runs (a spin, a series of wins): a balance already being asked for is not asked again.
      void queryClient.invalidateQueries({ queryKey: [BALANCE_QUERY_ROOT] }, { cancelRefetch: false });
      return;
    case 'error':
      return;
  }
}

export interface UsePageLiveOptions {
  origin: string;
  /** for tests */
  createSocket?: LiveOptions['createSocket'];
}

/**
 * Every page's live socket (decision 0020): guests' pages hear the site status, so a maintenance
 * switch or a region block reaches an open page at once instead of at the next 30 s check. SPEC §6:
 * the member's own feed comes only while logged in, and not for free play (SPEC §4: trial members
 * fetch no unread messages), so the socket signs in once the member type is known and is opened
 * again as a guest's at sign-out. What it hears updates the system status, the header balance, the
 * cashier's lists and records, the toasts and the unread badge. A session the socket learns has ended
 * is forgotten here too, as a refused call forgets it.
 */
export function usePageLive({ origin, createSocket }: UsePageLiveOptions): void {
  const stores = useAppStores();
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  const memberKnown = useSession((state) => state.memberType !== null);
  const liveMember = useSession((state) => state.memberType !== null && state.role !== 'trial');
  // With a token whose member is not known yet the socket waits, rather than open twice.
  const waiting = token !== null && !memberKnown;
  const signInToken = token !== null && liveMember ? token : null;
  useEffect(() => {
    if (waiting) return;
    const connection = connectLive({
      origin,
      token: signInToken,
      onMessage: (message) => applyMessage(message, stores, queryClient),
      onRefused: (closeCode) => {
        if (closeCode === MEMBER_LIVE_CLOSE_CODES.notLoggedIn && signInToken !== null && stores.session.getState().token === signInToken) forgetSession(stores, queryClient);
      },
      ...(createSocket ? { createSocket } : {}),
    });
    return () => connection.close();
  }, [waiting, signInToken, origin, stores, queryClient, createSocket]);
}
