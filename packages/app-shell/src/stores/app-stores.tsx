import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { LayoutState, LayoutStore } from './layout-store';
import type { LiveState, LiveStore } from './live-store';
import type { PopupState, PopupStore } from './popup-store';
import type { PreferencesState, PreferencesStore } from './preferences-store';
import type { SessionState, SessionStore } from './session-store';

/** The small stores of one running app. One set per app keeps tests and stories independent. */
export interface AppStores {
  session: SessionStore;
  preferences: PreferencesStore;
  layout: LayoutStore;
  popup: PopupStore;
  live: LiveStore;
}

const AppStoresContext = createContext<AppStores | null>(null);

export function AppStoresProvider({ stores, children }: { stores: AppStores; children: ReactNode }) {
  return <AppStoresContext.Provider value={stores}>{children}</AppStoresContext.Provider>;
}

export function useAppStores(): AppStores {
  const stores = useContext(AppStoresContext);
  if (!stores) throw new Error('app stores are missing: render inside <AppStoresProvider>');
  return stores;
}

export function useSession<T>(select: (state: SessionState) => T): T {
  return useStore(useAppStores().session, select);
}
export function usePreferences<T>(select: (state: PreferencesState) => T): T {
  return useStore(useAppStores().preferences, select);
}
export function useLayout<T>(select: (state: LayoutState) => T): T {
  return useStore(useAppStores().layout, select);
}
export function usePopup<T>(select: (state: PopupState) => T): T {
  return useStore(useAppStores().popup, select);
}
export function useLive<T>(select: (state: LiveState) => T): T {
  return useStore(useAppStores().live, select);
}
