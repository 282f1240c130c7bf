import type { Language } from '@croupier/domain';
import { NUMBER_LOCALE, minorUnitsToDecimal } from '@croupier/i18n';

const formatters = new Map<Language, Intl.NumberFormat>();

/**
 * A grid line's multiplier on the chart's axis, as short as it reads: "1×", "1.5×", "1.25×", in the
 * reader's digits. Drawn every frame, so the formatter is made once per language.
 */
export function formatAxisHundredths(hundredths: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALE[language], { minimumFractionDigits: 0, maximumFractionDigits: 2, useGrouping: true });
    formatters.set(language, formatter);
  }
  return `${formatter.format(minorUnitsToDecimal(hundredths, 2, 2) as unknown as number)}×`;
}
