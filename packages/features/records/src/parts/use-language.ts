import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@croupier/domain';

/** The reader's language, for the money formatter and for game names asked of the server. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
