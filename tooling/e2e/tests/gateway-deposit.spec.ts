import { expect, test, type Page } from '@playwright/test';
import { loginNewMember } from '../support/cashier-steps';
import { E2E_GATEWAY_PORT } from '../support/server';

/** Asks for a card deposit on the deposit page and follows the browser to the gateway's checkout page. */
async function startCardDeposit(page: Page, amount: string): Promise<string> {
  await page.getByTestId('header-deposit').click();
  await expect(page.getByTestId('deposit-form')).toBeVisible();
  await page.getByTestId('deposit-channel-DEMOPAY').click();
  await expect(page.getByTestId('deposit-gateway')).toBeVisible();
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-submit').click();
  await page.waitForURL((url) => url.port === String(E2E_GATEWAY_PORT) && url.pathname === '/checkout');
  const order = new URL(page.url()).searchParams.get('order') ?? '';
  expect(order).toMatch(/^\d+$/);
  return order;
}

for (const brand of ['northstar', 'shonali']) {
  test.describe(`gateway deposit on ${brand}`, () => {
    test('a member pays on the gateway’s page, comes back to the deposit page and is credited once', async ({ page }) => {
      await loginNewMember(page, brand, 'card');
      await expect(page.getByTestId('header-balance-amount')).toHaveAttribute('data-amount-minor', '0');

      const order = await startCardDeposit(page, '750');
      await expect(page.getByTestId('gateway-amount')).toHaveText('BDT 750.00');
      const checkoutUrl = page.url();
      await page.getByTestId('gateway-pay').click();

      // Back on the brand's deposit page, which asks the platform (not the return link) how it stands.
      await page.waitForURL((url) => url.hostname === `${brand}.localhost` && url.searchParams.get('deposit') === order);
      const returned = page.getByTestId('deposit-returned');
      await expect(returned).toHaveAttribute('data-status', 'CONFIRMED');
      await expect(page.getByTestId('header-balance-amount')).toHaveAttribute('data-amount-minor', '75000');
      const row = page.locator(`[data-testid="deposit-row"][data-deposit-id="${order}"]`);
      await expect(row).toHaveAttribute('data-status', 'CONFIRMED');

      // The same checkout link again: the gateway says the order is paid, and nothing is charged twice.
      await page.goto(checkoutUrl);
      await expect(page.getByRole('heading', { name: 'This order is paid' })).toBeVisible();
      await expect(page.getByTestId('gateway-pay')).toHaveCount(0);
      await page.goBack();
      await expect(page.getByTestId('header-balance-amount')).toHaveAttribute('data-amount-minor', '75000');
    });

    test('a member who cancels on the gateway’s page comes back to a deposit that failed, and the balance stays', async ({ page }) => {
      await loginNewMember(page, brand, 'nocard');
      const order = await startCardDeposit(page, '120.50');
      await expect(page.getByTestId('gateway-amount')).toHaveText('BDT 120.50');
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.waitForURL((url) => url.hostname === `${brand}.localhost` && url.searchParams.get('deposit') === order);
      await expect(page.getByTestId('deposit-returned')).toHaveAttribute('data-status', 'REJECTED');
      await expect(page.locator(`[data-testid="deposit-row"][data-deposit-id="${order}"]`)).toHaveAttribute('data-status', 'REJECTED');
      await expect(page.getByTestId('header-balance-amount')).toHaveAttribute('data-amount-minor', '0');
    });
  });
}
