import { describe, expect, it } from 'vitest';
import { ApiError } from '@croupier/api-client';
import { CASHIER_ERROR_CODES } from '@croupier/contract';
import { createI18n } from '@croupier/i18n';
import { CASHIER_MESSAGE_CODES, cashierErrorKey, outcomeUnknown } from './cashier-error';

const failure = (code: ConstructorParameters<typeof ApiError>[0], status: number) => new ApiError(code, 'x', status, 'createDeposit');

describe('cashier error messages', () => {
  it('has a message for every code it names, and for uncertain and unknown outcomes, in both languages', async () => {
    for (const language of ['bn', 'en'] as const) {
      const i18n = createI18n(language, language);
      await i18n.loadNamespaces('cashier');
      for (const code of [...CASHIER_MESSAGE_CODES, 'uncertain', 'unknown']) expect(i18n.exists(`cashier:errors.${code}`), `${language} ${code}`).toBe(true);
    }
  });

  it('words every cashier code a member\'s deposit can meet', () => {
    for (const code of ['CASHIER_LIMIT', 'CHANNEL_NOT_FOUND', 'DEPOSIT_NOT_FOUND', 'ALREADY_DECIDED', 'PROOF_INVALID'] as const) {
      expect(CASHIER_ERROR_CODES).toContain(code);
      expect(cashierErrorKey(failure(code, 400))).toBe(`cashier:errors.${code}`);
    }
    expect(cashierErrorKey(failure('IDEMPOTENCY_CONFLICT', 409))).toBe('cashier:errors.IDEMPOTENCY_CONFLICT');
    // An operator's code never reaches a player.
    expect(cashierErrorKey(failure('SECOND_APPROVER_REQUIRED', 409))).toBe('cashier:errors.unknown');
  });

  it('calls a lost answer or a server failure uncertain, and a refusal not', () => {
    expect(cashierErrorKey(failure('NETWORK', 0))).toBe('cashier:errors.uncertain');
    expect(cashierErrorKey(failure('INTERNAL', 500))).toBe('cashier:errors.uncertain');
    expect(outcomeUnknown(failure('NETWORK', 0))).toBe(true);
    expect(outcomeUnknown(failure('CASHIER_LIMIT', 400))).toBe(false);
    // Maintenance answers before anything is done: a refusal, though its status is 503.
    expect(outcomeUnknown(failure('MAINTENANCE', 503))).toBe(false);
  });

  it('reads anything else as the unknown error', () => {
    expect(cashierErrorKey(failure('FORBIDDEN', 403))).toBe('cashier:errors.unknown');
    expect(cashierErrorKey(new Error('boom'))).toBe('cashier:errors.unknown');
  });
});
