import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@croupier/domain';

/** The reader's language, for the money and number formatters. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
