import { describe, expect, it } from 'vitest';
import { PAYMENT_PASSWORD_MAX_LENGTH, PAYMENT_PASSWORD_MIN_LENGTH } from '@croupier/domain';
import { firstPaymentPasswordForm, setPaymentPassword } from './withdrawals';

const good = { loginPassword: 'Login#2026', paymentPassword: 'Pay#7788', confirmPaymentPassword: 'Pay#7788' };
const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; code: string }[] } | undefined }) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.code]);

describe('the first payment password form', () => {
  it('holds the call’s own bounds, for the form to read', () => {
    expect(firstPaymentPasswordForm.shape.paymentPassword.minLength).toBe(PAYMENT_PASSWORD_MIN_LENGTH);
    expect(firstPaymentPasswordForm.shape.paymentPassword.maxLength).toBe(PAYMENT_PASSWORD_MAX_LENGTH);
    expect(firstPaymentPasswordForm.shape.confirmPaymentPassword.maxLength).toBe(PAYMENT_PASSWORD_MAX_LENGTH);
    expect(firstPaymentPasswordForm.shape.loginPassword.maxLength).toBe(128);
  });

  it('names every mistake at once: an empty login password, a short one, two that differ', () => {
    expect(firstPaymentPasswordForm.safeParse(good).success).toBe(true);
    expect(issuesOf(firstPaymentPasswordForm.safeParse({ ...good, loginPassword: '', confirmPaymentPassword: 'Pay#7789' }))).toEqual([
      ['loginPassword', 'too_small'],
      ['confirmPaymentPassword', 'custom'],
    ]);
    expect(issuesOf(firstPaymentPasswordForm.safeParse({ ...good, paymentPassword: 'abc' }))).toContainEqual(['paymentPassword', 'too_small']);
    expect(issuesOf(firstPaymentPasswordForm.safeParse({ ...good, paymentPassword: 'x'.repeat(PAYMENT_PASSWORD_MAX_LENGTH + 1) }))).toContainEqual(['paymentPassword', 'too_big']);
  });

  it('refuses the login password as the payment password, which the call leaves to the server’s service', () => {
    const same = { loginPassword: 'Same#2026', paymentPassword: 'Same#2026', confirmPaymentPassword: 'Same#2026' };
    expect(issuesOf(firstPaymentPasswordForm.safeParse(same))).toEqual([['paymentPassword', 'custom']]);
    expect(setPaymentPassword.secret?.safeParse(same).success).toBe(true);
  });
});
