import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_DIRECTION, isLanguage, type Language } from '@croupier/domain';
import { BUNDLED_NAMESPACES, DEFAULT_NAMESPACE, ON_DEMAND_NAMESPACES, type OnDemandNamespace } from './namespaces';
import { ON_DEMAND_RESOURCES, RESOURCES } from './resources';

function isOnDemandNamespace(namespace: string): namespace is OnDemandNamespace {
  return (ON_DEMAND_NAMESPACES as readonly string[]).includes(namespace);
}

/** Serves the on-demand namespaces from their own chunks; bundled ones never reach it. */
const onDemandBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language) || !isOnDemandNamespace(namespace)) {
      callback(null, {});
      return;
    }
    ON_DEMAND_RESOURCES[language][namespace]().then(
      (dictionary) => callback(null, dictionary),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * A fresh i18next instance for one brand shell (or one story / test). Bundled resources make the
 * start synchronous, so the first render already has its words; on-demand namespaces load when a
 * screen first asks for them.
 */
export function createI18n(language: Language, fallbackLanguage: Language = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(onDemandBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: fallbackLanguage,
      resources: RESOURCES,
      partialBundledLanguages: true,
      ns: [...BUNDLED_NAMESPACES],
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false }, // React escapes
      initAsync: false,
      returnNull: false,
    });
  return instance;
}

/** Sets <html lang> and <html dir> for the current language. */
export function applyDocumentLanguage(language: Language, root: HTMLElement = document.documentElement): void {
  root.lang = language;
  root.dir = LANGUAGE_DIRECTION[language];
}
