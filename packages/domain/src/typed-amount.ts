import type { MinorUnits } from './money';

/** Why a typed amount cannot be read; each screen words these in its own dictionary. */
export type TypedAmountProblem = 'empty' | 'format' | 'step' | 'notPositive' | 'tooLarge';

export type TypedAmount = { ok: true; amountMinor: MinorUnits } | { ok: false; problem: TypedAmountProblem };

const BENGALI_ZERO = 0x09e6;

/** Bengali digits (the default language's keyboard) read as the digits they are. */
function asciiDigits(text: string): string {
  return text.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/**
 * An amount a player typed in major units, as minor units of a currency with `scale` decimals, worked
 * out on the digits (never through a float): "1,234.5" at scale 2 is 123450. Grouping commas and spaces
 * are allowed; a point is the only decimal mark (both offered languages write it so). More decimals than
 * the scale is an error, never a rounding.
 */
export function readTypedAmount(typed: string, scale: number): TypedAmount {
  const text = asciiDigits(typed).replace(/[,\s]/g, '');
  if (text === '') return { ok: false, problem: 'empty' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, problem: 'format' };
  if (fraction.length > scale) return { ok: false, problem: 'step' };
  const amountMinor = BigInt(`${whole || '0'}${fraction.padEnd(scale, '0')}`);
  if (amountMinor <= 0n) return { ok: false, problem: 'notPositive' };
  if (amountMinor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, problem: 'tooLarge' };
  return { ok: true, amountMinor: Number(amountMinor) };
}
