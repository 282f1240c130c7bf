import { describe, expect, it } from 'vitest';
import { dayInZone, daysInRange, lastDays, presetRange, shiftDay } from './calendar-days';

describe('calendar days', () => {
  it('counts today in the brand time zone, not the browser one', () => {
    // 20:00 UTC on 20 November is already 21 November in Dhaka (UTC+6).
    const atMs = Date.parse('2026-11-20T20:00:00Z');
    expect(dayInZone(atMs, 'Asia/Dhaka')).toBe('2026-11-21');
    expect(dayInZone(atMs, 'UTC')).toBe('2026-11-20');
  });

  it('makes the presets end today, today counted', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('last7', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('last30', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(lastDays(90, '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
  });

  it('moves days across month ends and leap days by the calendar alone', () => {
    expect(shiftDay('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    // the day daylight saving starts in Europe is still one day
    expect(shiftDay('2026-03-29', 1)).toBe('2026-03-30');
  });

  it('counts the days of a range with both ends, across leap days', () => {
    expect(daysInRange('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInRange('2024-02-28', '2024-03-01')).toBe(3);
    expect(daysInRange('2026-01-01', '2026-03-31')).toBe(90);
  });
});
