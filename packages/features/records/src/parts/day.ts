import type { Language } from '@croupier/domain';
import { NUMBER_LOCALE } from '@croupier/i18n';

/**
 * A calendar day (yyyy-mm-dd, already the brand's day) in the reader's words and digits. It is read
 * as midnight UTC and written in UTC, so no zone moves it to the day before or after.
 */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALE[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
