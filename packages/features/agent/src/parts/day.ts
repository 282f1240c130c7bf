import type { Language } from '@croupier/domain';
import { NUMBER_LOCALE } from '@croupier/i18n';

/**
 * A calendar day (yyyy-mm-dd, already the brand's day) in the reader's words and digits. It is read
 * as midnight UTC and written in UTC, so no zone moves it to the day before or after.
 */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALE[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A period's bounds in the brand's zone: the day alone for whole days, the time too for hours and 5 minutes. */
export function formatInstant(iso: string, language: Language, timeZone: string, withTime: boolean): string {
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'medium', timeStyle: 'short', timeZone } : { dateStyle: 'medium', timeZone };
  return new Intl.DateTimeFormat(NUMBER_LOCALE[language], options).format(new Date(iso));
}
