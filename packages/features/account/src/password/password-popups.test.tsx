import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleMemberInfo, sampleSessionIssued, startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { changePassword, forgotPasswordByEmail, getMemberInfo, resetPasswordByEmailToken, sendPasswordCode, setPasswordByPhone } from '@croupier/contract';
import { answerAccountBasics, loadBrand, renderAccount } from '../../testing/render-account';
import { ChangePasswordPopup } from './change-password-popup';
import { ForgotPasswordPopup } from './forgot-password-popup';
import { ResetPasswordScreen } from './reset-password-screen';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerAccountBasics(platform);
});

function type(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('forgot password', () => {
  it('by email: checks the username and email rules, sends a form, then confirms', async () => {
    platform.answer(forgotPasswordByEmail, () => ({ value: { sent: true as const } }));
    renderAccount(<ForgotPasswordPopup />, { platform, brand: loadBrand('northstar') });
    await screen.findByTestId('forgot-email-username');
    expect(screen.queryByTestId('forgot-tab-phone')).toBeNull();
    type('forgot-email-username', 'rahim01');
    type('forgot-email-email', 'not-an-email');
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    expect(await screen.findByText(/Must be an email address/)).toBeTruthy();
    expect(platform.requestsFor(forgotPasswordByEmail)).toHaveLength(0);
    type('forgot-email-email', 'rahim@example.com');
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    expect((await screen.findByTestId('forgot-confirmation')).textContent).toContain('rahim@example.com');
    const [sent] = platform.requestsFor(forgotPasswordByEmail);
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent?.body).toEqual({ username: 'rahim01', email: 'rahim@example.com' });
  });

  it('by email: names an unknown user', async () => {
    platform.answer(forgotPasswordByEmail, () => ({ failure: { code: 'UNKNOWN_USER', message: 'who' } }));
    renderAccount(<ForgotPasswordPopup />, { platform, brand: loadBrand('northstar') });
    await screen.findByTestId('forgot-email-username');
    type('forgot-email-username', 'nobody01');
    type('forgot-email-email', 'nobody@example.com');
    fireEvent.click(screen.getByTestId('forgot-email-submit'));
    expect((await screen.findByTestId('forgot-email-error')).textContent).toBe('The username or email does not exist.');
  });

  it('by phone: sends a code, sets the new password, logs in and goes home', async () => {
    platform.answer(sendPasswordCode, () => ({ value: { expiredMinutes: 1, sentAt: new Date().toISOString() } }));
    platform.answer(setPasswordByPhone, () => ({ value: sampleSessionIssued({ token: 'tok-reset-phone' }) }));
    const { record } = renderAccount(<ForgotPasswordPopup />, { platform, path: '/live' });
    fireEvent.click(await screen.findByTestId('forgot-tab-phone'));
    await waitFor(() => expect((screen.getByTestId('forgot-phone-mobile-dialing-code') as HTMLSelectElement).value).toBe('+880'));
    type('forgot-phone-mobile', '01712345678');
    fireEvent.click(screen.getByTestId('forgot-phone-send-code'));
    await waitFor(() => expect(Number(screen.getByTestId('forgot-phone-send-code').dataset.countdown)).toBeGreaterThan(0));
    type('forgot-phone-code', '123456');
    type('forgot-phone-password-new', 'Better#123');
    type('forgot-phone-password-confirm', 'Better#123');
    fireEvent.click(screen.getByTestId('forgot-phone-submit'));
    await waitFor(() => expect(record.sessions.map((issued) => issued.token)).toEqual(['tok-reset-phone']));
    expect(platform.requestsFor(setPasswordByPhone)[0]?.secret).toEqual({
      mobileNum: '01712345678',
      countryDialingCode: '+880',
      verificationCode: '123456',
      newPassword: 'Better#123',
      confirmNewPassword: 'Better#123',
    });
    await waitFor(() => expect(record.pathname).toBe('/'));
    expect(record.closedPopups).toBe(1);
  });

  it('by phone: a new password must pass the password rule and match its confirmation', async () => {
    renderAccount(<ForgotPasswordPopup />, { platform });
    fireEvent.click(await screen.findByTestId('forgot-tab-phone'));
    await waitFor(() => expect((screen.getByTestId('forgot-phone-mobile-dialing-code') as HTMLSelectElement).value).toBe('+880'));
    type('forgot-phone-mobile', '01712345678');
    type('forgot-phone-code', '123456');
    type('forgot-phone-password-new', 'weak');
    type('forgot-phone-password-confirm', 'other');
    fireEvent.click(screen.getByTestId('forgot-phone-submit'));
    expect(await screen.findByText(/Must be 8 to 20 characters with an uppercase letter/)).toBeTruthy();
    expect(screen.getByText('The two passwords are inconsistent')).toBeTruthy();
    expect(platform.requestsFor(setPasswordByPhone)).toHaveLength(0);
  });
});

describe('change password', () => {
  it('asks for the old password when the account has one, and keeps the new session', async () => {
    platform.answer(changePassword, () => ({ value: sampleSessionIssued({ token: 'tok-new' }) }));
    const { record } = renderAccount(<ChangePasswordPopup forced={false} />, { platform, token: 'tok-old' });
    await screen.findByTestId('change-password-old');
    type('change-password-old', 'Secret#123');
    type('change-password-new', 'Better#123');
    type('change-password-confirm', 'Better#123');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByTestId('change-password-done')).toBeTruthy();
    expect(record.sessions.map((issued) => issued.token)).toEqual(['tok-new']);
    expect(platform.requestsFor(changePassword)[0]?.secret).toEqual({ oldPassword: 'Secret#123', newPassword: 'Better#123', confirmNewPassword: 'Better#123' });
    expect(platform.requestsFor(changePassword)[0]?.headers.authorization).toBe('Bearer tok-old');
  });

  it('asks no old password of an account made without one', async () => {
    platform.answer(getMemberInfo, () => ({ value: sampleMemberInfo({ hasPassword: false }) }));
    platform.answer(changePassword, () => ({ value: sampleSessionIssued({ token: 'tok-new' }) }));
    renderAccount(<ChangePasswordPopup forced={false} />, { platform, token: 'tok-old' });
    await screen.findByTestId('change-password-new');
    expect(screen.queryByTestId('change-password-old')).toBeNull();
    type('change-password-new', 'Better#123');
    type('change-password-confirm', 'Better#123');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await screen.findByTestId('change-password-done');
    expect(platform.requestsFor(changePassword)[0]?.secret).toEqual({ newPassword: 'Better#123', confirmNewPassword: 'Better#123' });
  });

  it('when forced, cannot be closed, and after success logs in again and goes home', async () => {
    platform.answer(changePassword, () => ({ value: sampleSessionIssued({ token: 'tok-forced-new' }) }));
    const { record } = renderAccount(<ChangePasswordPopup forced />, { platform, token: 'tok-initial', path: '/live' });
    await screen.findByTestId('change-password-new');
    expect(screen.getByTestId('popup-change-password').dataset.forced).toBe('true');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(record.closedPopups).toBe(0);
    type('change-password-old', 'Initial#1');
    type('change-password-new', 'Better#123');
    type('change-password-confirm', 'Better#123');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(record.pathname).toBe('/'));
    expect(record.sessions.map((issued) => issued.token)).toEqual(['tok-forced-new']);
    expect(record.passwordChangeRequired).toEqual([false]);
    expect(record.closedPopups).toBe(1);
  });

  it('shows a wrong old password by its code', async () => {
    platform.answer(changePassword, () => ({ failure: { code: 'WRONG_PASSWORD', message: 'no' } }));
    renderAccount(<ChangePasswordPopup forced={false} />, { platform, token: 'tok-old' });
    await screen.findByTestId('change-password-old');
    type('change-password-old', 'Wrong#123');
    type('change-password-new', 'Better#123');
    type('change-password-confirm', 'Better#123');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    expect((await screen.findByTestId('change-password-error')).textContent).toBe('The current password is not right.');
  });
});

describe('reset password page', () => {
  it('sets the password with the token of the mail, logs in and goes home', async () => {
    platform.answer(resetPasswordByEmailToken, () => ({ value: sampleSessionIssued({ token: 'tok-after-reset' }) }));
    const { record } = renderAccount(
      <Routes>
        <Route path="/resetPassword" element={<ResetPasswordScreen />} />
        <Route path="/" element={<p>home</p>} />
      </Routes>,
      { platform, path: '/resetPassword?token=reset-abc' },
    );
    await screen.findByTestId('reset-password-new');
    type('reset-password-new', 'Better#123');
    type('reset-password-confirm', 'Better#123');
    fireEvent.click(screen.getByTestId('reset-password-submit'));
    await waitFor(() => expect(record.pathname).toBe('/'));
    expect(platform.requestsFor(resetPasswordByEmailToken)[0]?.secret).toEqual({ resetToken: 'reset-abc', newPassword: 'Better#123', confirmNewPassword: 'Better#123' });
    expect(record.sessions.map((issued) => issued.token)).toEqual(['tok-after-reset']);
  });

  it('says so when the link has no token', async () => {
    renderAccount(
      <Routes>
        <Route path="/resetPassword" element={<ResetPasswordScreen />} />
      </Routes>,
      { platform, path: '/resetPassword' },
    );
    expect(await screen.findByTestId('reset-password-missing-token')).toBeTruthy();
  });
});
