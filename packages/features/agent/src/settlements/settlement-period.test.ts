import { describe, expect, it } from 'vitest';
import { formatCovered, formatPeriod } from './settlement-period';

const ZONE = 'Asia/Dhaka';

describe('settled periods', () => {
  it('write a 5-minute period in Bengali words and digits, with no AM or PM', () => {
    const period = formatPeriod({ kind: 'REALTIME', periodStart: '2026-11-28T09:30:00.000Z', periodEnd: '2026-11-28T09:35:00.000Z' }, 'bn', ZONE);
    expect(period).toMatch(/৩:৩০ অপরাহ্ণ – ৩:৩৫ অপরাহ্ণ$/);
    expect(period).not.toMatch(/[A-Za-z0-9]/);
    const covered = formatCovered({ coveredFrom: '2026-11-28T02:00:00.000Z', coveredTo: '2026-11-28T02:05:00.000Z' }, 'bn', ZONE);
    expect(covered).toContain('৮:০০ পূর্বাহ্ণ');
    expect(covered).not.toMatch(/[A-Za-z0-9]/);
  });

  it("write a day's period by the brand's day, in either language", () => {
    // 00:00 in Dhaka is 18:00 the day before in UTC.
    const day = { kind: 'SALARY' as const, periodStart: '2026-11-27T18:00:00.000Z', periodEnd: '2026-11-28T18:00:00.000Z' };
    expect(formatPeriod(day, 'en', ZONE)).toBe('Nov 28, 2026');
    expect(formatPeriod(day, 'bn', ZONE)).not.toMatch(/[A-Za-z0-9]/);
  });
});
