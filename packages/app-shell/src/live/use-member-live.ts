import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getAccountRecord, getDepositChannels, getDeposits, getNotifications, getWithdrawals, getWithdrawInfo, MEMBER_LIVE_CLOSE_CODES, type MemberLiveMessage } from '@croupier/contract';
import { BALANCE_QUERY_ROOT } from '@croupier/feature-wallet/environment';
import { forgetSession } from '../session/forget-session';
import { useAppStores, useSession, type AppStores } from '../stores/app-stores';
import { connectMemberLive, type MemberLiveOptions } from './member-live-connection';

/** What a decision on a deposit or withdrawal changes on the member's screens, by call name. */
export const NOTIFIED_QUERY_ROOTS = [getDeposits.name, getDepositChannels.name, getWithdrawals.name, getWithdrawInfo.name, getAccountRecord.name, getNotifications.name] as const;

function applyMessage(message: MemberLiveMessage, stores: AppStores, queryClient: QueryClient): void {
  switch (message.type) {
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

export interface UseMemberLiveOptions {
  origin: string;
  /** for tests */
  createSocket?: MemberLiveOptions['createSocket'];
}

/**
 * SPEC §6: the realtime socket connects only while logged in, and not for free play (SPEC §4: trial
 * members fetch no unread messages). Opens once the member type is known, closes at sign-out; what it
 * hears updates the header balance, the cashier's lists and records, the toasts and the unread badge.
 * A session the socket learns has ended is forgotten here too, as a refused call forgets it.
 */
export function useMemberLive({ origin, createSocket }: UseMemberLiveOptions): void {
  const stores = useAppStores();
  const queryClient = useQueryClient();
  const token = useSession((state) => state.token);
  const live = useSession((state) => state.memberType !== null && state.role !== 'trial');
  useEffect(() => {
    if (!token || !live) return;
    const connection = connectMemberLive({
      origin,
      token,
      onMessage: (message) => applyMessage(message, stores, queryClient),
      onRefused: (closeCode) => {
        if (closeCode === MEMBER_LIVE_CLOSE_CODES.notLoggedIn && stores.session.getState().token === token) forgetSession(stores, queryClient);
      },
      ...(createSocket ? { createSocket } : {}),
    });
    return () => connection.close();
  }, [token, live, origin, stores, queryClient, createSocket]);
}
