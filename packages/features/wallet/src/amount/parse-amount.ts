import type { MinorUnits } from '@croupier/domain';

/** Why a typed amount cannot be sent; each has a message of its own in the wallet dictionary. */
export type AmountProblem = 'empty' | 'format' | 'step' | 'notPositive' | 'insufficient';

export type AmountCheck = { ok: true; amountMinor: MinorUnits } | { ok: false; problem: AmountProblem };

const BENGALI_ZERO = 0x09e6;

/** Bengali digits (the default language's keyboard) read as the digits they are. */
function asciiDigits(text: string): string {
  return text.replace(/[\u09e6-\u09ef]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}

/**
 * An amount typed in major units, as minor units of a currency with `scale` decimals, worked out on
 * the digits (never through a float): "1,234.5" at scale 2 is 123450. Grouping commas and spaces are
 * allowed; a point is the only decimal mark (both offered languages write it so).
 */
export function parseAmountMinor(typed: string, scale: number): AmountCheck {
  const text = asciiDigits(typed).replace(/[,\s]/g, '');
  if (text === '') return { ok: false, problem: 'empty' };
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, problem: 'format' };
  if (fraction.length > scale) return { ok: false, problem: 'step' };
  const amountMinor = BigInt(`${whole || '0'}${fraction.padEnd(scale, '0')}`);
  if (amountMinor <= 0n) return { ok: false, problem: 'notPositive' };
  // No wallet holds more than a safe integer, so anything larger is more than the source has.
  if (amountMinor > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, problem: 'insufficient' };
  return { ok: true, amountMinor: Number(amountMinor) };
}

/** A typed amount checked against what the source wallet holds. */
export function checkTransferAmount(typed: string, scale: number, availableMinor: MinorUnits): AmountCheck {
  const parsed = parseAmountMinor(typed, scale);
  if (parsed.ok && parsed.amountMinor > availableMinor) return { ok: false, problem: 'insufficient' };
  return parsed;
}
