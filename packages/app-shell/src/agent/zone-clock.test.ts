import { describe, expect, it } from 'vitest';
import { clockText, gmtOffsetLabel } from './zone-clock';

describe('the back office clock', () => {
  it("names the brand zone's offset from GMT, half hours and daylight saving included", () => {
    const winter = Date.parse('2026-01-15T12:00:00Z');
    const summer = Date.parse('2026-07-15T12:00:00Z');
    expect(gmtOffsetLabel(winter, 'Asia/Dhaka')).toBe('GMT+6');
    expect(gmtOffsetLabel(winter, 'Asia/Kolkata')).toBe('GMT+5:30');
    expect(gmtOffsetLabel(winter, 'Asia/Kathmandu')).toBe('GMT+5:45');
    expect(gmtOffsetLabel(winter, 'UTC')).toBe('GMT+0');
    expect(gmtOffsetLabel(winter, 'America/New_York')).toBe('GMT-5');
    expect(gmtOffsetLabel(summer, 'America/New_York')).toBe('GMT-4');
    expect(gmtOffsetLabel(winter, 'America/St_Johns')).toBe('GMT-3:30');
  });

  it("tells the date and time to the second in the brand zone, in the reader's digits", () => {
    // 18:30:05 UTC is already the next day in Dhaka.
    const atMs = Date.parse('2026-11-21T18:30:05Z');
    expect(clockText(atMs, 'Asia/Dhaka', 'en')).toBe('11/22/2026, 00:30:05');
    expect(clockText(atMs, 'Asia/Dhaka', 'bn')).toContain('০০:৩০:০৫');
  });
});
