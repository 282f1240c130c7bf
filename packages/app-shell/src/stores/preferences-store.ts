import { createStore, type StoreApi } from 'zustand/vanilla';
import { isLanguage, type Language } from '@croupier/domain';
import type { Brand, ThemeMode } from '@croupier/brand-config';
import { STORAGE_KEYS } from '../preferences/storage-keys';
import { readStorage, writeStorage } from '../preferences/read-storage';

export interface PreferencesState {
  language: Language;
  theme: ThemeMode;
  /** SPEC §2: the player hid the header balance (from people looking over their shoulder). */
  balanceHidden: boolean;
  setLanguage: (language: Language) => void;
  setTheme: (theme: ThemeMode) => void;
  setBalanceHidden: (hidden: boolean) => void;
}
export type PreferencesStore = StoreApi<PreferencesState>;

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/**
 * Language, theme and whether the balance is hidden, remembered in localStorage; only the brand's
 * offered languages are accepted.
 */
export function createPreferencesStore(brand: Brand, storage: Storage | undefined): PreferencesStore {
  const offered = brand.languages.offered;
  const storedLanguage = readStorage(storage, STORAGE_KEYS.language);
  const storedTheme = readStorage(storage, STORAGE_KEYS.theme);
  return createStore<PreferencesState>((set) => ({
    language: isLanguage(storedLanguage) && offered.includes(storedLanguage) ? storedLanguage : brand.languages.default,
    theme: isThemeMode(storedTheme) ? storedTheme : brand.theme.defaultMode,
    balanceHidden: readStorage(storage, STORAGE_KEYS.balanceHidden) === '1',
    setLanguage: (language) => {
      if (!offered.includes(language)) return;
      writeStorage(storage, STORAGE_KEYS.language, language);
      set({ language });
    },
    setTheme: (theme) => {
      writeStorage(storage, STORAGE_KEYS.theme, theme);
      set({ theme });
    },
    setBalanceHidden: (hidden) => {
      writeStorage(storage, STORAGE_KEYS.balanceHidden, hidden ? '1' : null);
      set({ balanceHidden: hidden });
    },
  }));
}
