import { describe, expect, it } from 'vitest';
import { ApiError } from '@croupier/api-client';
import { CASHIER_ERROR_CODES } from '@croupier/contract';
import { createI18n } from '@croupier/i18n';
import { WITHDRAW_MESSAGE_CODES, withdrawErrorKey, withdrawOutcomeUnknown } from './withdraw-error';

const failure = (code: ConstructorParameters<typeof ApiError>[0], status: number) => new ApiError(code, 'x', status, 'createWithdrawal');

describe('withdraw error messages', () => {
  it('has a message for every code it names, and for the login password, uncertain, unanswered and unknown outcomes, in both languages', async () => {
    for (const language of ['bn', 'en'] as const) {
      const i18n = createI18n(language, language);
      await i18n.loadNamespaces('cashier');
      for (const code of [...WITHDRAW_MESSAGE_CODES, 'WRONG_LOGIN_PASSWORD', 'uncertain', 'noAnswer', 'unknown']) {
        expect(i18n.exists(`cashier:withdraw.errors.${code}`), `${language} ${code}`).toBe(true);
      }
    }
  });

  it('words every cashier code a member\'s withdrawal can meet, and no operator\'s', () => {
    const memberCodes = CASHIER_ERROR_CODES.filter((code) => code !== 'SECOND_APPROVER_REQUIRED' && code !== 'DEPOSIT_NOT_FOUND');
    for (const code of memberCodes) expect(withdrawErrorKey(failure(code, 400), 'withdraw')).toBe(`cashier:withdraw.errors.${code}`);
    expect(withdrawErrorKey(failure('SECOND_APPROVER_REQUIRED', 409), 'withdraw')).toBe('cashier:withdraw.errors.unknown');
    expect(withdrawErrorKey(failure('INSUFFICIENT_FUNDS', 409), 'withdraw')).toBe('cashier:withdraw.errors.INSUFFICIENT_FUNDS');
  });

  it('reads a wrong password as the login password\'s while setting the payment password', () => {
    expect(withdrawErrorKey(failure('WRONG_PASSWORD', 401), 'withdraw')).toBe('cashier:withdraw.errors.WRONG_PASSWORD');
    expect(withdrawErrorKey(failure('WRONG_PASSWORD', 401), 'password')).toBe('cashier:withdraw.errors.WRONG_LOGIN_PASSWORD');
  });

  it('calls a lost answer to a withdrawal uncertain, to anything else unanswered, and a refusal neither', () => {
    expect(withdrawErrorKey(failure('NETWORK', 0), 'withdraw')).toBe('cashier:withdraw.errors.uncertain');
    expect(withdrawErrorKey(failure('INTERNAL', 500), 'withdraw')).toBe('cashier:withdraw.errors.uncertain');
    expect(withdrawErrorKey(failure('NETWORK', 0), 'bind')).toBe('cashier:withdraw.errors.noAnswer');
    expect(withdrawOutcomeUnknown(failure('NETWORK', 0))).toBe(true);
    expect(withdrawOutcomeUnknown(failure('TURNOVER_REQUIRED', 409))).toBe(false);
    expect(withdrawOutcomeUnknown(failure('MAINTENANCE', 503))).toBe(false);
    expect(withdrawErrorKey(new Error('boom'), 'receipt')).toBe('cashier:withdraw.errors.unknown');
  });
});
