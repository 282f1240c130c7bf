import { splitMinorUnits, type Language, type MinorUnits } from '@croupier/domain';
import { numberFormat } from './format';

// Money has a module of its own: the first route formats counts only, so it does not carry this.

export interface CurrencyFormat {
  code: string;
  symbol: string;
  scale: number;
}

/**
 * Integer minor units as a decimal string with exactly `digits` decimals, rounding half up on the
 * digits left out: 123456 at scale 2 is "1234.56"; at 2 digits, scale 0 gives "1234.00" and scale 3
 * "123.46". Written with strings and BigInt, so no amount ever passes through a float.
 */
export function minorUnitsToDecimal(amountMinor: MinorUnits, scale: number, digits: number = scale): string {
  const { whole, fraction, negative } = splitMinorUnits(amountMinor, scale);
  const sign = negative ? '-' : '';
  if (fraction.length <= digits) {
    const padded = fraction.padEnd(digits, '0');
    return `${sign}${whole}${padded ? `.${padded}` : ''}`;
  }
  const roundUp = (fraction[digits] ?? '0') >= '5';
  const kept = (BigInt(`${whole}${fraction.slice(0, digits)}`) + (roundUp ? 1n : 0n)).toString().padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${kept}`;
  return `${sign}${kept.slice(0, -digits)}.${kept.slice(-digits)}`;
}

/**
 * Formats integer minor units as money, with the currency's own decimals unless told how many
 * (winner amounts always show 2). The decimal string goes to Intl as a string, so no amount ever
 * passes through a float on its way to the screen.
 */
export function formatMoney(amountMinor: MinorUnits, currency: CurrencyFormat, language: Language, fractionDigits: number = currency.scale): string {
  const decimal = minorUnitsToDecimal(amountMinor, currency.scale, fractionDigits);
  const negative = decimal.startsWith('-');
  // Intl.NumberFormat accepts exact decimal strings; the cast is for older lib typings.
  const body = numberFormat(language, fractionDigits).format((negative ? decimal.slice(1) : decimal) as unknown as number);
  return `${negative ? '-' : ''}${currency.symbol}${body}`;
}
