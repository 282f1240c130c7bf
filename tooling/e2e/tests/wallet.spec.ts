import { expect, test } from '@playwright/test';
import { amountMinorOf, expectAmountMinor, isBalanceAnswer, loginDemoPlayer, openWalletPage } from '../support/wallet-steps';
import { brandUrl, readBrandFile, word } from '../support/server';

// The money figures carry their integer minor units (data-amount-minor), so the checks below are exact
// whatever digits the brand's language writes them in.

test.describe('header balance', () => {
  test('a member sees the balance with the currency symbol, hides and shows it, and refreshes it', async ({ page }) => {
    const symbol = (readBrandFile('shonali').currency as { symbol: string }).symbol;
    await loginDemoPlayer(page, 'shonali');
    const balance = page.getByTestId('header-balance');
    const amount = page.getByTestId('header-balance-amount');
    await expect(balance).toHaveAttribute('data-state', 'ready');
    await expect(amount).toContainText(symbol);
    // The demo player starts with an opening balance.
    expect(await amountMinorOf(amount)).toBeGreaterThan(0);
    await expect(page.getByTestId('header-balance-demo')).toHaveCount(0);
    const shown = await amount.textContent();

    const toggle = page.getByTestId('header-balance-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(amount).not.toHaveAttribute('data-amount-minor');
    await expect(amount).toContainText(symbol);
    expect(await amount.textContent()).not.toBe(shown);
    const hidden = (await amount.textContent()) ?? '';
    // Hidden stays hidden on the next page load.
    await page.reload();
    await expect(page.getByTestId('header-balance')).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('header-balance-toggle')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('header-balance-toggle').click();
    // Shown again: the figure, not the mask. The demo player is shared with journeys running beside this
    // one, whose rounds may move the balance meanwhile, so the figure need not be the one first shown.
    await expect(amount).toHaveAttribute('data-amount-minor', /^\d+$/);
    await expect(amount).not.toHaveText(hidden);
    await expect(amount).toContainText(symbol);

    const answered = page.waitForResponse((response) => isBalanceAnswer(response.url()));
    await page.getByTestId('header-balance-refresh').click();
    expect((await answered).ok()).toBe(true);
    await expect(page.getByTestId('header-balance-refresh')).toHaveAttribute('data-fetching', 'false');
    await expect(amount).toHaveAttribute('data-amount-minor', /^\d+$/);
    await expect(amount).toContainText(symbol);
  });

  test('a free-play member sees the demo balance marked as demo, and the wallet page is refused', async ({ page }) => {
    await page.goto(brandUrl('shonali', '/login'));
    await page.getByTestId('login-free-play').click();
    await expect(page.getByTestId('header-member')).toBeVisible();
    await expect(page.getByTestId('header-balance-demo')).toContainText(word('bn', 'wallet', 'header.demo'));
    expect(await amountMinorOf(page.getByTestId('header-balance-amount'))).toBeGreaterThan(0);
    await page.goto(brandUrl('shonali', '/member?page=transferFund'));
    await expect(page.getByTestId('trial-warning')).toBeVisible();
    await expect(page.getByTestId('wallet-page')).toHaveCount(0);
  });
});

test.describe('wallet page', () => {
  test('shonali: moves money from the main wallet to a vendor wallet and back; the total stays', async ({ page }) => {
    await loginDemoPlayer(page, 'shonali');
    await page.getByTestId('header-account-menu').click();
    await page.getByTestId('header-menu-transferFund').click();
    await expect(page).toHaveURL(brandUrl('shonali', '/member?page=transferFund'));
    await expect(page.getByTestId('wallet-page')).toHaveAttribute('data-single', 'false');
    await expect(page.getByTestId('transfer-form')).toBeVisible();

    const total = await amountMinorOf(page.getByTestId('wallet-total'));
    const mainBefore = await amountMinorOf(page.getByTestId('wallet-balance-MAIN'));
    expect(mainBefore).toBeGreaterThan(10_050);
    await expectAmountMinor(page.getByTestId('header-balance-amount'), total);

    // Every enabled vendor can take money, even one whose wallet holds nothing yet: take the last one offered.
    const vendor = page.getByTestId('transfer-vendor');
    const vendorCode = (await vendor.locator('option').last().getAttribute('value')) ?? '';
    expect(vendorCode).toMatch(/^[A-Z0-9_]{2,16}$/);
    await vendor.selectOption(vendorCode);
    const vendorRow = page.getByTestId(`wallet-balance-${vendorCode}`);
    const vendorBefore = (await vendorRow.count()) > 0 ? await amountMinorOf(vendorRow) : 0;

    // Too much is refused on the page, before anything is sent.
    await page.getByTestId('transfer-amount').fill('99999999');
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('transfer-amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('transfer-message')).toHaveCount(0);

    await page.getByTestId('transfer-amount').fill('100.50');
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('transfer-message')).toHaveAttribute('data-tone', 'success');
    await expectAmountMinor(page.getByTestId('wallet-balance-MAIN'), mainBefore - 10_050);
    await expectAmountMinor(page.getByTestId(`wallet-balance-${vendorCode}`), vendorBefore + 10_050);
    await expectAmountMinor(page.getByTestId('wallet-total'), total);
    await expectAmountMinor(page.getByTestId('header-balance-amount'), total);

    // And back: all of the vendor wallet into the main one.
    await page.getByTestId('transfer-direction-toMain').click();
    await vendor.selectOption(vendorCode);
    await page.getByTestId('transfer-all').click();
    await expect(page.getByTestId('transfer-amount')).not.toHaveValue('');
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId('transfer-message')).toHaveAttribute('data-tone', 'success');
    await expectAmountMinor(page.getByTestId('wallet-balance-MAIN'), mainBefore + vendorBefore);
    await expectAmountMinor(page.getByTestId(`wallet-balance-${vendorCode}`), 0);
    await expectAmountMinor(page.getByTestId('wallet-total'), total);
    await expectAmountMinor(page.getByTestId('header-balance-amount'), total);

    // The figures are the server's: a fresh page load shows the same.
    await openWalletPage(page, 'shonali');
    await expectAmountMinor(page.getByTestId('wallet-balance-MAIN'), mainBefore + vendorBefore);
    await expectAmountMinor(page.getByTestId('wallet-total'), total);
  });

  test('northstar: the one wallet of a single-wallet brand, with no transfers', async ({ page }) => {
    await loginDemoPlayer(page, 'northstar');
    await expect(page.getByTestId('header-balance-amount')).toContainText((readBrandFile('northstar').currency as { symbol: string }).symbol);
    await openWalletPage(page, 'northstar');
    await expect(page.getByTestId('wallet-page')).toHaveAttribute('data-single', 'true');
    await expect(page.getByTestId('wallet-list').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('wallet-row-MAIN')).toContainText(word('en', 'wallet', 'wallets.main'));
    await expect(page.getByTestId('wallet-single-note')).toHaveText(word('en', 'wallet', 'page.single'));
    await expect(page.getByTestId('transfer-form')).toHaveCount(0);
    const total = await amountMinorOf(page.getByTestId('wallet-total'));
    await expectAmountMinor(page.getByTestId('wallet-balance-MAIN'), total);
    await expectAmountMinor(page.getByTestId('header-balance-amount'), total);
  });
});
