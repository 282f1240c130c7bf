import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SEAMLESS_HEADERS } from '@croupier/contract';
import { signatureOf, signedHeaders } from './signing';

describe('request signing', () => {
  it('is hex HMAC-SHA256 over timestamp, a dot and the raw body', () => {
    // An independent computation of the contract's rule, so the two cannot drift together.
    const expected = createHmac('sha256', 'a-shared-secret-of-some-length').update('1764000000000.{"launchToken":"abc"}').digest('hex');
    expect(signatureOf('a-shared-secret-of-some-length', '1764000000000', '{"launchToken":"abc"}')).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('puts provider, timestamp and signature in the contract headers', () => {
    const headers = signedHeaders('DEMO', 'a-shared-secret-of-some-length', '{"a":1}', 1_764_000_000_123);
    expect(headers).toEqual({
      [SEAMLESS_HEADERS.provider]: 'DEMO',
      [SEAMLESS_HEADERS.timestamp]: '1764000000123',
      [SEAMLESS_HEADERS.signature]: signatureOf('a-shared-secret-of-some-length', '1764000000123', '{"a":1}'),
    });
  });

  it('changes with every byte of the body, the timestamp and the secret', () => {
    const base = signatureOf('secret-one-secret-one', '1', '{"amountMinor":100}');
    expect(signatureOf('secret-one-secret-one', '1', '{"amountMinor":1000}')).not.toBe(base);
    expect(signatureOf('secret-one-secret-one', '1', '{"amountMinor":100} ')).not.toBe(base);
    expect(signatureOf('secret-one-secret-one', '2', '{"amountMinor":100}')).not.toBe(base);
    expect(signatureOf('secret-two-secret-two', '1', '{"amountMinor":100}')).not.toBe(base);
  });
});
