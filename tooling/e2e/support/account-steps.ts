import { expect, type Locator, type Page } from '@playwright/test';
import { brandUrl } from './server';
import { captchaAnswer } from './ops-api';

/** Answers the captcha the page is showing, reading the key from the image request the page made. */
export async function solveShownCaptcha(page: Page, brand: string, captchaKey: string, inputTestId: string): Promise<void> {
  await page.getByTestId(inputTestId).fill(await captchaAnswer(brand, captchaKey));
}

/** Remembers the key of every captcha image the page asks for, newest last. */
export function watchCaptchaKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wps/captcha') keys.push(url.searchParams.get('key') ?? '');
  });
  return keys;
}

export async function openLogin(page: Page, brand: string): Promise<void> {
  await page.goto(brandUrl(brand, '/login'));
  await expect(page.getByTestId('popup-login')).toBeVisible();
}

export async function loginWithPassword(page: Page, brand: string, username: string, password: string): Promise<void> {
  await openLogin(page, brand);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Logged in: the member header shows, the guest buttons are gone. */
export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(page.getByTestId('header-member')).toBeVisible();
  await expect(page.getByTestId('header-login')).toHaveCount(0);
}

/**
 * SPEC §4: a first login runs the first-login step before anything else. Waits for either that step
 * or `next`, and steps through the welcome when it shows.
 */
export async function passFirstLoginStep(page: Page, next: Locator): Promise<void> {
  const welcome = page.getByTestId('login-welcome-continue');
  await expect(welcome.or(next).first()).toBeVisible();
  if (await welcome.isVisible()) await welcome.click();
  await expect(next).toBeVisible();
}

/** Closes whatever welcome or after-login step a fresh login shows. */
export async function dismissLoginSteps(page: Page): Promise<void> {
  // The steps open once member info has loaded; let the page's calls settle before looking.
  await page.waitForLoadState('networkidle');
  const welcome = page.getByTestId('login-welcome-continue');
  if (await welcome.isVisible().catch(() => false)) await welcome.click();
  const afterLogin = page.getByTestId('popup-after-login');
  if (await afterLogin.isVisible().catch(() => false)) await page.keyboard.press('Escape');
}

export async function signOut(page: Page): Promise<void> {
  await dismissLoginSteps(page);
  await page.getByTestId('header-account-menu').click();
  await page.getByTestId('header-menu-sign-out').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  // Signing out keeps nothing of the session but the brand.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => /token/i.test(key)))).toEqual([]);
}

export async function fillRegisterBasics(page: Page, username: string | null, password: string): Promise<void> {
  if (username !== null) await page.getByTestId('register-field-username').fill(username);
  await page.getByTestId('register-field-password').fill(password);
  await page.getByTestId('register-field-confirmPassword').fill(password);
  await page.getByTestId('register-terms').check();
  await page.getByTestId('register-age').check();
}
