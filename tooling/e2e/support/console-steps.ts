import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_PORT } from './server';

/** The operator console on its own host (decision 0021), on the test server's port. */
export function consoleUrl(pathname = '/'): string {
  return `http://backoffice.localhost:${E2E_PORT}${pathname}`;
}

/** The console's demo operators (README): every brand, the demo password. */
export const DEMO_OPERATORS = {
  cashier1: { username: 'cashier1', password: 'Demo@12345' },
  cashier2: { username: 'cashier2', password: 'Demo@12345' },
  supervisor1: { username: 'supervisor1', password: 'Demo@12345' },
} as const;

/** Logs in to the console as an operator, from its login page, and waits for the brand list. */
export async function consoleLogin(page: Page, operator: { username: string; password: string }): Promise<void> {
  await page.goto(consoleUrl('/login'));
  await page.getByLabel('Username', { exact: true }).fill(operator.username);
  await page.getByLabel('Password', { exact: true }).fill(operator.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('brand-card').first()).toBeVisible();
}

export async function consoleLogout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** The desk's row of one deposit. */
export function deskDepositRow(page: Page, depositId: string): Locator {
  return page.locator(`[data-testid="desk-deposit"][data-deposit-id="${depositId}"]`);
}

/** Approves a deposit from its row: the button, then the dialog's own button. */
export async function approveFromDesk(page: Page, depositId: string): Promise<Locator> {
  await deskDepositRow(page, depositId).getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: `Approve deposit ${depositId}` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  return dialog;
}
