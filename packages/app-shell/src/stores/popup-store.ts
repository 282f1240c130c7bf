import { createStore, type StoreApi } from 'zustand/vanilla';
import type { GameCard } from '@croupier/contract';

/** Popups of SPEC §2 the host can show; more join as their features arrive. */
export type PopupName = 'login' | 'register' | 'forgotPassword' | 'changePassword' | 'afterLogin' | 'trialWarning' | 'game' | 'gameNotice';

export interface PopupOptions {
  /** A popup the player must answer (the forced password change): it has no close button. */
  forced?: boolean;
  /** The game popup's live game, whose tables it lists. */
  game?: GameCard;
  /** What a notice says, already in the reader's language. */
  message?: string;
}

export interface PopupState {
  open: PopupName | null;
  forced: boolean;
  game: GameCard | null;
  message: string | null;
  openPopup: (name: PopupName, options?: PopupOptions) => void;
  closePopup: () => void;
  /** Closes the popup only if it is the named one: leaving /login closes the login popup, not another. */
  closePopupIf: (name: PopupName) => void;
}
export type PopupStore = StoreApi<PopupState>;

const CLOSED = { open: null, forced: false, game: null, message: null } as const;

export function createPopupStore(): PopupStore {
  return createStore<PopupState>((set, get) => ({
    ...CLOSED,
    openPopup: (name, options = {}) => {
      // Nothing else may cover a popup the player must answer.
      if (get().forced && get().open !== name) return;
      set({ open: name, forced: options.forced ?? false, game: options.game ?? null, message: options.message ?? null });
    },
    closePopup: () => set(CLOSED),
    closePopupIf: (name) => {
      if (get().open === name) set(CLOSED);
    },
  }));
}
