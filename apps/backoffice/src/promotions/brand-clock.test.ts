import { describe, expect, it } from 'vitest';
import { brandTimeOf, gmtLabel, instantOfBrandTime } from './brand-clock';

describe('the brand’s clock', () => {
  it('reads a wall-clock time in the brand’s zone as the instant it is there', () => {
    expect(new Date(instantOfBrandTime('2026-12-01T09:30', 'Asia/Dhaka') ?? 0).toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(new Date(instantOfBrandTime('2026-12-01T09:30', 'Asia/Kolkata') ?? 0).toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(new Date(instantOfBrandTime('2026-12-01T00:00', 'UTC') ?? 0).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('counts daylight saving on either side of a change of clocks', () => {
    // New York: EST (-5) in January, EDT (-4) in July
    expect(new Date(instantOfBrandTime('2027-01-15T12:00', 'America/New_York') ?? 0).toISOString()).toBe('2027-01-15T17:00:00.000Z');
    expect(new Date(instantOfBrandTime('2027-07-15T12:00', 'America/New_York') ?? 0).toISOString()).toBe('2027-07-15T16:00:00.000Z');
  });

  it('refuses what is no wall-clock time', () => {
    expect(instantOfBrandTime('', 'Asia/Dhaka')).toBeNull();
    expect(instantOfBrandTime('2026-02-30T10:00', 'Asia/Dhaka')).toBeNull();
    expect(instantOfBrandTime('tomorrow', 'Asia/Dhaka')).toBeNull();
  });

  it('writes an instant back as the brand’s wall-clock time, and names the offset', () => {
    const instant = Date.parse('2026-12-01T03:30:00.000Z');
    expect(brandTimeOf(instant, 'Asia/Dhaka')).toBe('2026-12-01T09:30');
    expect(instantOfBrandTime(brandTimeOf(instant, 'America/Sao_Paulo'), 'America/Sao_Paulo')).toBe(instant);
    expect(gmtLabel(instant, 'Asia/Dhaka')).toBe('GMT+6');
    expect(gmtLabel(instant, 'Asia/Kolkata')).toBe('GMT+5:30');
    expect(gmtLabel(instant, 'America/Sao_Paulo')).toBe('GMT-3');
  });
});
