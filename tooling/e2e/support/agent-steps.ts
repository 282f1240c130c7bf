import { expect, type Page } from '@playwright/test';
import { brandUrl, readBrandFile } from './server';

/** The digits a brand's pages speak in by default: Bengali for a Bengali-first brand. */
function brandNumberLocale(brand: string): string {
  const { languages } = readBrandFile(brand) as { languages: { default: string } };
  return languages.default === 'bn' ? 'bn-BD' : 'en-US';
}

/** An amount as the brand's pages show it (`৳1.00`, `৳১.০০`), from minor units. */
export function brandMoneyText(brand: string, amountMinor: number): string {
  const { currency } = readBrandFile(brand) as { currency: { symbol: string; scale: number } };
  const digits = new Intl.NumberFormat(brandNumberLocale(brand), { minimumFractionDigits: currency.scale, maximumFractionDigits: currency.scale });
  return `${currency.symbol}${digits.format(amountMinor / 10 ** currency.scale)}`;
}

/** A whole percent as the brand's pages show it (`1%`, `১%`). */
export function brandPercentText(brand: string, percent: number): string {
  return `${new Intl.NumberFormat(brandNumberLocale(brand), { useGrouping: false }).format(percent)}%`;
}

/** Logs in at the agent portal's own door (SPEC §2 /agent). */
export async function agentLogin(page: Page, brand: string, username: string, password: string): Promise<void> {
  await page.goto(brandUrl(brand, '/agent'));
  await expect(page.getByTestId('agent-login-page')).toBeVisible();
  await page.getByTestId('agent-login-username').fill(username);
  await page.getByTestId('agent-login-password').fill(password);
  await page.getByTestId('agent-login-submit').click();
}

/** The forced first change of an initial password (SPEC §4), in the popup that cannot be dismissed. */
export async function changeInitialPassword(page: Page, initialPassword: string, newPassword: string): Promise<void> {
  const popup = page.getByTestId('popup-change-password');
  const welcome = page.getByTestId('login-welcome-continue');
  await expect(welcome.or(popup).first()).toBeVisible();
  if (await welcome.isVisible()) await welcome.click();
  await expect(popup).toBeVisible();
  await expect(popup).toHaveAttribute('data-forced', 'true');
  await page.getByTestId('change-password-old').fill(initialPassword);
  await page.getByTestId('change-password-new').fill(newPassword);
  await page.getByTestId('change-password-confirm').fill(newPassword);
  await page.getByTestId('change-password-submit').click();
  await expect(popup).toHaveCount(0);
}

/** Opens a back-office page from the agent menu (folded into a button on a phone). */
export async function openAgentPage(page: Page, name: string): Promise<void> {
  const toggle = page.getByTestId('agent-menu-toggle');
  if (await toggle.isVisible().catch(() => false)) await toggle.click();
  await page.getByTestId(`agent-menu-${name}`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]page=${name}(&|$)`));
}

/** Creates a downline in the register centre; answers nothing, the page shows the account made. */
export async function registerDownline(page: Page, kind: 'player' | 'agent', username: string, initialPassword: string): Promise<void> {
  await openAgentPage(page, 'registerCenter');
  const form = page.getByTestId('agent-register-form');
  await expect(form).toBeVisible();
  await form.getByTestId(`agent-register-kind-${kind}`).click();
  await page.getByTestId('agent-register-username').fill(username);
  await page.getByTestId('agent-register-password').fill(initialPassword);
  await page.getByTestId('agent-register-confirm').fill(initialPassword);
  await page.getByTestId('agent-register-submit').click();
  await expect(page.getByTestId('agent-register-created')).toContainText(username);
}

/** Milliseconds until just after the next 5-minute boundary, when real-time salary periods end. */
export function msToNextRealtimeBoundary(nowMs = Date.now()): number {
  const period = 5 * 60_000;
  return period - (nowMs % period);
}
