import { describe, expect, it } from 'vitest';
import { checkTransferAmount } from './transfer-amount';

describe('checkTransferAmount', () => {
  it('reads major units by their digits, Bengali ones too, into minor units', () => {
    expect(checkTransferAmount('1,234.5', 2, 1_000_000)).toEqual({ ok: true, amountMinor: 123_450 });
    expect(checkTransferAmount('৫০.২৫', 2, 1_000_000)).toEqual({ ok: true, amountMinor: 5_025 });
    expect(checkTransferAmount('100', 2, 10_000)).toEqual({ ok: true, amountMinor: 10_000 });
  });

  it('names what is wrong with an amount that cannot be sent', () => {
    expect(checkTransferAmount(' ', 2, 10_000)).toEqual({ ok: false, problem: 'empty' });
    expect(checkTransferAmount('-5', 2, 10_000)).toEqual({ ok: false, problem: 'format' });
    expect(checkTransferAmount('1e3', 2, 10_000)).toEqual({ ok: false, problem: 'format' });
    expect(checkTransferAmount('1.001', 2, 10_000)).toEqual({ ok: false, problem: 'step' });
    expect(checkTransferAmount('0.00', 2, 10_000)).toEqual({ ok: false, problem: 'notPositive' });
    expect(checkTransferAmount('100.01', 2, 10_000)).toEqual({ ok: false, problem: 'insufficient' });
    expect(checkTransferAmount('99999999999999999', 2, 10_000)).toEqual({ ok: false, problem: 'insufficient' });
  });
});
