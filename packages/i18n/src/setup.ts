import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_DIRECTION, isLanguage, type Language } from '@croupier/domain';
import { formatDigits } from './format';
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
      // React escapes; every value goes through the formatter, so numbers can be written in the language's digits.
      interpolation: { escapeValue: false, alwaysFormat: true },
      initAsync: false,
      returnNull: false,
    });
  const languageOf = (language: string | undefined): Language => (isLanguage(language) ? language : 'en');
  // `{{id, digits}}` in a dictionary writes an id held as a string (a round, a deposit) in the language's own digits.
  instance.services.formatter?.add('digits', (value: unknown, language: string | undefined) => formatDigits(String(value), languageOf(language)));
  writeNumbersInLanguageDigits(instance, languageOf);
  return instance;
}

type InterpolationFormat = (value: unknown, format: string | undefined, language: string | undefined, options: unknown) => unknown;

/**
 * A number handed to a sentence (`t('games', { count: 12 })`) is written in the sentence's digits,
 * ungrouped: in Bengali a Latin digit reads as English. Strings (names, codes, amounts already
 * formatted) are left as given, and a value with a named format (`{{x, digits}}`) goes to that format.
 */
function writeNumbersInLanguageDigits(instance: i18n, languageOf: (language: string | undefined) => Language): void {
  // i18next calls its interpolator's `format` for every value once `alwaysFormat` is on; the named
  // formats stay with the one it made.
  const interpolator = instance.services.interpolator as unknown as { format: InterpolationFormat };
  const named = interpolator.format;
  interpolator.format = (value, format, language, options) => {
    if (format) return named(value, format, language, options);
    return typeof value === 'number' || typeof value === 'bigint' ? formatDigits(value, languageOf(language)) : value;
  };
}

/** Sets <html lang> and <html dir> for the current language. */
export function applyDocumentLanguage(language: Language, root: HTMLElement = document.documentElement): void {
  root.lang = language;
  root.dir = LANGUAGE_DIRECTION[language];
}
