import { CRASH_MULTIPLIER_SCALE, IN_HOUSE_MULTIPLIER_SCALE, type Language } from '@croupier/domain';
import { NUMBER_LOCALE, minorUnitsToDecimal } from '@croupier/i18n';

// Multipliers and rolls are integers of the contract; they become text here only, through the same
// exact decimal strings the money formatter uses, so no figure passes through a float.

function decimalText(units: number, scaleDigits: number, shownDigits: number, language: Language): string {
  const decimal = minorUnitsToDecimal(units, scaleDigits, shownDigits);
  return new Intl.NumberFormat(NUMBER_LOCALE[language], { minimumFractionDigits: shownDigits, maximumFractionDigits: shownDigits, useGrouping: true }).format(
    decimal as unknown as number,
  );
}

const DIGITS_OF_MULTIPLIER_SCALE = Math.log10(IN_HOUSE_MULTIPLIER_SCALE);
const DIGITS_OF_CRASH_SCALE = Math.log10(CRASH_MULTIPLIER_SCALE);

/** A Dice or Mines multiplier in 1/10,000, as "1.9800×" shown to four places, the contract's own. */
export function formatMultiplierUnits(units: number, language: Language): string {
  return `${decimalText(units, DIGITS_OF_MULTIPLIER_SCALE, DIGITS_OF_MULTIPLIER_SCALE, language)}×`;
}

/** A Crash multiplier in hundredths, as "2.50×". */
export function formatCrashHundredths(hundredths: number, language: Language): string {
  return `${decimalText(hundredths, DIGITS_OF_CRASH_SCALE, DIGITS_OF_CRASH_SCALE, language)}×`;
}

/** Dice rolls and targets in hundredths, as "49.50". */
export function formatHundredths(hundredths: number, language: Language): string {
  return decimalText(hundredths, 2, 2, language);
}

/** A chance in basis points, as "49.50%". */
export function formatChanceBps(bps: number, language: Language): string {
  return `${decimalText(bps, 2, 2, language)}%`;
}

/**
 * Hundredths typed by the player ("49.5", "২.০০"), read on the digits; null when it is not a number
 * with at most two decimals.
 */
export function parseHundredths(typed: string): number | null {
  const text = typed.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6)).replace(/[\s×x]/gi, '');
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  return Number(`${match[1]}${(match[2] ?? '').padEnd(2, '0')}`);
}
