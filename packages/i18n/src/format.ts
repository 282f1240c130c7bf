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

const localDigits = new Map<Language, readonly string[]>();

/** The ten digits a language writes: ০-৯ for bn, 0-9 for en. */
function digitsOf(language: Language): readonly string[] {
  let digits = localDigits.get(language);
  if (!digits) {
    const format = new Intl.NumberFormat(NUMBER_LOCALE[language], { useGrouping: false });
    digits = Array.from({ length: 10 }, (_, digit) => format.format(digit));
    localDigits.set(language, digits);
  }
  return digits;
}

/**
 * Writes the Latin digits of an id, a round number or any count that must not be grouped in the
 * language's own digits ("round 1024" -> "round ১০২৪" in bn), leaving everything else as it is.
 */
export function formatDigits(value: string | number | bigint, language: Language): string {
  const digits = digitsOf(language);
  return String(value).replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit);
}

/**
 * Words for before and after noon where the locale data has none of its own: CLDR writes "AM" and
 * "PM" in Bengali times, which a Bengali reader sees as English.
 */
const DAY_PERIOD_WORDS: Partial<Record<Language, { am: string; pm: string }>> = { bn: { am: 'পূর্বাহ্ণ', pm: 'অপরাহ্ণ' } };

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    dateTimeFormats.set(key, format);
  }
  return format;
}

function hourIn(date: Date, timeZone: string): number {
  const hour = dateTimeFormat('en-US', timeZone, { hour: 'numeric', hourCycle: 'h23' })
    .formatToParts(date)
    .find((part) => part.type === 'hour');
  return Number(hour?.value ?? 0) % 24;
}

/** A time or date-and-time in the language's words and digits, its AM/PM in the language too. */
function formatInZone(date: Date, language: Language, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const format = dateTimeFormat(NUMBER_LOCALE[language], timeZone, options);
  const words = DAY_PERIOD_WORDS[language];
  if (!words) return format.format(date);
  const period = hourIn(date, timeZone) < 12 ? words.am : words.pm;
  // format() writes a plain space where formatToParts() keeps ICU's narrow no-break space; write as format() does.
  return format
    .formatToParts(date)
    .map((part) => (part.type === 'dayPeriod' ? period : part.value.replace(/\u202f/g, ' ')))
    .join('');
}

function toDate(iso: string | Date): Date {
  return typeof iso === 'string' ? new Date(iso) : iso;
}

export function formatDateTime(iso: string | Date, language: Language, timeZone: string): string {
  return formatInZone(toDate(iso), language, timeZone, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A time of day (hours and minutes, or with seconds) as the brand's zone reads it. */
export function formatTime(iso: string | Date, language: Language, timeZone: string, withSeconds = false): string {
  return formatInZone(toDate(iso), language, timeZone, { timeStyle: withSeconds ? 'medium' : 'short' });
}

/**
 * A calendar day (yyyy-mm-dd, already the brand's day) in the reader's words and digits. It is read
 * as midnight UTC and written in UTC, so no zone moves it to the day before or after.
 */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(NUMBER_LOCALE[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
