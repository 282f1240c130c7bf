import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@croupier/domain';

/** The language an i18next instance speaks, as one of ours; English when it speaks none of them. */
export function languageOf(instance: Pick<i18n, 'language'>): Language {
  return isLanguage(instance.language) ? instance.language : 'en';
}

/** The reader's language, for the formatters and for names asked of the server in that language. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return languageOf(instance);
}
