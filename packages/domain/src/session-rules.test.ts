import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile, mustChangePasswordAfterLogin, smsCountdownSeconds } from './session-rules';

describe('smsCountdownSeconds', () => {
  const sentAt = 1_000_000;
  it('is 60 seconds per expiry minute, defaulting to one minute', () => {
    expect(smsCountdownSeconds(5, sentAt, sentAt)).toBe(300);
    expect(smsCountdownSeconds(undefined, sentAt, sentAt)).toBe(60);
    expect(smsCountdownSeconds(0, sentAt, sentAt)).toBe(60);
  });
  it('subtracts the time gone since sending, and stops at zero', () => {
    expect(smsCountdownSeconds(1, sentAt, sentAt + 15_500)).toBe(45);
    expect(smsCountdownSeconds(1, sentAt, sentAt + 61_000)).toBe(0);
    expect(smsCountdownSeconds(1, sentAt, sentAt - 5_000)).toBe(60);
  });
});

describe('mustChangePasswordAfterLogin', () => {
  const base = { loginType: 'username' as const, initialPassword: false, passwordExpired: false, expiryChangeEnabled: true };
  it('forces a change for the initial password, and for an expired one when the brand enforces expiry', () => {
    expect(mustChangePasswordAfterLogin({ ...base, initialPassword: true })).toBe(true);
    expect(mustChangePasswordAfterLogin({ ...base, passwordExpired: true })).toBe(true);
    expect(mustChangePasswordAfterLogin({ ...base, passwordExpired: true, expiryChangeEnabled: false })).toBe(false);
    expect(mustChangePasswordAfterLogin(base)).toBe(false);
  });
  it('never forces a change after an SMS login', () => {
    expect(mustChangePasswordAfterLogin({ ...base, loginType: 'sms', initialPassword: true, passwordExpired: true })).toBe(false);
  });
});

describe('masking', () => {
  it('keeps the ends of a mobile number and the domain of an email', () => {
    expect(maskMobile('01712345678')).toBe('017*****678');
    expect(maskMobile('12345')).toBe('*****');
    expect(maskEmail('rahim@example.com')).toBe('r***@example.com');
    expect(maskEmail('bad')).toBe('***');
  });
});
