import type { MinorUnits } from '@croupier/domain';

/**
 * A local copy of the wallet feature's amount reading: one feature may not import another, and the
 * rule is short enough that keeping both beats a new shared layer for it. Keep them in step.
 */
export type StakeProblem = 'empty' | 'format' | 'step' | 'notPositive' | 'belowMinimum' | 'aboveMaximum';

export type StakeCheck = { ok: true; amountMinor: MinorUnits } | { ok: false; problem: StakeProblem };

const BENGALI_ZERO = 0x09e6;

/** Bengali digits (the default language's keyboard) read as the digits they are. */
function asciiDigits(text: string): string {
  return text.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/**
 * A stake typed in major units, as minor units at the currency's `scale`, worked out on the digits
 * (never through a float): "1,234.5" at scale 2 is 123450.
 */
export function parseStakeMinor(typed: string, scale: number): StakeCheck {
  const text = asciiDigits(typed).replace(/[,\s]/g, '');
  if (text === '') return { ok: false, problem: 'empty' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, problem: 'format' };
  if (fraction.length > scale) return { ok: false, problem: 'step' };
  const amountMinor = BigInt(`${whole || '0'}${fraction.padEnd(scale, '0')}`);
  if (amountMinor <= 0n) return { ok: false, problem: 'notPositive' };
  if (amountMinor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, problem: 'aboveMaximum' };
  return { ok: true, amountMinor: Number(amountMinor) };
}

/** A typed stake checked against the game's bet limits from the settings. */
export function checkStake(typed: string, scale: number, limits: { minBetMinor: number; maxBetMinor: number } | undefined): StakeCheck {
  const parsed = parseStakeMinor(typed, scale);
  if (!parsed.ok || !limits) return parsed;
  if (parsed.amountMinor < limits.minBetMinor) return { ok: false, problem: 'belowMinimum' };
  if (parsed.amountMinor > limits.maxBetMinor) return { ok: false, problem: 'aboveMaximum' };
  return parsed;
}
