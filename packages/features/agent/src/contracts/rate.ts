import { CONTRACT_RATE_PPM_MAX, CONTRACT_RATE_PPM_MIN, readTypedAmount, type Language } from '@croupier/domain';
import { NUMBER_LOCALE } from '@croupier/i18n';

/** Millionths in one percent: a rate of 0.35% is 3,500 ppm, so a percent has four decimals at most. */
const PPM_PER_PERCENT = 10_000;
export const RATE_PERCENT_DECIMALS = 4;

/** A rate in millionths as the percent it is, exactly, as a decimal string: 3500 is "0.35". */
export function ratePercentText(ratePpm: number): string {
  const whole = Math.trunc(ratePpm / PPM_PER_PERCENT);
  const fraction = String(ratePpm % PPM_PER_PERCENT)
    .padStart(RATE_PERCENT_DECIMALS, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A rate in the reader's digits with a percent sign, up to four decimals and no trailing zeros: "০.৩৫%". */
export function formatRate(ratePpm: number, language: Language): string {
  const format = new Intl.NumberFormat(NUMBER_LOCALE[language], { minimumFractionDigits: 0, maximumFractionDigits: RATE_PERCENT_DECIMALS, useGrouping: false });
  // The exact decimal string goes to Intl as a string, so no rate passes through a float.
  return `${format.format(ratePercentText(ratePpm) as unknown as number)}%`;
}

export type RateProblem = 'empty' | 'format' | 'step' | 'notPositive' | 'tooLarge' | 'aboveOwn';
export type RateCheck = { ok: true; ratePpm: number } | { ok: false; problem: RateProblem };

/**
 * A percent the agent typed (Bengali or Latin digits, up to four decimals) as millionths, checked
 * against 100% and the agent's own rate of the kind (an offer never exceeds it).
 */
export function readRatePercent(typed: string, maxRatePpm: number = CONTRACT_RATE_PPM_MAX): RateCheck {
  const read = readTypedAmount(typed.replace(/%\s*$/, ''), RATE_PERCENT_DECIMALS);
  if (!read.ok) return { ok: false, problem: read.problem };
  if (read.amountMinor < CONTRACT_RATE_PPM_MIN) return { ok: false, problem: 'notPositive' };
  if (read.amountMinor > CONTRACT_RATE_PPM_MAX) return { ok: false, problem: 'tooLarge' };
  if (read.amountMinor > maxRatePpm) return { ok: false, problem: 'aboveOwn' };
  return { ok: true, ratePpm: read.amountMinor };
}
