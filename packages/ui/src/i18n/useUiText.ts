import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@croupier/domain';
import { formatInteger } from '@croupier/i18n';

/**
 * Words of the `ui` namespace plus digits in the reader's language (Bengali digits for bn), so counts
 * and page numbers never reach the screen through plain string conversion.
 */
export function useUiText() {
  const { t, i18n } = useTranslation('ui');
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const formatNumber = useCallback((value: number) => formatInteger(value, language), [language]);
  return { t, language, formatNumber };
}
