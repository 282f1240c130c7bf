import type { Language } from '@croupier/domain';
import { NUMBER_LOCALE } from '@croupier/i18n';

/** A period's bounds in the brand's zone: the day alone for whole days, the time too for hours and 5 minutes. */
export function formatInstant(iso: string, language: Language, timeZone: string, withTime: boolean): string {
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'medium', timeStyle: 'short', timeZone } : { dateStyle: 'medium', timeZone };
  return new Intl.DateTimeFormat(NUMBER_LOCALE[language], options).format(new Date(iso));
}
