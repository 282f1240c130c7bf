import type { Language } from '@croupier/domain';
import { NUMBER_LOCALE } from '@croupier/i18n';

const BASIS_POINTS_PER_UNIT = 10_000;

const percentFormats = new Map<Language, Intl.NumberFormat>();
const plainFormats = new Map<Language, Intl.NumberFormat>();

function cached(formats: Map<Language, Intl.NumberFormat>, language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[language], options);
    formats.set(language, format);
  }
  return format;
}

/** A rate in basis points as a percent in the reader's digits: 10000 is 100%, 2550 is 25.5%. */
export function formatPercentBps(bps: number, language: Language): string {
  return cached(percentFormats, language, { style: 'percent', maximumFractionDigits: 2 }).format(bps / BASIS_POINTS_PER_UNIT);
}

/** A number in hundredths (a wagering multiplier) in the reader's digits: 2000 is 20, 2550 is 25.5. */
export function formatHundredths(hundredths: number, language: Language): string {
  return cached(plainFormats, language, { maximumFractionDigits: 2 }).format(hundredths / 100);
}

const chanceFormats = new Map<Language, Intl.NumberFormat>();

/** A raffle prize's chance from its weight among all weights, as a percent with at most one decimal. */
export function formatChance(weight: number, totalWeight: number, language: Language): string {
  return cached(chanceFormats, language, { style: 'percent', maximumFractionDigits: 1 }).format(totalWeight > 0 ? weight / totalWeight : 0);
}
