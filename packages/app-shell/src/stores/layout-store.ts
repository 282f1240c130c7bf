import { createStore, type StoreApi } from 'zustand/vanilla';

export interface LayoutState {
  sideMenuOpen: boolean;
  /** Route name the side menu state was last reset for; a new route name resets it to that route's default. */
  sideMenuRoute: string | null;
  resetSideMenu: (routeName: string, open: boolean) => void;
  toggleSideMenu: () => void;
  closeSideMenu: () => void;
}
export type LayoutStore = StoreApi<LayoutState>;

export function createLayoutStore(): LayoutStore {
  return createStore<LayoutState>((set) => ({
    sideMenuOpen: false,
    sideMenuRoute: null,
    resetSideMenu: (routeName, open) => set({ sideMenuRoute: routeName, sideMenuOpen: open }),
    toggleSideMenu: () => set((state) => ({ sideMenuOpen: !state.sideMenuOpen })),
    closeSideMenu: () => set({ sideMenuOpen: false }),
  }));
}
