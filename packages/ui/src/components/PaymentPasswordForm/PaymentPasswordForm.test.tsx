import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { samplePaymentPasswordRules } from '../../storybookSupport/paymentPasswordRules';
import { renderWithUi } from '../../../testing/renderWithUi';
import { PaymentPasswordForm, type PaymentPasswordWords } from './PaymentPasswordForm';
import { paymentPasswordProblems } from './paymentPasswordProblems';

const words: PaymentPasswordWords = (key, bounds) => (key.startsWith('problems.') || key === 'paymentPasswordHint' ? `${key} ${bounds.min}-${bounds.max}` : key);

function renderForm(onSubmit: () => Promise<void>, language: 'en' | 'bn' = 'en') {
  return renderWithUi(<PaymentPasswordForm rules={samplePaymentPasswordRules} words={words} onSubmit={onSubmit} failureText={(error) => `failed: ${(error as Error).message}`} testIdPrefix="pp" />, language);
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const errorOf = (testId: string) => {
  const id = field(testId).getAttribute('aria-describedby')?.split(' ')[0];
  const element = id ? document.getElementById(id) : null;
  return element?.getAttribute('role') === 'alert' ? element.textContent : null;
};
const type = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });

describe('paymentPasswordProblems', () => {
  const check = (loginPassword: string, paymentPassword: string, confirmPaymentPassword: string) =>
    paymentPasswordProblems(samplePaymentPasswordRules, { loginPassword, paymentPassword, confirmPaymentPassword });

  it('names one problem a field, from the schema', () => {
    expect(check('', '', '')).toEqual({ loginPassword: 'loginEmpty', paymentPassword: 'tooShort' });
    expect(check('login', 'x'.repeat(33), '')).toEqual({ paymentPassword: 'tooLong' });
    expect(check('Login#1', 'Login#1', 'Login#1')).toEqual({ paymentPassword: 'sameAsLogin' });
    expect(check('', 'Pay#7788', 'Pay#7789')).toEqual({ loginPassword: 'loginEmpty', confirmPaymentPassword: 'mismatch' });
    expect(check('Login#1', 'Pay#7788', 'Pay#7788')).toEqual({});
  });

  it('judges the second typing only once the first is right', () => {
    expect(check('Login#1', 'Login#1', 'other')).toEqual({ paymentPassword: 'sameAsLogin' });
    expect(check('Login#1', 'abc', 'abcd')).toEqual({ paymentPassword: 'tooShort' });
  });
});

describe('PaymentPasswordForm', () => {
  it('reads its bounds from the rules, in the reader’s digits', () => {
    renderForm(async () => {}, 'bn');
    expect(field('pp-new-payment-password').maxLength).toBe(32);
    expect(field('pp-login-password').maxLength).toBe(128);
    expect(screen.getByText('paymentPasswordHint ৬-৩২')).toBeTruthy();
  });

  it('names the problems before sending, clears them on any edit, then sends the three passwords', async () => {
    const onSubmit = vi.fn(async () => {});
    renderForm(onSubmit);
    fireEvent.click(screen.getByTestId('pp-password-submit'));
    expect(errorOf('pp-login-password')).toBe('problems.loginEmpty 6-32');
    expect(errorOf('pp-new-payment-password')).toBe('problems.tooShort 6-32');
    type('pp-login-password', 'Login#1');
    expect(errorOf('pp-new-payment-password')).toBeNull();
    type('pp-new-payment-password', 'Pay#7788');
    type('pp-confirm-payment-password', 'Pay#7788');
    fireEvent.click(screen.getByTestId('pp-password-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ loginPassword: 'Login#1', paymentPassword: 'Pay#7788', confirmPaymentPassword: 'Pay#7788' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is busy while sending, sends once however often pressed, and shows a refusal as an alert', async () => {
    let refuse: (error: Error) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((_, reject) => (refuse = reject)));
    renderForm(onSubmit);
    type('pp-login-password', 'Login#1');
    type('pp-new-payment-password', 'Pay#7788');
    type('pp-confirm-payment-password', 'Pay#7788');
    fireEvent.click(screen.getByTestId('pp-password-submit'));
    fireEvent.click(screen.getByTestId('pp-password-submit'));
    await waitFor(() => expect(screen.getByTestId('pp-password-submit').getAttribute('aria-busy')).toBe('true'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    refuse(new Error('WRONG_PASSWORD'));
    expect((await screen.findByRole('alert')).textContent).toBe('failed: WRONG_PASSWORD');
    expect(screen.getByTestId('pp-password-message')).toBe(screen.getByRole('alert'));
    type('pp-login-password', 'Login#2');
    expect(screen.queryByTestId('pp-password-message')).toBeNull();
  });
});
