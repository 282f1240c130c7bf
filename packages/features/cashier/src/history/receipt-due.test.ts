import { describe, expect, it } from 'vitest';
import { receiptMinutesLeft } from './receipt-due';

const due = '2026-11-22T07:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('receiptMinutesLeft', () => {
  it('counts whole minutes up, so the last one lasts to the end', () => {
    expect(receiptMinutesLeft(due, at('2026-11-22T06:30:00.000Z'))).toBe(30);
    expect(receiptMinutesLeft(due, at('2026-11-22T06:30:00.001Z'))).toBe(30);
    expect(receiptMinutesLeft(due, at('2026-11-22T06:59:59.000Z'))).toBe(1);
  });

  it('is nothing once the due time has come, or for a time it cannot read', () => {
    expect(receiptMinutesLeft(due, at(due))).toBe(0);
    expect(receiptMinutesLeft(due, at('2026-11-22T08:00:00.000Z'))).toBe(0);
    expect(receiptMinutesLeft('soon', at(due))).toBe(0);
  });
});
