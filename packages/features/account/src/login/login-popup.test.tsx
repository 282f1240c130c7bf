import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sampleSessionIssued, startStubPlatform, type StubPlatform } from '@croupier/api-client/testing';
import { freePlayLogin, getCaptcha, getRegisterSettings, login, sendLoginCode, verifyLogin, type LoginSecret } from '@croupier/contract';
import { callQueryKey } from '@croupier/api-client/react';
import { answerAccountBasics, loadBrand, renderAccount } from '../../testing/render-account';
import { LoginPopup } from './login-popup';

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

async function logInWithPassword(username = 'rahim01', password = 'Secret#123') {
  type('login-username', username);
  type('login-password', password);
  fireEvent.click(screen.getByTestId('login-submit'));
}

async function dialingCodesLoaded(mobileTestId: string) {
  await waitFor(() => expect((screen.getByTestId(`${mobileTestId}-dialing-code`) as HTMLSelectElement).value).toBe('+880'));
}

const popupNames = (record: { popups: { name: string }[] }) => record.popups.map((popup) => popup.name);

describe('login popup: success', () => {
  it('logs in with username and password sealed, keeps the token and shows the after-login modal', async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ token: 'tok-normal' }) }));
    const { record } = renderAccount(<LoginPopup />, { platform });
    await screen.findByTestId('login-username');
    await logInWithPassword('  rahim01 ');
    await waitFor(() => expect(record.sessions.map((issued) => issued.token)).toEqual(['tok-normal']));
    expect(platform.requestsFor(login)[0]?.secret).toEqual({ type: 'username', area: 'member', username: 'rahim01', password: 'Secret#123' });
    expect(popupNames(record)).toEqual(['afterLogin']);
    expect(record.passwordChangeRequired).toEqual([]);
  });

  it('shows the welcome step on a first login, then goes on', async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ firstTimeLogin: true }) }));
    const { record } = renderAccount(<LoginPopup />, { platform });
    await screen.findByTestId('login-username');
    await logInWithPassword();
    expect(await screen.findByTestId('login-welcome-step')).toBeTruthy();
    expect(record.sessions).toHaveLength(1);
    expect(record.popups).toEqual([]);
    fireEvent.click(screen.getByTestId('login-welcome-continue'));
    expect(popupNames(record)).toEqual(['afterLogin']);
  });

  it('goes straight to the forced change on a first login with the initial password: the change replaces the welcome', async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ firstTimeLogin: true, initialPassword: true }) }));
    const { record } = renderAccount(<LoginPopup />, { platform });
    await screen.findByTestId('login-username');
    await logInWithPassword();
    await waitFor(() => expect(record.popups).toEqual([{ name: 'changePassword', options: { forced: true } }]));
    expect(screen.queryByTestId('login-welcome-step')).toBeNull();
    expect(record.passwordChangeRequired).toEqual([true]);
  });

  it("welcomes an agent's first login to the back office, without the player's words", async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ firstTimeLogin: true, memberType: 1 }) }));
    renderAccount(<LoginPopup />, { platform, language: 'bn' });
    await screen.findByTestId('login-username');
    await logInWithPassword();
    const welcome = await screen.findByTestId('login-welcome-step');
    expect(welcome.dataset.audience).toBe('agent');
    expect(welcome.textContent).toContain('আপনার এজেন্ট অ্যাকাউন্ট তৈরি।');
    expect(welcome.textContent).not.toContain('দায়িত্বের সাথে খেলুন');
  });

  it('forces a password change when the password is the initial one', async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ initialPassword: true }) }));
    const { record } = renderAccount(<LoginPopup />, { platform });
    await screen.findByTestId('login-username');
    await logInWithPassword();
    await waitFor(() => expect(record.popups).toEqual([{ name: 'changePassword', options: { forced: true } }]));
    expect(record.passwordChangeRequired).toEqual([true]);
  });

  it('forces a change of an expired password only where the brand enforces expiry', async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ passwordExpired: true }) }));
    const enforced = renderAccount(<LoginPopup />, { platform, brand: loadBrand('shonali', { passwordExpiryChange: true }) });
    await screen.findByTestId('login-username');
    await logInWithPassword();
    await waitFor(() => expect(popupNames(enforced.record)).toEqual(['changePassword']));
    enforced.unmount();

    const relaxed = renderAccount(<LoginPopup />, { platform, brand: loadBrand('shonali', { passwordExpiryChange: false }) });
    await screen.findByTestId('login-username');
    await logInWithPassword();
    await waitFor(() => expect(popupNames(relaxed.record)).toEqual(['afterLogin']));
  });

  it('never forces a change after an SMS login', async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ initialPassword: true, passwordExpired: true }) }));
    const { record } = renderAccount(<LoginPopup />, { platform });
    fireEvent.click(await screen.findByTestId('login-tab-sms'));
    await dialingCodesLoaded('sms-login-mobile');
    type('sms-login-mobile', '01712345678');
    type('sms-login-code', '123456');
    fireEvent.click(screen.getByTestId('sms-login-submit'));
    await waitFor(() => expect(popupNames(record)).toEqual(['afterLogin']));
    expect(platform.requestsFor(login)[0]?.secret).toMatchObject({ type: 'sms', username: '01712345678', password: '123456', countryDialingCode: '+880' });
  });

  it('asks for the code sent to the masked mobile when the server wants verification', async () => {
    platform.answer(login, () => ({ value: { outcome: 'verify' as const, challengeId: 'ch-1', maskedMobile: '017****678', expiredMinutes: 5 } }));
    platform.answer(verifyLogin, () => ({ value: sampleSessionIssued({ token: 'tok-verified' }) }));
    const { record } = renderAccount(<LoginPopup />, { platform });
    await screen.findByTestId('login-username');
    await logInWithPassword();
    expect((await screen.findByTestId('login-verify-mobile')).textContent).toContain('017****678');
    expect(record.sessions).toEqual([]);
    type('login-verify-code', ' 654321 ');
    fireEvent.click(screen.getByTestId('login-verify-submit'));
    await waitFor(() => expect(record.sessions.map((issued) => issued.token)).toEqual(['tok-verified']));
    expect(platform.requestsFor(verifyLogin)[0]?.body).toEqual({ challengeId: 'ch-1', verificationCode: '654321' });
    expect(popupNames(record)).toEqual(['afterLogin']);
  });
});

describe('login popup: failure', () => {
  it('shows the server failure by its code, with no captcha when the failure does not ask for one', async () => {
    platform.answer(login, () => ({ failure: { code: 'LOGIN_FAILED', message: 'bad credentials' } }));
    const { record } = renderAccount(<LoginPopup />, { platform });
    await screen.findByTestId('login-username');
    await logInWithPassword();
    expect((await screen.findByTestId('login-error')).textContent).toBe('The username or password is incorrect.');
    expect(screen.queryByTestId('login-captcha-input')).toBeNull();
    expect(platform.requestsFor(getCaptcha)).toHaveLength(0);
    expect(record.sessions).toEqual([]);
  });

  it('shows the captcha after a failure that carries the flag, and sends the answer with its key', async () => {
    platform.answer(login, () => ({ failure: { code: 'LOGIN_FAILED', message: 'bad credentials', captcha: true } }));
    renderAccount(<LoginPopup />, { platform });
    expect(screen.queryByTestId('login-captcha-input')).toBeNull();
    await screen.findByTestId('login-username');
    await logInWithPassword();
    const image = (await screen.findByTestId('login-captcha-image')) as HTMLImageElement;
    expect(image.src).toMatch(/^data:image\/png;base64,/);
    const captchaKey = platform.requestsFor(getCaptcha).at(-1)?.query.get('key');
    expect(captchaKey).toMatch(/^[A-Za-z0-9-]{16,64}$/);

    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('This field cannot be empty')).toBeTruthy();
    expect(platform.requestsFor(login)).toHaveLength(1);

    type('login-captcha-input', ' ab12 ');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(platform.requestsFor(login)).toHaveLength(2));
    expect(platform.requestsFor(login)[1]?.secret).toMatchObject({ captcha: 'ab12', captchaKey });
  });

  it('draws a new captcha at most once a second', async () => {
    platform.answer(login, () => ({ failure: { code: 'CAPTCHA_REQUIRED', message: 'captcha', captcha: true } }));
    renderAccount(<LoginPopup />, { platform });
    await screen.findByTestId('login-username');
    await logInWithPassword();
    await screen.findByTestId('login-captcha-image');
    const before = platform.requestsFor(getCaptcha).length;
    fireEvent.click(screen.getByTestId('login-captcha-image-refresh'));
    fireEvent.click(screen.getByTestId('login-captcha-image-refresh'));
    fireEvent.click(screen.getByTestId('login-captcha-image-refresh'));
    await waitFor(() => expect(platform.requestsFor(getCaptcha)).toHaveLength(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(platform.requestsFor(getCaptcha)).toHaveLength(before + 1);
  });

  it('refuses a non-member account in the member area with the non-member message', async () => {
    platform.answer(login, () => ({ failure: { code: 'NON_MEMBER', message: 'type 9' } }));
    renderAccount(<LoginPopup />, { platform });
    await screen.findByTestId('login-username');
    await logInWithPassword('backoffice9');
    expect((await screen.findByTestId('login-error')).textContent).toBe('This is not a member account, so it cannot log in here.');
  });

  it('does not keep a session of type 9 even if one is issued at the member door', async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued({ memberType: 9 }) }));
    const { record } = renderAccount(<LoginPopup />, { platform });
    await screen.findByTestId('login-username');
    await logInWithPassword('backoffice9');
    expect((await screen.findByTestId('login-error')).textContent).toBe('This is not a member account, so it cannot log in here.');
    expect(record.sessions).toEqual([]);
  });

  it('requires username and password, trimmed, before asking the server', async () => {
    renderAccount(<LoginPopup />, { platform });
    await screen.findByTestId('login-username');
    await logInWithPassword('   ', '');
    expect(await screen.findAllByText('This field cannot be empty')).toHaveLength(2);
    expect(platform.requestsFor(login)).toHaveLength(0);
  });
});

describe('login popup: options', () => {
  it('remembers only the username, for 24 hours', async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued() }));
    const first = renderAccount(<LoginPopup />, { platform });
    await screen.findByTestId('login-username');
    fireEvent.click(screen.getByTestId('login-remember'));
    await logInWithPassword('rahim01', 'Secret#123');
    await waitFor(() => expect(first.record.sessions).toHaveLength(1));
    const stored = Object.values({ ...window.localStorage }).join(' ');
    expect(stored).toContain('rahim01');
    expect(stored).not.toContain('Secret#123');
    first.unmount();

    renderAccount(<LoginPopup />, { platform });
    expect(((await screen.findByTestId('login-username')) as HTMLInputElement).value).toBe('rahim01');
    expect((screen.getByTestId('login-remember') as HTMLInputElement).checked).toBe(true);
  });

  it('labels the remember box for what it keeps, the username, in both languages', async () => {
    const english = renderAccount(<LoginPopup />, { platform });
    expect(await screen.findByRole('checkbox', { name: 'Remember my username' })).toBe(screen.getByTestId('login-remember'));
    english.unmount();
    renderAccount(<LoginPopup />, { platform, language: 'bn' });
    expect(await screen.findByRole('checkbox', { name: 'আমার ইউজারনেম মনে রাখুন' })).toBe(screen.getByTestId('login-remember'));
    expect(screen.queryByRole('checkbox', { name: /password|পাসওয়ার্ড/i })).toBeNull();
  });

  it('forgets a remembered username after 24 hours', async () => {
    window.localStorage.setItem('croupier.rememberedLogin', JSON.stringify({ username: 'old', expiresAtMs: Date.now() - 1 }));
    renderAccount(<LoginPopup />, { platform });
    expect(((await screen.findByTestId('login-username')) as HTMLInputElement).value).toBe('');
    expect(window.localStorage.getItem('croupier.rememberedLogin')).toBeNull();
  });

  it('shows the SMS tab, free play and the register and forgot links by brand flags', async () => {
    const shonali = renderAccount(<LoginPopup />, { platform });
    expect(await screen.findByTestId('login-tab-sms')).toBeTruthy();
    expect(screen.getByTestId('login-free-play')).toBeTruthy();
    fireEvent.click(screen.getByTestId('login-register-link'));
    fireEvent.click(screen.getByTestId('login-forgot'));
    expect(popupNames(shonali.record)).toEqual(['register', 'forgotPassword']);
    expect(screen.getByTestId('login-terms-link').getAttribute('href')).toBe('/help#term');
    shonali.unmount();

    renderAccount(<LoginPopup />, { platform, brand: loadBrand('northstar') });
    await screen.findByTestId('login-username');
    expect(screen.queryByTestId('login-tab-sms')).toBeNull();
    expect(screen.queryByTestId('login-free-play')).toBeNull();
  });

  it('checks the mobile number before sending a login code', async () => {
    const { queryClient } = renderAccount(<LoginPopup />, { platform });
    fireEvent.click(await screen.findByTestId('login-tab-sms'));
    await dialingCodesLoaded('sms-login-mobile');
    await waitFor(() => expect(queryClient.getQueryData(callQueryKey(getRegisterSettings))).toBeDefined());
    type('sms-login-mobile', '12ab');
    fireEvent.click(screen.getByTestId('sms-login-send-code'));
    expect(await screen.findByText('Must be 10 to 11 characters of digits only')).toBeTruthy();
    expect(platform.requestsFor(sendLoginCode)).toHaveLength(0);
  });
});

describe('free play', () => {
  it('starts a trial session, drops any owed password change, closes the popup and goes home', async () => {
    platform.answer(freePlayLogin, () => ({ value: sampleSessionIssued({ token: 'tok-trial', memberType: 4 }) }));
    const { record } = renderAccount(<LoginPopup />, { platform, path: '/live' });
    fireEvent.click(await screen.findByTestId('login-free-play'));
    await waitFor(() => expect(record.sessions.map((issued) => issued.memberType)).toEqual([4]));
    expect(platform.requestsFor(freePlayLogin)[0]?.body).toMatchObject({ platform: 'W', gatewayVersion: 3 });
    expect(record.passwordChangeRequired).toEqual([false]);
    expect(record.closedPopups).toBe(1);
    // The router commits navigation in a transition, so the new location lands on a later render.
    await waitFor(() => expect(record.pathname).toBe('/'));
  });
});

describe('login secret', () => {
  it('never carries fields the contract does not know', async () => {
    platform.answer(login, () => ({ value: sampleSessionIssued() }));
    const { record } = renderAccount(<LoginPopup />, { platform });
    await screen.findByTestId('login-username');
    await logInWithPassword();
    await waitFor(() => expect(record.sessions).toHaveLength(1));
    expect(Object.keys(platform.requestsFor(login)[0]?.secret as LoginSecret).sort()).toEqual(['area', 'password', 'type', 'username']);
  });
});
