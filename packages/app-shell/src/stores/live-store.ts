import { createStore, type StoreApi } from 'zustand/vanilla';
import type { MemberNotification } from '@croupier/contract';

/** Toasts shown at once at most; an older one gives way to a newer. */
export const MAX_LIVE_TOASTS = 3;

export interface LiveState {
  /** the member's unread notifications, as the live socket last said */
  unread: number;
  /** notifications pushed while this page is open, newest last, until dismissed */
  toasts: MemberNotification[];
  setUnread: (count: number) => void;
  showToast: (notification: MemberNotification) => void;
  dismissToast: (notificationId: string) => void;
  reset: () => void;
}
export type LiveStore = StoreApi<LiveState>;

/** What the member's live socket has told this page (decision 0020); cleared at sign-out. */
export function createLiveStore(): LiveStore {
  return createStore<LiveState>((set) => ({
    unread: 0,
    toasts: [],
    setUnread: (count) => set({ unread: count }),
    showToast: (notification) =>
      set((state) =>
        state.toasts.some((shown) => shown.notificationId === notification.notificationId) ? state : { toasts: [...state.toasts, notification].slice(-MAX_LIVE_TOASTS) },
      ),
    dismissToast: (notificationId) => set((state) => ({ toasts: state.toasts.filter((shown) => shown.notificationId !== notificationId) })),
    reset: () => set({ unread: 0, toasts: [] }),
  }));
}
