import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '@croupier/domain';
import { NUMBER_LOCALE } from '@croupier/i18n';

/** The reader's language, for the formatters. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

const rateFormats = new Map<Language, Intl.NumberFormat>();

/** A rate in millionths as a percent with two decimals, in the reader's digits: 4,000 is 0.40%. */
export function formatRate(ratePpm: number, language: Language): string {
  let format = rateFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[language], { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    rateFormats.set(language, format);
  }
  return format.format(ratePpm / 1_000_000);
}
