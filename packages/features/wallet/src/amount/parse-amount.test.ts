import { describe, expect, it } from 'vitest';
import { checkTransferAmount, parseAmountMinor } from './parse-amount';

describe('parseAmountMinor', () => {
  it('reads major units into minor units by their digits', () => {
    expect(parseAmountMinor('1234.56', 2)).toEqual({ ok: true, amountMinor: 123456 });
    expect(parseAmountMinor('1234.5', 2)).toEqual({ ok: true, amountMinor: 123450 });
    expect(parseAmountMinor('1234', 2)).toEqual({ ok: true, amountMinor: 123400 });
    expect(parseAmountMinor('.5', 2)).toEqual({ ok: true, amountMinor: 50 });
    expect(parseAmountMinor('7.', 2)).toEqual({ ok: true, amountMinor: 700 });
    expect(parseAmountMinor('0.07', 2)).toEqual({ ok: true, amountMinor: 7 });
    expect(parseAmountMinor('250', 0)).toEqual({ ok: true, amountMinor: 250 });
    expect(parseAmountMinor('1.2345', 4)).toEqual({ ok: true, amountMinor: 12345 });
  });

  it('is exact where a float would not be', () => {
    // 0.1 + 0.2 and 1.005 * 100 are the classic float slips.
    expect(parseAmountMinor('0.30', 2)).toEqual({ ok: true, amountMinor: 30 });
    expect(parseAmountMinor('1.01', 2)).toEqual({ ok: true, amountMinor: 101 });
    expect(parseAmountMinor('90071992547409.91', 2)).toEqual({ ok: true, amountMinor: 9007199254740991 });
  });

  it('takes grouping commas, spaces and Bengali digits', () => {
    expect(parseAmountMinor(' 1,000.25 ', 2)).toEqual({ ok: true, amountMinor: 100025 });
    expect(parseAmountMinor('১,২৩৪.৫০', 2)).toEqual({ ok: true, amountMinor: 123450 });
  });

  it('names what is wrong', () => {
    expect(parseAmountMinor('', 2)).toEqual({ ok: false, problem: 'empty' });
    expect(parseAmountMinor('  ', 2)).toEqual({ ok: false, problem: 'empty' });
    expect(parseAmountMinor('.', 2)).toEqual({ ok: false, problem: 'format' });
    expect(parseAmountMinor('12a', 2)).toEqual({ ok: false, problem: 'format' });
    expect(parseAmountMinor('-5', 2)).toEqual({ ok: false, problem: 'format' });
    expect(parseAmountMinor('1e3', 2)).toEqual({ ok: false, problem: 'format' });
    expect(parseAmountMinor('1.2.3', 2)).toEqual({ ok: false, problem: 'format' });
    expect(parseAmountMinor('1.234', 2)).toEqual({ ok: false, problem: 'step' });
    expect(parseAmountMinor('1.5', 0)).toEqual({ ok: false, problem: 'step' });
    expect(parseAmountMinor('0', 2)).toEqual({ ok: false, problem: 'notPositive' });
    expect(parseAmountMinor('0.00', 2)).toEqual({ ok: false, problem: 'notPositive' });
    expect(parseAmountMinor('90071992547409.92', 2)).toEqual({ ok: false, problem: 'insufficient' });
  });
});

describe('checkTransferAmount', () => {
  it('allows up to the whole of the source wallet, and no more', () => {
    expect(checkTransferAmount('100.00', 2, 10000)).toEqual({ ok: true, amountMinor: 10000 });
    expect(checkTransferAmount('100.01', 2, 10000)).toEqual({ ok: false, problem: 'insufficient' });
    expect(checkTransferAmount('1', 2, 0)).toEqual({ ok: false, problem: 'insufficient' });
  });

  it('reports a malformed amount before comparing it', () => {
    expect(checkTransferAmount('1.001', 2, 0)).toEqual({ ok: false, problem: 'step' });
  });
});
