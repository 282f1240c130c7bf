import { expect, test, type Page } from '@playwright/test';
import { brandUrl, ops } from '../support/server';

/** Resolves once the page's live socket has heard its site's status, so it is in place for a switch. */
function siteStatusHeard(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/wps/live/member')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"site"')) resolve();
      });
    });
  });
}

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

  for (const brand of ['shonali', 'northstar']) {
    test(`${brand}: a guest's open home page shows maintenance within 5 s of the switch, and the site again when it lifts, by the live socket alone`, async ({ page }) => {
      const heard = siteStatusHeard(page);
      await page.goto(brandUrl(brand));
      await expect(page.getByTestId('home-page')).toBeVisible();
      await heard;
      // The page's own checks of the status now fail: only the push can explain what follows.
      await page.route('**/wps/system/status**', (route) => route.abort());
      ops('maintenance', 'on', brand, '--title', 'Live switch', '--message', 'Pushed to open pages.');
      await expect(page.getByTestId('maintenance-page')).toBeVisible({ timeout: 5_000 });
      await expect(page.getByTestId('maintenance-page')).toContainText('Pushed to open pages.');
      ops('maintenance', 'off', brand);
      await expect(page.getByTestId('home-page')).toBeVisible({ timeout: 5_000 });
      await expect(page.getByTestId('maintenance-page')).toHaveCount(0);
    });
  }

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
