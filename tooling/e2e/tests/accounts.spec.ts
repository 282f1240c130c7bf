import { expect, test } from '@playwright/test';
import {
  dismissLoginSteps,
  expectLoggedIn,
  fillRegisterBasics,
  loginWithPassword,
  openLogin,
  passFirstLoginStep,
  signOut,
  solveShownCaptcha,
  watchCaptchaKeys,
} from '../support/account-steps';
import { createMember, latestMailLink, latestSmsCode, uniqueMobile, uniqueUsername } from '../support/ops-api';
import { brandUrl, word } from '../support/server';

const PASSWORD = 'Play#2026x';

test.describe('accounts in northstar (username only: no SMS, mobile registration or free play)', () => {
  test('register by username, sign out, and log in again', async ({ page }) => {
    const username = uniqueUsername('ns');
    await page.goto(brandUrl('northstar', '/register'));
    await expect(page.getByTestId('popup-register')).toBeVisible();
    await expect(page.getByTestId('register-tab-mobile')).toHaveCount(0);
    await fillRegisterBasics(page, username, PASSWORD);
    await page.getByTestId('register-submit').click();
    await expectLoggedIn(page);
    await dismissLoginSteps(page);
    await expect(page.getByTestId('header-nickname')).toContainText(username);
    await signOut(page);

    await loginWithPassword(page, 'northstar', username, PASSWORD);
    await expectLoggedIn(page);
  });

  test('the login popup offers neither SMS login nor free play', async ({ page }) => {
    await openLogin(page, 'northstar');
    await expect(page.getByTestId('login-tab-sms')).toHaveCount(0);
    await expect(page.getByTestId('login-free-play')).toHaveCount(0);
  });

  test('register refuses a mismatched confirmation and unticked terms before calling the server', async ({ page }) => {
    await page.goto(brandUrl('northstar', '/register'));
    await page.getByTestId('register-field-username').fill(uniqueUsername('ns'));
    await page.getByTestId('register-field-password').fill(PASSWORD);
    await page.getByTestId('register-field-confirmPassword').fill(`${PASSWORD}x`);
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-field-confirmPassword')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('register-terms-error')).toBeVisible();
    await expect(page.getByTestId('header-login')).toBeVisible();
  });

  test('forgot password by email: the mailed link sets a new password, logs in and goes home', async ({ page }) => {
    const username = uniqueUsername('mail');
    const email = `${username}@players.example`;
    await createMember('northstar', { username, password: 'Forgot#2026', email });
    await openLogin(page, 'northstar');
    await page.getByTestId('login-forgot').click();
    await expect(page.getByTestId('popup-forgot-password')).toBeVisible();
    await page.getByTestId('forgot-email-username').fill(username);
    await page.getByTestId('forgot-email-email').fill(email);
    await page.getByTestId('forgot-email-submit').click();
    await expect(page.getByTestId('forgot-confirmation')).toBeVisible();

    const link = await latestMailLink('northstar', username);
    expect(link.startsWith(`${brandUrl('northstar', '/resetPassword')}?token=`), link).toBe(true);
    await page.goto(link);
    await expect(page.getByTestId('reset-password-page')).toBeVisible();
    await page.getByTestId('reset-password-new').fill(PASSWORD);
    await page.getByTestId('reset-password-confirm').fill(PASSWORD);
    await page.getByTestId('reset-password-submit').click();
    await expectLoggedIn(page);
    await expect(page).toHaveURL(brandUrl('northstar', '/'));
    await signOut(page);
    await loginWithPassword(page, 'northstar', username, PASSWORD);
    await expectLoggedIn(page);
  });
});

test.describe('accounts in shonali (every way in)', () => {
  test('register by mobile with an SMS code: the mobile number becomes the username', async ({ page }) => {
    const mobile = uniqueMobile();
    await page.goto(brandUrl('shonali', '/register'));
    await page.getByTestId('register-tab-mobile').click();
    await page.getByTestId('register-field-mobileNum').fill(mobile);
    await page.getByTestId('register-send-code').click();
    await expect(page.getByTestId('register-send-code')).toBeDisabled();
    await page.getByTestId('register-field-verificationCode').fill(await latestSmsCode('shonali', mobile));
    await fillRegisterBasics(page, null, PASSWORD);
    await page.getByTestId('register-submit').click();
    await expectLoggedIn(page);
    await dismissLoginSteps(page);
    await signOut(page);
    await loginWithPassword(page, 'shonali', mobile, PASSWORD);
    await expectLoggedIn(page);
  });

  test('register by username, with the mobile and SMS code the brand requires', async ({ page }) => {
    const username = uniqueUsername('sh');
    const mobile = uniqueMobile();
    await page.goto(brandUrl('shonali', '/register'));
    await page.getByTestId('register-tab-username').click();
    await page.getByTestId('register-field-mobileNum').fill(mobile);
    await page.getByTestId('register-send-code').click();
    await page.getByTestId('register-field-verificationCode').fill(await latestSmsCode('shonali', mobile));
    await fillRegisterBasics(page, username, PASSWORD);
    await page.getByTestId('register-submit').click();
    await expectLoggedIn(page);
    await dismissLoginSteps(page);
    await expect(page.getByTestId('header-nickname')).toContainText(username);
  });

  test('SMS login: the send button counts down, survives a reload, and the code logs in', async ({ page }) => {
    const mobile = uniqueMobile();
    await createMember('shonali', { username: uniqueUsername('sms'), password: PASSWORD, mobileNum: mobile, countryDialingCode: '+880' });
    await openLogin(page, 'shonali');
    await page.getByTestId('login-tab-sms').click();
    await page.getByTestId('sms-login-mobile').fill(mobile);
    const send = page.getByTestId('sms-login-send-code');
    await send.click();
    await expect(send).toBeDisabled();
    await expect.poll(async () => Number(await send.getAttribute('data-countdown'))).toBeGreaterThan(0);
    const before = Number(await send.getAttribute('data-countdown'));

    await page.reload();
    await page.getByTestId('login-tab-sms').click();
    const resumed = page.getByTestId('sms-login-send-code');
    await expect(resumed).toBeDisabled();
    const after = Number(await resumed.getAttribute('data-countdown'));
    expect(after).toBeGreaterThan(0);
    expect(after).toBeLessThanOrEqual(before);

    await page.getByTestId('sms-login-mobile').fill(mobile);
    await page.getByTestId('sms-login-code').fill(await latestSmsCode('shonali', mobile));
    await page.getByTestId('sms-login-submit').click();
    await expectLoggedIn(page);
    // SMS logins never force a password change.
    await expect(page.getByTestId('popup-change-password')).toHaveCount(0);
  });

  test('forgot password by phone sets a new password, logs in and goes home', async ({ page }) => {
    const mobile = uniqueMobile();
    const username = uniqueUsername('fgt');
    await createMember('shonali', { username, password: 'Forgot#2026', mobileNum: mobile, countryDialingCode: '+880' });
    await openLogin(page, 'shonali');
    await page.getByTestId('login-forgot').click();
    await expect(page.getByTestId('popup-forgot-password')).toBeVisible();
    await page.getByTestId('forgot-tab-phone').click();
    await page.getByTestId('forgot-phone-mobile').fill(mobile);
    await page.getByTestId('forgot-phone-send-code').click();
    await page.getByTestId('forgot-phone-code').fill(await latestSmsCode('shonali', mobile));
    await page.getByTestId('forgot-phone-password-new').fill(PASSWORD);
    await page.getByTestId('forgot-phone-password-confirm').fill(PASSWORD);
    await page.getByTestId('forgot-phone-submit').click();
    await expectLoggedIn(page);
    await expect(page).toHaveURL(brandUrl('shonali', '/'));
    await signOut(page);
    await loginWithPassword(page, 'shonali', username, PASSWORD);
    await expectLoggedIn(page);
  });

  test('free play logs in a trial player who may browse but not open member pages', async ({ page }) => {
    await openLogin(page, 'shonali');
    await page.getByTestId('login-free-play').click();
    await expectLoggedIn(page);
    await expect(page).toHaveURL(brandUrl('shonali', '/'));
    await dismissLoginSteps(page);
    await page.goto(brandUrl('shonali', '/member'));
    await expect(page.getByTestId('trial-warning')).toBeVisible();
    await expect(page.getByTestId('security-centre')).toHaveCount(0);
  });
});

for (const brand of ['shonali', 'northstar'] as const) {
  test.describe(`logins in ${brand}`, () => {
    test('a failed login shows the captcha, and the solved captcha lets the right password in', async ({ page }) => {
      const username = uniqueUsername('cap');
      await createMember(brand, { username, password: PASSWORD });
      const captchaKeys = watchCaptchaKeys(page);
      await openLogin(page, brand);
      await expect(page.getByTestId('login-captcha-image')).toHaveCount(0);
      await page.getByTestId('login-username').fill(username);
      await page.getByTestId('login-password').fill('Wrong#2026');
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('login-error')).toBeVisible();
      await expect(page.getByTestId('login-captcha-image')).toBeVisible();
      await expect.poll(() => captchaKeys.length).toBeGreaterThan(0);

      await page.getByTestId('login-password').fill(PASSWORD);
      await solveShownCaptcha(page, brand, captchaKeys.at(-1) ?? '', 'login-captcha-input');
      await page.getByTestId('login-submit').click();
      await expectLoggedIn(page);
    });

    test('an initial password must be changed at once, and the new one works', async ({ page }) => {
      const username = uniqueUsername('init');
      await createMember(brand, { username, password: 'Start#2026', initialPassword: true });
      await loginWithPassword(page, brand, username, 'Start#2026');
      const popup = page.getByTestId('popup-change-password');
      await passFirstLoginStep(page, popup);
      await expect(popup).toHaveAttribute('data-forced', 'true');
      // A forced change cannot be dismissed.
      await page.keyboard.press('Escape');
      await expect(popup).toBeVisible();
      // The account has a password, so the old one is asked for (SPEC §5).
      await page.getByTestId('change-password-old').fill('Start#2026');
      await page.getByTestId('change-password-new').fill(PASSWORD);
      await page.getByTestId('change-password-confirm').fill(PASSWORD);
      await page.getByTestId('change-password-submit').click();
      await expect(popup).toHaveCount(0);
      await expectLoggedIn(page);
      await expect(page).toHaveURL(brandUrl(brand, '/'));
      await signOut(page);

      await loginWithPassword(page, brand, username, PASSWORD);
      await expectLoggedIn(page);
      await expect(page.getByTestId('popup-change-password')).toHaveCount(0);
    });

    test('an expired password must be changed because the brand enforces expiry', async ({ page }) => {
      const username = uniqueUsername('exp');
      await createMember(brand, { username, password: 'Start#2026', passwordExpired: true });
      await loginWithPassword(page, brand, username, 'Start#2026');
      await passFirstLoginStep(page, page.getByTestId('popup-change-password'));
      await expect(page.getByTestId('popup-change-password')).toHaveAttribute('data-forced', 'true');
    });
  });
}

for (const brand of ['shonali', 'northstar'] as const) {
  test.describe(`agent portal of ${brand}`, () => {
    test('an agent logs in at /agent and reaches the back office', async ({ page }) => {
      await page.goto(brandUrl(brand, '/agent'));
      await expect(page.getByTestId('agent-login-page')).toBeVisible();
      await page.getByTestId('agent-login-username').fill('demo_agent');
      await page.getByTestId('agent-login-password').fill('Demo@12345');
      await page.getByTestId('agent-login-submit').click();
      await passFirstLoginStep(page, page.getByTestId('agent-home-nickname'));
      await expect(page).toHaveURL(brandUrl(brand, '/agentHome'));
      // SPEC §4: the after-login modal shows on the way in.
      await expect(page.getByTestId('popup-after-login')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('popup-after-login')).toHaveCount(0);
      await page.getByTestId('agent-home-sign-out').click();
      await expect(page).toHaveURL(brandUrl(brand, '/agent'));
    });

    test('a player is refused at /agent with the non-agent message', async ({ page }) => {
      const username = uniqueUsername('pl');
      await createMember(brand, { username, password: PASSWORD });
      await page.goto(brandUrl(brand, '/agent'));
      await page.getByTestId('agent-login-username').fill(username);
      await page.getByTestId('agent-login-password').fill(PASSWORD);
      await page.getByTestId('agent-login-submit').click();
      const language = brand === 'shonali' ? 'bn' : 'en';
      await expect(page.getByTestId('agent-login-error')).toContainText(word(language, 'account', 'errors.NON_AGENT'));
      await expect(page).toHaveURL(brandUrl(brand, '/agent'));
    });
  });
}
