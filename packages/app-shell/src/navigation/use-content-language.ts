import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@croupier/domain';

/** Language that server content is asked for in; follows i18next so every query key agrees on it. */
export function useContentLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
