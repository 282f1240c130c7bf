import type { Language } from '@croupier/domain';

/** Locale used for digits and grouping: Bengali digits and lakh grouping for bn. */
export const NUMBER_LOCALE: Record<Language, string> = { bn: 'bn-BD', en: 'en-US' };

const formatters = new Map<string, Intl.NumberFormat>();

/** One grouping formatter per language and number of decimals, made once. */
export function numberFormat(language: Language, fractionDigits: number): Intl.NumberFormat {
  const key = `${language}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE[language], {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
      useGrouping: true,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatInteger(value: number, language: Language): string {
  return numberFormat(language, 0).format(value);
}

export function formatDateTime(iso: string | Date, language: Language, timeZone: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(NUMBER_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}

/**
 * A calendar day (yyyy-mm-dd, already the brand's day) in the reader's words and digits. It is read
 * as midnight UTC and written in UTC, so no zone moves it to the day before or after.
 */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALE[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
