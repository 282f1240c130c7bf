import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Brand, ThemeMode } from '@croupier/brand-config';
import { LANGUAGES, type Language } from '@croupier/domain';
import { applyDocumentLanguage, createI18n } from '@croupier/i18n';
import { STORYBOOK_NAMESPACE, STORYBOOK_RESOURCES } from '@croupier/i18n/storybook';
import { applyThemeMode, GlobalStyle, ThemeStyle } from '../src';

export interface PreviewProviderProps {
  brand: Brand;
  mode: ThemeMode;
  language: Language;
  children: ReactNode;
}

/**
 * Everything a brand shell gives its components, in one place: the brand's stylesheet, the page
 * reset, light/dark on <html data-theme>, the i18n instance (with the stories' sample words) and
 * <html lang dir>.
 */
export function PreviewProvider({ brand, mode, language, children }: PreviewProviderProps) {
  const i18n = useMemo(() => {
    const instance = createI18n(language);
    // The stories' sample words ship with Storybook only, never with an app.
    for (const each of LANGUAGES) instance.addResourceBundle(each, STORYBOOK_NAMESPACE, STORYBOOK_RESOURCES[each]);
    return instance;
  }, [language]);

  useLayoutEffect(() => {
    applyThemeMode(mode);
    applyDocumentLanguage(language);
  }, [mode, language]);

  return (
    <I18nextProvider i18n={i18n}>
      <ThemeStyle brand={brand} />
      <GlobalStyle />
      {children}
    </I18nextProvider>
  );
}
