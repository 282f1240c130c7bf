import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALL_CALLS } from './registry';
import { getTransferTargets, transferToDownline, transferToUpline } from './transfers';

function secretOf<Secret extends z.ZodType>(call: { name: string; secret?: Secret }): Secret {
  if (!call.secret) throw new Error(`${call.name} has no sealed fields`);
  return call.secret;
}
const upline = secretOf(transferToUpline);
const downline = secretOf(transferToDownline);

const good = { amountMinor: 12_345, paymentPassword: 'pay-246810', requestId: 'transfer-0001' };

describe('tree transfer calls', () => {
  it('are member calls with sealed bodies, listed with every call', () => {
    for (const call of [getTransferTargets, transferToUpline, transferToDownline]) {
      expect(ALL_CALLS).toContain(call);
      expect(call.auth).toBe(true);
    }
    expect(transferToUpline.body.safeParse({ amountMinor: 1 }).success).toBe(false);
  });

  it('take an amount of whole minor units above zero, and nothing else', () => {
    expect(upline.safeParse(good).success).toBe(true);
    expect(upline.safeParse({ ...good, amountMinor: Number.MAX_SAFE_INTEGER }).success).toBe(true);
    for (const amountMinor of [0, -1, 1.5, '100', Number.MAX_SAFE_INTEGER + 1, 1e21, null]) {
      expect(upline.safeParse({ ...good, amountMinor }).success, String(amountMinor)).toBe(false);
      expect(downline.safeParse({ ...good, username: 'agent_b', amountMinor }).success, String(amountMinor)).toBe(false);
    }
  });

  it('need the payment password and a request id, and refuse fields of their own making', () => {
    expect(upline.safeParse({ ...good, paymentPassword: '' }).success).toBe(false);
    expect(upline.safeParse({ ...good, requestId: 'short' }).success).toBe(false);
    expect(upline.safeParse({ ...good, toUsername: 'someone' }).success).toBe(false);
    expect(downline.safeParse({ ...good, username: '   ' }).success).toBe(false);
    expect(downline.parse({ ...good, username: ' agent_b ' }).username).toBe('agent_b');
  });

  it('answer a member with the upline and an agent with the balance only', () => {
    const wallet = { availableMinor: 500, currency: 'BDT', currencySymbol: '৳', scale: 2, hasPaymentPassword: true };
    expect(getTransferTargets.value.parse({ role: 'member', upline: { username: 'demo_agent' }, ...wallet })).toMatchObject({ upline: { username: 'demo_agent' } });
    expect(getTransferTargets.value.safeParse({ role: 'member', upline: null, ...wallet }).success).toBe(true);
    expect(getTransferTargets.value.parse({ role: 'agent', ...wallet })).not.toHaveProperty('upline');
  });
});
