import { describe, expect, it } from 'vitest';
import { ApiError } from '@croupier/api-client';
import { MONEY_ERROR_CODES } from '@croupier/contract';
import { createI18n } from '@croupier/i18n';
import { WALLET_ERROR_CODES, outcomeUnknown, walletErrorKey } from './wallet-error';

const failure = (code: ConstructorParameters<typeof ApiError>[0], status: number) => new ApiError(code, 'x', status, 'walletTransfer');

describe('wallet error messages', () => {
  it('has a message for every code it names, and for uncertain and unknown outcomes, in both languages', async () => {
    for (const language of ['bn', 'en'] as const) {
      const i18n = createI18n(language, language);
      await i18n.loadNamespaces('wallet');
      for (const code of [...WALLET_ERROR_CODES, 'uncertain', 'unknown']) expect(i18n.exists(`wallet:errors.${code}`), `${language} ${code}`).toBe(true);
    }
  });

  it('covers every money code a member transfer can meet', () => {
    for (const code of ['INSUFFICIENT_FUNDS', 'IDEMPOTENCY_CONFLICT', 'WALLET_NOT_FOUND'] as const) {
      expect(MONEY_ERROR_CODES).toContain(code);
      expect(walletErrorKey(failure(code, 409))).toBe(`wallet:errors.${code}`);
    }
    expect(walletErrorKey(failure('FEATURE_DISABLED', 403))).toBe('wallet:errors.FEATURE_DISABLED');
  });

  it('calls a lost answer or a server failure uncertain, and a refusal not', () => {
    expect(walletErrorKey(failure('NETWORK', 0))).toBe('wallet:errors.uncertain');
    expect(walletErrorKey(failure('INTERNAL', 500))).toBe('wallet:errors.uncertain');
    expect(outcomeUnknown(failure('NETWORK', 0))).toBe(true);
    expect(outcomeUnknown(failure('INSUFFICIENT_FUNDS', 409))).toBe(false);
    // Maintenance answers before anything is done: a refusal, though its status is 503.
    expect(outcomeUnknown(failure('MAINTENANCE', 503))).toBe(false);
    expect(walletErrorKey(failure('MAINTENANCE', 503))).toBe('wallet:errors.MAINTENANCE');
  });

  it('reads anything else as the unknown error', () => {
    expect(walletErrorKey(failure('SIGNATURE_INVALID', 401))).toBe('wallet:errors.unknown');
    expect(walletErrorKey(new Error('boom'))).toBe('wallet:errors.unknown');
  });
});
