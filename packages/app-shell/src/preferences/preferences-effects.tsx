import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyDocumentLanguage } from '@croupier/i18n';
import { usePreferences } from '../stores/app-stores';

/** Keeps i18next, `<html lang dir>` and `<html data-theme>` in step with the remembered preferences. */
export function PreferencesEffects() {
  const language = usePreferences((state) => state.language);
  const theme = usePreferences((state) => state.theme);
  const { i18n } = useTranslation();

  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    applyDocumentLanguage(language);
  }, [i18n, language]);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  return null;
}
