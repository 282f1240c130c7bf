import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@croupier/i18n';
import bn from '../../../../i18n/src/locales/bn/account.json';
import en from '../../../../i18n/src/locales/en/account.json';
import { ACCOUNT_ERROR_CODES } from './account-error';

/** SPEC §8 phone and SMS errors: each has its own message, in both languages. */
const SMS_ERROR_CODES = [
  'SMS_INVALID_PHONE',
  'SMS_MISSING_PHONE',
  'SMS_TOO_MANY_REQUESTS',
  'SMS_INVALID_CODE',
  'SMS_MISSING_CODE',
  'CAPTCHA_INVALID',
  'SMS_QUOTA',
  'FEATURE_DISABLED',
  'SMS_CODE_EXPIRED',
] as const;

describe('account error messages', () => {
  it.each(SMS_ERROR_CODES)('has a message for %s in Bengali and English', (code) => {
    expect(ACCOUNT_ERROR_CODES).toContain(code);
    expect(en.errors[code]).toBeTruthy();
    expect(bn.errors[code]).toBeTruthy();
    expect(bn.errors[code]).not.toBe(en.errors[code]);
  });

  it('has the unknown error in both languages', () => {
    expect(en.errors.unknown).toBeTruthy();
    expect(bn.errors.unknown).not.toBe(en.errors.unknown);
  });

  it('has every code the feature maps, in both languages', () => {
    for (const code of ACCOUNT_ERROR_CODES) {
      expect(en.errors[code], code).toBeTruthy();
      expect(bn.errors[code], code).toBeTruthy();
    }
  });

  it('says the SMS lockout in minutes', () => {
    expect(en.errors.SMS_TOO_MANY_REQUESTS).toContain('{{minutes}}');
    expect(bn.errors.SMS_TOO_MANY_REQUESTS).toContain('{{minutes}}');
  });

  it('keeps account words out of the bundled dictionaries', () => {
    expect(Object.keys(RESOURCES.en)).not.toContain('account');
  });
});
