import { describe, expect, it } from 'vitest';
import { createDeposit } from '@croupier/contract';
import { checkReference } from './reference';

describe('checkReference', () => {
  it('takes a transaction id as the apps show it, trimmed', () => {
    expect(checkReference('  8N7A6D5C4B ')).toEqual({ ok: true, reference: '8N7A6D5C4B' });
    expect(checkReference('FT 2026/11-22#07.a_b')).toEqual({ ok: true, reference: 'FT 2026/11-22#07.a_b' });
  });

  it('names what is wrong', () => {
    expect(checkReference('   ')).toEqual({ ok: false, problem: 'empty' });
    expect(checkReference('ab1')).toEqual({ ok: false, problem: 'short' });
    expect(checkReference('x'.repeat(65))).toEqual({ ok: false, problem: 'long' });
    expect(checkReference('TRX:1234')).toEqual({ ok: false, problem: 'characters' });
    expect(checkReference('ট্রানজ্যাকশন১২৩৪')).toEqual({ ok: false, problem: 'characters' });
  });

  it('agrees with the contract on every sample', () => {
    const samples = ['abcd', 'abc', ' abcd ', 'x'.repeat(64), 'x'.repeat(65), 'a+b=c', 'TRX 12/34', '', '####', 'a\tbcd', 'বিকাশ১২৩৪'];
    for (const sample of samples) {
      const body = { channelCode: 'BKASH', amountMinor: 100, reference: sample, requestId: 'a'.repeat(32) };
      expect(checkReference(sample).ok, JSON.stringify(sample)).toBe(createDeposit.body.safeParse(body).success);
    }
  });
});
