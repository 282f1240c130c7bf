import { splitMinorUnits, type Language, type MinorUnits } from '@croupier/domain';

/** Locale used for digits and grouping: Bengali digits and lakh grouping for bn. */
export const NUMBER_LOCALE: Record<Language, string> = { bn: 'bn-BD', en: 'en-US' };

export interface CurrencyFormat {
  code: string;
  symbol: string;
  scale: number;
}

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Language, fractionDigits: number): Intl.NumberFormat {
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

/**
 * Formats integer minor units as money. The decimal string goes to Intl as a string, so no amount
 * ever passes through a float on its way to the screen.
 */
export function formatMoney(amountMinor: MinorUnits, currency: CurrencyFormat, language: Language): string {
  const { whole, fraction, negative } = splitMinorUnits(amountMinor, currency.scale);
  const decimal = fraction ? `${whole}.${fraction}` : whole;
  // Intl.NumberFormat accepts exact decimal strings; the cast is for older lib typings.
  const body = numberFormat(language, currency.scale).format(decimal as unknown as number);
  return `${negative ? '-' : ''}${currency.symbol}${body}`;
}

export function formatInteger(value: number, language: Language): string {
  return numberFormat(language, 0).format(value);
}

export function formatDateTime(iso: string | Date, language: Language, timeZone: string): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(NUMBER_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
