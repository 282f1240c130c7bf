import { describe, expect, it } from 'vitest';
import { readTypedAmount } from './typed-amount';

describe('readTypedAmount', () => {
  it('reads major units into minor units by digits, at the currency scale', () => {
    expect(readTypedAmount('1234.56', 2)).toEqual({ ok: true, amountMinor: 123456 });
    expect(readTypedAmount('1234.5', 2)).toEqual({ ok: true, amountMinor: 123450 });
    expect(readTypedAmount('.5', 2)).toEqual({ ok: true, amountMinor: 50 });
    expect(readTypedAmount('7.', 2)).toEqual({ ok: true, amountMinor: 700 });
    expect(readTypedAmount('250', 0)).toEqual({ ok: true, amountMinor: 250 });
    expect(readTypedAmount('1.2345', 4)).toEqual({ ok: true, amountMinor: 12345 });
    // Values a float would get wrong come out exact.
    expect(readTypedAmount('1.01', 2)).toEqual({ ok: true, amountMinor: 101 });
    expect(readTypedAmount('90071992547409.91', 2)).toEqual({ ok: true, amountMinor: 9007199254740991 });
  });

  it('takes grouping commas, spaces and Bengali digits', () => {
    expect(readTypedAmount(' 1,000.25 ', 2)).toEqual({ ok: true, amountMinor: 100025 });
    expect(readTypedAmount('১,২৩৪.৫০', 2)).toEqual({ ok: true, amountMinor: 123450 });
  });

  it('names what is wrong with an amount it cannot read', () => {
    expect(readTypedAmount('  ', 2)).toEqual({ ok: false, problem: 'empty' });
    expect(readTypedAmount('.', 2)).toEqual({ ok: false, problem: 'format' });
    expect(readTypedAmount('-5', 2)).toEqual({ ok: false, problem: 'format' });
    expect(readTypedAmount('1e3', 2)).toEqual({ ok: false, problem: 'format' });
    expect(readTypedAmount('1.2.3', 2)).toEqual({ ok: false, problem: 'format' });
    expect(readTypedAmount('1.234', 2)).toEqual({ ok: false, problem: 'step' });
    expect(readTypedAmount('1.5', 0)).toEqual({ ok: false, problem: 'step' });
    expect(readTypedAmount('0.00', 2)).toEqual({ ok: false, problem: 'notPositive' });
    expect(readTypedAmount('90071992547409.92', 2)).toEqual({ ok: false, problem: 'tooLarge' });
  });
});
