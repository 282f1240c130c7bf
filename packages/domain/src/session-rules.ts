import type { LoginType } from './accounts';
import { SMS_SECONDS_PER_EXPIRY_MINUTE } from './constants';

/** Default SMS expiry when the server names none (SPEC §4: default 1 minute). */
export const DEFAULT_SMS_EXPIRY_MINUTES = 1;

/**
 * SPEC §4 SMS countdown: 60 seconds per expiry minute, less the time already gone since the code was
 * sent, so a reload mid-countdown resumes where it was. Never negative.
 */
export function smsCountdownSeconds(expiredMinutes: number | null | undefined, sentAtMs: number, nowMs: number): number {
  const minutes = expiredMinutes && expiredMinutes > 0 ? expiredMinutes : DEFAULT_SMS_EXPIRY_MINUTES;
  const totalSeconds = minutes * SMS_SECONDS_PER_EXPIRY_MINUTE;
  const elapsedSeconds = Math.max(0, Math.floor((nowMs - sentAtMs) / 1000));
  return Math.max(0, totalSeconds - elapsedSeconds);
}

/**
 * SPEC §4 login success: the change-password popup opens when the password is the account's initial
 * one, or when it has expired and the brand enforces expiry; never for SMS logins, which use no password.
 */
export function mustChangePasswordAfterLogin(input: {
  loginType: LoginType;
  initialPassword: boolean;
  passwordExpired: boolean;
  expiryChangeEnabled: boolean;
}): boolean {
  if (input.loginType === 'sms') return false;
  return input.initialPassword || (input.passwordExpired && input.expiryChangeEnabled);
}

/** "01712345678" -> "017****678": enough for a person to recognise their own number, no more. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length <= 6) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}

/** "rahim@example.com" -> "r***@example.com" */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
