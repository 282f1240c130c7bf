import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { render } from '@testing-library/react';
import type { Language } from '@croupier/domain';
import { createI18n } from '@croupier/i18n';

/** Renders with a fresh i18n instance of the `ui` words, in English unless told otherwise. */
export function renderWithUi(element: ReactElement, language: Language = 'en') {
  const i18n = createI18n(language);
  function Providers({ children }: { children: ReactNode }) {
    return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  }
  return render(element, { wrapper: Providers });
}
