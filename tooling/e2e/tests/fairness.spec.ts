import { expect, test } from '@playwright/test';
import { openOriginalsPage, rollDiceOnce } from '../support/originals-steps';
import { brandUrl, readBrandFile } from '../support/server';
import { loginDemoPlayer } from '../support/wallet-steps';

const BRAND = 'shonali';
/** Long enough for a Crash round to crash and show in the history. */
const ROUND_WAIT_MS = 100_000;

test.describe('the public fairness page', () => {
  test('a guest on a phone reads every game\'s algorithm with its test vectors and downloads the verifier', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(brandUrl(BRAND, '/fairness'));
    await expect(page.getByTestId('fairness-page')).toBeVisible();
    const edgeBps = (readBrandFile(BRAND).inHouse as { houseEdgeBps?: number } | undefined)?.houseEdgeBps ?? 100;
    await expect(page.getByTestId('fairness-edge')).toHaveAttribute('data-edge-bps', String(edgeBps));
    for (const tab of [1, 2, 3]) {
      await page.getByRole('tab').nth(tab).click();
      const panel = page.getByRole('tabpanel');
      await panel.locator('details summary').click();
      await expect(panel.getByTestId('fairness-vector').first()).toBeVisible();
    }
    // Nothing wider than the phone: formulas and hashes wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Fetched by the page itself: only the browser resolves the brand's *.localhost host.
    const href = (await page.getByTestId('fairness-download-verifier').getAttribute('href')) ?? '';
    const script = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, text: await response.text() };
    }, href);
    expect(script.status).toBe(200);
    expect(script.text).toContain('Croupier round verifier');
  });

  test('the Dice fairness panel links to it, and a Crash round verifies with its beacon round in the browser', async ({ page }) => {
    test.setTimeout(ROUND_WAIT_MS + 60_000);
    await loginDemoPlayer(page, BRAND);
    await openOriginalsPage(page, BRAND, 'dice');
    await rollDiceOnce(page);
    await page.getByTestId('fairness-page-link').click();
    await expect(page.getByTestId('fairness-page')).toBeVisible();

    await openOriginalsPage(page, BRAND, 'crash');
    await expect(page.getByTestId('crash-fairness-panel').getByTestId('fairness-page-link')).toBeVisible();
    const crashed = page.getByTestId('crash-history').locator('a').first();
    await expect(crashed).toBeVisible({ timeout: ROUND_WAIT_MS });
    await crashed.click();
    await expect(page.getByTestId('verify-round')).toHaveAttribute('data-game', 'CRASH');
    await expect(page.getByTestId('verify-verdict')).toHaveAttribute('data-verdict', 'match');
    await expect(page.getByTestId('verify-checks').locator('[data-match="true"]')).toHaveCount(4);
  });
});
