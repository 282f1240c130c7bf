import { describe, expect, it } from 'vitest';
import { ALL_CALLS, envelopeSchema, getSystemStatus } from './index';

describe('contract', () => {
  it('gives every call a unique method and path', () => {
    const keys = ALL_CALLS.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const call of ALL_CALLS) expect(call.path).toMatch(/^\/(wps|lgw)\//);
  });

  it('parses both envelope shapes and refuses a mixed one', () => {
    const envelope = envelopeSchema(getSystemStatus.value);
    expect(envelope.safeParse({ success: true, value: { status: 1, ip: '1.2.3.4', maintenance: { title: 't', message: 'm', until: null } } }).success).toBe(true);
    expect(envelope.safeParse({ success: false, code: 'MAINTENANCE', message: 'down' }).success).toBe(true);
    expect(envelope.safeParse({ success: true, code: 'MAINTENANCE' }).success).toBe(false);
    expect(envelope.safeParse({ success: true, value: { status: 3, ip: 'x', maintenance: null } }).success).toBe(false);
  });

  it('refuses unknown query keys', () => {
    expect(getSystemStatus.query.safeParse({ lang: 'bn' }).success).toBe(true);
    expect(getSystemStatus.query.safeParse({ lang: 'xx' }).success).toBe(false);
    expect(getSystemStatus.query.safeParse({ other: '1' }).success).toBe(false);
  });
});
