import type { Language } from '@croupier/domain';
import { formatDateTime, formatDay } from '@croupier/i18n';

/** A period's bounds in the brand's zone: the day alone for whole days, the time too for hours and 5 minutes. */
export function formatInstant(iso: string, language: Language, timeZone: string, withTime: boolean): string {
  if (withTime) return formatDateTime(iso, language, timeZone);
  // The day as the brand's zone has it, written through the day formatter.
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
  return formatDay(day, language);
}
