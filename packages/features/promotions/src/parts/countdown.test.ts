import { describe, expect, it } from 'vitest';
import { formatClock, secondsLeft } from './countdown';

describe('a hold’s countdown', () => {
  it('counts whole seconds up, never below zero', () => {
    const now = Date.parse('2026-11-29T06:00:00.000Z');
    expect(secondsLeft('2026-11-29T06:30:00.000Z', now)).toBe(1800);
    expect(secondsLeft('2026-11-29T06:00:00.500Z', now)).toBe(1);
    expect(secondsLeft('2026-11-29T05:59:00.000Z', now)).toBe(0);
  });

  it('reads as m:ss, h:mm:ss past an hour, in the reader’s digits', () => {
    expect(formatClock(1799, 'en')).toBe('29:59');
    expect(formatClock(5, 'en')).toBe('0:05');
    expect(formatClock(3661, 'en')).toBe('1:01:01');
    expect(formatClock(1799, 'bn')).toBe('২৯:৫৯');
  });
});
