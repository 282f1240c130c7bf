import { expect, test, type Page } from '@playwright/test';
import { brandUrl } from '../support/server';

/** The two sizes outside testers use: a laptop and a phone. */
const VIEWPORTS = { desktop: { width: 1366, height: 800 }, phone: { width: 390, height: 844 } } as const;
const BRANDS = ['shonali', 'northstar'] as const;

/** Game art as the platform draws it (decision 0040): card or tile picture, versioned URL. */
const GAME_ART = /\/assets\/art\/(?:game|tile)\/[a-z0-9-]+\.svg\?v=\d+$/;

interface ShownImage {
  src: string;
  loaded: boolean;
}

/** Every image inside the cards and vendor logos now on the screen, and whether it loaded. */
async function imagesOnScreen(page: Page, selector: string): Promise<ShownImage[]> {
  return page.locator(selector).evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      })
      .map((image) => ({ src: image.currentSrc || image.src, loaded: image.complete && image.naturalWidth > 0 })),
  );
}

/** Scrolls the page a screen at a time, so the blocks and pictures below the first screen load as a player's would. */
async function everyScreen(page: Page, look: () => Promise<void>): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = (page.viewportSize()?.height ?? 800) - 100;
  for (let top = 0; top < height; top += step) {
    await page.evaluate((y) => window.scrollTo(0, y), top);
    await look();
  }
}

for (const brand of BRANDS) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`${brand} home, ${size}: every card on screen shows its own drawn picture, loaded`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(brandUrl(brand, '/'));
      await expect(page.getByTestId('game-card').first()).toBeVisible();
      const seen = new Map<string, boolean>();
      await everyScreen(page, async () => {
        // A picture on the screen has a moment to arrive (lazy ones start when they come near).
        await expect
          .poll(async () => (await imagesOnScreen(page, '[data-testid="game-card"] img')).every((image) => image.loaded), { message: `${brand} ${size}: a card's picture did not load` })
          .toBe(true);
        for (const image of await imagesOnScreen(page, '[data-testid="game-card"] img')) seen.set(image.src, image.loaded);
      });
      expect(seen.size, 'cards seen').toBeGreaterThan(8);
      for (const src of seen.keys()) expect(src).toMatch(GAME_ART);
      // The pictures are drawings of the game, not a monogram: each nests the icon it shows and its title in outlines.
      for (const src of [...seen.keys()].slice(0, 6)) {
        // Fetched by the page: Chromium resolves the brands' *.localhost hosts, Node's resolver does not.
        const svg = await page.evaluate(async (url) => (await fetch(url)).text(), src);
        expect(svg, src).toContain('viewBox="0 0 32 32"');
        expect(svg, src).toMatch(/<use href="#t\d+"/);
        expect(svg, src).not.toContain('<text');
      }
      // Vendor logos on the page are drawn marks too, and loaded.
      const logos = await page.locator('img[src*="/assets/art/vendor/"]').evaluateAll((images) => (images as HTMLImageElement[]).map((image) => ({ src: image.src, loaded: image.complete && image.naturalWidth > 0 })));
      for (const logo of logos.filter((each) => each.loaded === false)) {
        // Lazy logos far from the screen need not have loaded; one that is asked for must answer.
        expect(await page.evaluate(async (url) => (await fetch(url)).status, logo.src), logo.src).toBe(200);
      }
    });
  }
}
