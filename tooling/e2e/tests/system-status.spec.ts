import { expect, test } from '@playwright/test';
import { brandUrl, ops } from '../support/server';

// These switch the shared server's state; the config runs one test at a time.
test.describe('system status pages', () => {
  test.afterEach(() => {
    ops('maintenance', 'off', 'shonali');
    ops('maintenance', 'off', 'northstar');
    for (const line of ops('region', 'list', 'shonali').split('\n')) {
      const entry = line.trim();
      if (/^[0-9a-f.:/]+$/i.test(entry)) ops('region', 'unblock', 'shonali', entry);
    }
  });

  test('maintenance replaces the whole app and lifts when switched off', async ({ page }) => {
    ops('maintenance', 'on', 'northstar', '--title', 'Scheduled upgrade', '--message', 'We are upgrading the wallet.');
    await page.goto(brandUrl('northstar'));
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('maintenance-page')).toContainText('Scheduled upgrade');
    await expect(page.getByTestId('maintenance-page')).toContainText('We are upgrading the wallet.');
    await expect(page.getByTestId('customer-service')).toHaveAttribute('href', 'https://chat.northstar.example/live');
    await expect(page.getByTestId('header-login')).toHaveCount(0);
    // The other brand is not affected.
    await page.goto(brandUrl('shonali'));
    await expect(page.getByTestId('home-page')).toBeVisible();
    ops('maintenance', 'off', 'northstar');
    await page.goto(brandUrl('northstar'));
    await expect(page.getByTestId('home-page')).toBeVisible();
  });

  test('a blocked visitor sees the region-block page with their IP', async ({ page }) => {
    ops('region', 'block', 'shonali', '127.0.0.0/8');
    await page.goto(brandUrl('shonali'));
    await expect(page.getByTestId('region-block-page')).toBeVisible();
    await expect(page.getByTestId('region-block-ip')).toHaveText('127.0.0.1');
    await expect(page.getByTestId('home-page')).toHaveCount(0);
  });

  test('maintenance wins over a region block', async ({ page }) => {
    ops('region', 'block', 'shonali', '127.0.0.1');
    ops('maintenance', 'on', 'shonali', '--title', 'রক্ষণাবেক্ষণ', '--message', 'শীঘ্রই ফিরছি');
    await page.goto(brandUrl('shonali'));
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expect(page.getByTestId('region-block-page')).toHaveCount(0);
  });
});
