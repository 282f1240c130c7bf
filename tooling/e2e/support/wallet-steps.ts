import { expect, type Locator, type Page } from '@playwright/test';
import { dismissLoginSteps, expectLoggedIn, loginWithPassword } from './account-steps';
import { brandUrl } from './server';

/** The demo player every brand is seeded with; the server gives it an opening balance at start. */
export const DEMO_PLAYER = { username: 'demo_player', password: 'Demo@12345' } as const;

export async function loginDemoPlayer(page: Page, brand: string): Promise<void> {
  await loginWithPassword(page, brand, DEMO_PLAYER.username, DEMO_PLAYER.password);
  await expectLoggedIn(page);
  await dismissLoginSteps(page);
}

/** The integer minor units a figure on the page stands for (its `data-amount-minor`), read once it is there. */
export async function amountMinorOf(figure: Locator): Promise<number> {
  await expect(figure).toHaveAttribute('data-amount-minor', /^\d+$/);
  return Number(await figure.getAttribute('data-amount-minor'));
}

/** Waits until a figure shows `amountMinor`, however long the balance takes to be asked again. */
export async function expectAmountMinor(figure: Locator, amountMinor: number): Promise<void> {
  await expect(figure).toHaveAttribute('data-amount-minor', String(amountMinor));
}

export async function openWalletPage(page: Page, brand: string): Promise<void> {
  await page.goto(brandUrl(brand, '/member?page=transferFund'));
  await expect(page.getByTestId('wallet-page')).toBeVisible();
}

/** True for an answer of the balance call, so a test can wait for the next one. */
export function isBalanceAnswer(url: string): boolean {
  return new URL(url).pathname === '/wps/v2/wallets/balance';
}
