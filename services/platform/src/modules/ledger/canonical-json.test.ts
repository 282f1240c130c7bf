import { describe, expect, it } from 'vitest';
import { canonicalJson, payloadSha256 } from './canonical-json';

describe('canonical JSON of idempotency payloads', () => {
  it('sorts keys at every depth and writes bigints as plain numbers of any size', () => {
    expect(canonicalJson({ b: 1, a: { d: [2n, 'x'], c: null } })).toBe('{"a":{"c":null,"d":[2,"x"]},"b":1}');
    expect(canonicalJson({ amountMinor: 123456789012345678901234567890n })).toBe('{"amountMinor":123456789012345678901234567890}');
  });

  it('drops what JSON drops and refuses what JSON cannot carry', () => {
    expect(canonicalJson({ kept: true, gone: undefined, also: () => 1 })).toBe('{"kept":true}');
    expect(canonicalJson([undefined, 1])).toBe('[null,1]');
    expect(canonicalJson({ at: new Date('2026-01-02T03:04:05Z') })).toBe('{"at":"2026-01-02T03:04:05.000Z"}');
    expect(() => canonicalJson({ amount: Number.NaN })).toThrow(/\$\.amount is NaN/);
    expect(() => canonicalJson({ amount: Infinity })).toThrow(TypeError);
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
    expect(() => canonicalJson({ tag: Symbol('x') })).toThrow(/symbol/);
  });

  it('hashes equal payloads alike and different ones apart', () => {
    expect(payloadSha256({ from: 'MAIN', amountMinor: 5n })).toBe(payloadSha256({ amountMinor: 5, from: 'MAIN' }));
    expect(payloadSha256({ amountMinor: 5n })).not.toBe(payloadSha256({ amountMinor: '5' }));
    expect(payloadSha256({ amountMinor: 5n })).toMatch(/^[0-9a-f]{64}$/);
  });
});
