import { describe, expect, it } from 'vitest';
import { SystemStatus, resolveSystemStatus } from './system-status';
import { roleOf } from './member';
import { splitMinorUnits } from './money';

describe('resolveSystemStatus', () => {
  it('lets maintenance win over region restriction', () => {
    expect(resolveSystemStatus({ maintenance: true, regionRestricted: true })).toBe(SystemStatus.Maintenance);
    expect(resolveSystemStatus({ maintenance: false, regionRestricted: true })).toBe(SystemStatus.RegionRestricted);
    expect(resolveSystemStatus({ maintenance: false, regionRestricted: false })).toBe(SystemStatus.Normal);
  });
});

describe('roleOf', () => {
  it('maps member types to roles', () => {
    expect(roleOf(undefined)).toBe('guest');
    expect([1, 2, 41, 42].map(roleOf)).toEqual(['agent', 'agent', 'agent', 'agent']);
    expect(roleOf(4)).toBe('trial');
    expect(roleOf(0)).toBe('member');
    expect(roleOf(3)).toBe('member');
  });
});

describe('splitMinorUnits', () => {
  it('splits by digits without floating point', () => {
    expect(splitMinorUnits(123456, 2)).toEqual({ whole: '1234', fraction: '56', negative: false });
    expect(splitMinorUnits(-5, 2)).toEqual({ whole: '0', fraction: '05', negative: true });
    expect(splitMinorUnits(900719925474099, 2).whole).toBe('9007199254740');
    expect(splitMinorUnits(42, 0)).toEqual({ whole: '42', fraction: '', negative: false });
  });
  it('refuses fractions of a minor unit', () => {
    expect(() => splitMinorUnits(1.5, 2)).toThrow(RangeError);
  });
});
