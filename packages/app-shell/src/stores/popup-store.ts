import { createStore, type StoreApi } from 'zustand/vanilla';

/** Popups of SPEC §2 the host can show; more join as their features arrive. */
export type PopupName = 'login' | 'register' | 'forgotPassword' | 'changePassword' | 'afterLogin' | 'trialWarning' | 'game';

export interface PopupOptions {
  /** A popup the player must answer (the forced password change): it has no close button. */
  forced?: boolean;
}

export interface PopupState {
  open: PopupName | null;
  forced: boolean;
  openPopup: (name: PopupName, options?: PopupOptions) => void;
  closePopup: () => void;
  /** Closes the popup only if it is the named one: leaving /login closes the login popup, not another. */
  closePopupIf: (name: PopupName) => void;
}
export type PopupStore = StoreApi<PopupState>;

export function createPopupStore(): PopupStore {
  return createStore<PopupState>((set, get) => ({
    open: null,
    forced: false,
    openPopup: (name, options = {}) => {
      // Nothing else may cover a popup the player must answer.
      if (get().forced && get().open !== name) return;
      set({ open: name, forced: options.forced ?? false });
    },
    closePopup: () => set({ open: null, forced: false }),
    closePopupIf: (name) => {
      if (get().open === name) set({ open: null, forced: false });
    },
  }));
}
