import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Brand, ThemeMode } from '@croupier/brand-config';
import type { Language } from '@croupier/domain';
import { applyDocumentLanguage, createI18n } from '@croupier/i18n';
import { applyThemeMode, GlobalStyle, ThemeStyle } from '../src';

export interface PreviewProviderProps {
  brand: Brand;
  mode: ThemeMode;
  language: Language;
  children: ReactNode;
}

/**
 * Everything a brand shell gives its components, in one place: the brand's stylesheet, the page
 * reset, light/dark on <html data-theme>, the i18n instance and <html lang dir>.
 */
export function PreviewProvider({ brand, mode, language, children }: PreviewProviderProps) {
  const i18n = useMemo(() => createI18n(language), [language]);

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
