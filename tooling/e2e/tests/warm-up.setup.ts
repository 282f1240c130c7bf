import { expect, test } from '@playwright/test';
import { brandUrl } from '../support/server';

/**
 * Runs once before the journeys: the first page of each brand a freshly started server answers (its
 * code not yet compiled by V8, its caches empty, three workers starting at once) can take longer than
 * a journey's waits allow, and a journey that fails there is retried whole, which for an agent journey
 * costs minutes. Each brand's login popup is opened here with a wait long enough for that first time.
 */
for (const brand of ['shonali', 'northstar'] as const) {
  test(`${brand} answers its first page with the login popup`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(brandUrl(brand, '/login'), { timeout: 120_000 });
    await expect(page.getByTestId('popup-login')).toBeVisible({ timeout: 120_000 });
  });
}
