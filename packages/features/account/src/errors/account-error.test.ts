import { describe, expect, it } from 'vitest';
import { ApiError } from '@croupier/api-client';
import { accountErrorText } from './account-error';

describe('accountErrorText', () => {
  it('names the dictionary entry of a known code', () => {
    expect(accountErrorText(new ApiError('NON_AGENT', 'x', 403, 'login')).key).toBe('account:errors.NON_AGENT');
  });

  it('reads anything else as the unknown error', () => {
    expect(accountErrorText(new ApiError('INTERNAL', 'stack trace', 500, 'login')).key).toBe('account:errors.unknown');
    expect(accountErrorText(new TypeError('boom')).key).toBe('account:errors.unknown');
  });

  it('gives the wait of a lockout in minutes, five when the server names none', () => {
    expect(accountErrorText(new ApiError('SMS_TOO_MANY_REQUESTS', 'x', 429, 'sms', { retryAfterSeconds: 125 })).values).toEqual({ seconds: 125, minutes: 3 });
    expect(accountErrorText(new ApiError('SMS_TOO_MANY_REQUESTS', 'x', 429, 'sms')).values).toEqual({ seconds: 0, minutes: 5 });
  });
});
