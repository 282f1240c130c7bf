import { createStore, type StoreApi } from 'zustand/vanilla';
import { isLanguage, type Language } from '@croupier/domain';
import type { Brand, ThemeMode } from '@croupier/brand-config';
import { STORAGE_KEYS } from '../preferences/storage-keys';
import { readStorage, writeStorage } from '../preferences/read-storage';

export interface PreferencesState {
  language: Language;
  theme: ThemeMode;
  setLanguage: (language: Language) => void;
  setTheme: (theme: ThemeMode) => void;
}
export type PreferencesStore = StoreApi<PreferencesState>;

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** Language and theme, remembered in localStorage; only the brand's offered languages are accepted. */
export function createPreferencesStore(brand: Brand, storage: Storage | undefined): PreferencesStore {
  const offered = brand.languages.offered;
  const storedLanguage = readStorage(storage, STORAGE_KEYS.language);
  const storedTheme = readStorage(storage, STORAGE_KEYS.theme);
  return createStore<PreferencesState>((set) => ({
    language: isLanguage(storedLanguage) && offered.includes(storedLanguage) ? storedLanguage : brand.languages.default,
    theme: isThemeMode(storedTheme) ? storedTheme : brand.theme.defaultMode,
    setLanguage: (language) => {
      if (!offered.includes(language)) return;
      writeStorage(storage, STORAGE_KEYS.language, language);
      set({ language });
    },
    setTheme: (theme) => {
      writeStorage(storage, STORAGE_KEYS.theme, theme);
      set({ theme });
    },
  }));
}
