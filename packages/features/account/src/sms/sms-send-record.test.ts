import { describe, expect, it } from 'vitest';
import { readSmsSend, recordForWait, secondsLeft, writeSmsSend } from './sms-send-record';

describe('SMS send record', () => {
  it('gives 60 s per expiry minute, less the time gone, never below zero', () => {
    const record = { sentAtMs: 1_000_000, expiredMinutes: 3 };
    expect(secondsLeft(record, 1_000_000)).toBe(180);
    expect(secondsLeft(record, 1_000_000 + 45_500)).toBe(135);
    expect(secondsLeft(record, 1_000_000 + 999_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });

  it('turns a wait in seconds into a record with that many seconds left', () => {
    expect(secondsLeft(recordForWait(75, 5_000_000), 5_000_000)).toBe(75);
    // SPEC §9: the lockout is 5 minutes when the server names no time.
    expect(secondsLeft(recordForWait(null, 5_000_000), 5_000_000)).toBe(300);
  });

  it('keeps one record per purpose and ignores what it did not write', () => {
    writeSmsSend(window.localStorage, 'register', { sentAtMs: 1, expiredMinutes: 1 });
    expect(readSmsSend(window.localStorage, 'register')).toEqual({ sentAtMs: 1, expiredMinutes: 1 });
    expect(readSmsSend(window.localStorage, 'login')).toBeNull();
    window.localStorage.setItem('croupier.smsSent.password', '{"sentAtMs":"soon"}');
    expect(readSmsSend(window.localStorage, 'password')).toBeNull();
  });
});
