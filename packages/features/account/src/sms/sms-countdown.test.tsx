import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { sendLoginCode } from '@croupier/contract';
import { SmsLoginForm } from '../login/sms-login-form';
import { answerAccountBasics, renderAccount } from '../../testing/render-account';

let platform: StubPlatform;
beforeAll(async () => {
  platform = await startStubPlatform();
});
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.length = 0;
  answerAccountBasics(platform);
});

const noop = () => undefined;
const sendButton = () => screen.getByTestId('sms-login-send-code') as HTMLButtonElement;
const countdown = () => Number(sendButton().dataset.countdown);

async function readyToSend(mobile = '01712345678') {
  await waitFor(() => expect((screen.getByTestId('sms-login-mobile-dialing-code') as HTMLSelectElement).value).toBe('+880'));
  fireEvent.change(screen.getByTestId('sms-login-mobile'), { target: { value: mobile } });
}

describe('SMS send button', () => {
  it('counts down 60 s per expiry minute once the code is sent, disabled meanwhile', async () => {
    platform.answer(sendLoginCode, () => ({ value: { expiredMinutes: 2, sentAt: new Date().toISOString() } }));
    renderAccount(<SmsLoginForm onSession={noop} onVerify={noop} />, { platform });
    await readyToSend();
    fireEvent.click(sendButton());
    // Two minutes, give or take a tick of a busy test machine.
    await waitFor(() => expect(countdown()).toBeGreaterThanOrEqual(118));
    expect(sendButton().disabled).toBe(true);
    expect(sendButton().textContent).toBe(`Resend in ${countdown()}s`);
    expect(platform.requestsFor(sendLoginCode)[0]?.body).toEqual({ mobileNum: '01712345678', countryDialingCode: '+880' });
    const shown = countdown();
    await waitFor(() => expect(countdown()).toBe(shown - 1), { timeout: 2_500 });
  });

  it('keeps the countdown across a reload, less the time gone', async () => {
    platform.answer(sendLoginCode, () => ({ value: { expiredMinutes: 2, sentAt: new Date().toISOString() } }));
    const first = renderAccount(<SmsLoginForm onSession={noop} onVerify={noop} />, { platform });
    await readyToSend();
    fireEvent.click(sendButton());
    await waitFor(() => expect(countdown()).toBeGreaterThan(0));
    first.unmount();

    // As if the code went out 30 seconds before the page came back.
    const key = 'croupier.smsSent.login';
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as { sentAtMs: number; expiredMinutes: number };
    expect(stored.expiredMinutes).toBe(2);
    window.localStorage.setItem(key, JSON.stringify({ ...stored, sentAtMs: Date.now() - 30_000 }));
    renderAccount(<SmsLoginForm onSession={noop} onVerify={noop} />, { platform });
    await screen.findByTestId('sms-login-send-code');
    expect(countdown()).toBeGreaterThanOrEqual(89);
    expect(countdown()).toBeLessThanOrEqual(90);
    expect(sendButton().disabled).toBe(true);
  });

  it('sends once for a burst of presses', async () => {
    platform.answer(sendLoginCode, () => ({ value: { expiredMinutes: 1, sentAt: new Date().toISOString() } }));
    renderAccount(<SmsLoginForm onSession={noop} onVerify={noop} />, { platform });
    await readyToSend();
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    await waitFor(() => expect(countdown()).toBeGreaterThan(0));
    expect(platform.requestsFor(sendLoginCode)).toHaveLength(1);
  });

  it('shows a failed send in a warning dialog, and counts down the lockout the server names', async () => {
    platform.answer(sendLoginCode, () => ({ failure: { code: 'SMS_TOO_MANY_REQUESTS', message: 'slow down', retryAfterSeconds: 300 } }));
    renderAccount(<SmsLoginForm onSession={noop} onVerify={noop} />, { platform });
    await readyToSend();
    fireEvent.click(sendButton());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByTestId('sms-login-send-code-error').textContent).toBe('Too many requests. Please try again after 5 minutes.');
    await waitFor(() => expect(countdown()).toBeGreaterThanOrEqual(298));
  });

  it('does not count down after a failure that is not a wait', async () => {
    platform.answer(sendLoginCode, () => ({ failure: { code: 'SMS_QUOTA', message: 'quota' } }));
    renderAccount(<SmsLoginForm onSession={noop} onVerify={noop} />, { platform, language: 'bn' });
    await readyToSend();
    fireEvent.click(sendButton());
    expect((await screen.findByTestId('sms-login-send-code-error')).textContent).toBe('এসএমএস কোটা যথেষ্ট নয়। অনুগ্রহ করে গ্রাহক সেবায় যোগাযোগ করুন।');
    expect(countdown()).toBe(0);
    expect(sendButton().disabled).toBe(false);
  });
});
