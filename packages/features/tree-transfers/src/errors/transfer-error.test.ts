import { describe, expect, it } from 'vitest';
import { ApiError } from '@croupier/api-client';
import bn from '../../../../i18n/src/locales/bn/transfers.json';
import en from '../../../../i18n/src/locales/en/transfers.json';
import { PASSWORD_MESSAGE_CODES, TRANSFER_MESSAGE_CODES, outcomeUnknown, passwordErrorKey, transferErrorKey } from './transfer-error';

const refusal = (code: ConstructorParameters<typeof ApiError>[0], status = 400) => new ApiError(code, 'refused', status, 'transferToUpline');

describe('transfer errors', () => {
  it('word every refusal of the tree and of the payment password, in both languages', () => {
    for (const dictionary of [bn, en]) {
      for (const code of TRANSFER_MESSAGE_CODES) expect(dictionary.errors[code], code).toBeTruthy();
      for (const code of PASSWORD_MESSAGE_CODES) expect(dictionary.passwordSetup.errors[code], code).toBeTruthy();
    }
  });

  it('name the refusal, and call a lost answer uncertain rather than failed', () => {
    expect(transferErrorKey(refusal('NOT_IN_DOWNLINE', 404))).toBe('transfers:errors.NOT_IN_DOWNLINE');
    expect(transferErrorKey(refusal('INTERNAL', 500))).toBe('transfers:errors.uncertain');
    expect(transferErrorKey(new ApiError('NETWORK', 'lost', 0, 'transferToUpline'))).toBe('transfers:errors.uncertain');
    expect(transferErrorKey(refusal('BET_LIMIT'))).toBe('transfers:errors.unknown');
    expect(outcomeUnknown(refusal('RATE_LIMITED', 429))).toBe(false);
  });

  it('read WRONG_PASSWORD as the login password while the payment password is being set', () => {
    expect(passwordErrorKey(refusal('WRONG_PASSWORD'))).toBe('transfers:passwordSetup.errors.WRONG_PASSWORD');
    expect(passwordErrorKey(refusal('INTERNAL', 500))).toBe('transfers:passwordSetup.errors.unknown');
  });
});
