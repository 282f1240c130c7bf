import { expect, test, type Locator, type Page } from '@playwright/test';
import { dismissLoginSteps, expectLoggedIn, loginWithPassword, openLogin } from '../support/account-steps';
import { gamesOf, largeVendorsOf, vendorLanes } from '../support/catalogue-api';
import { createMember, uniqueUsername } from '../support/ops-api';
import { apiUrl, brandUrl, ops, word } from '../support/server';

const PASSWORD = 'Play#2026x';
const BRANDS = ['shonali', 'northstar'] as const;
const LANGUAGES = ['bn', 'en'] as const;

async function showIn(page: Page, language: 'bn' | 'en'): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) !== language) await page.getByTestId('language-switch').selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function logInNewMember(page: Page, brand: string): Promise<void> {
  const username = uniqueUsername('cat');
  await createMember(brand, { username, password: PASSWORD });
  await loginWithPassword(page, brand, username, PASSWORD);
  await expectLoggedIn(page);
  await dismissLoginSteps(page);
}

/**
 * A vendor of PvP games: `pnpm start` connects every slot vendor to the demo provider and leaves these
 * alone, so the launch journeys below can switch one on and off without touching the slots.
 */
async function pvpVendor(brand: string): Promise<{ vassalage: string; name: string }> {
  const vendor = (await largeVendorsOf(brand, 'PVP'))[0];
  if (!vendor) throw new Error(`${brand} has no PvP vendor with more than 12 games`);
  return vendor;
}

/** The first RNG vendor with more games than a home row holds. */
async function largeSlotVendor(brand: string, index = 0): Promise<{ vassalage: string; name: string }> {
  const vendor = (await largeVendorsOf(brand, 'RNG'))[index];
  if (!vendor) throw new Error(`${brand} has no slot vendor with more than 12 games`);
  return vendor;
}

/**
 * Scrolls down the home page a screen at a time, as a player does, until `block` is there: the page
 * mounts the blocks below its first screen only as they near the screen. Stops at the bottom once the
 * category rows have loaded, so a block the brand does not have is found missing, not waited for.
 */
async function scrollUntilThere(page: Page, block: Locator): Promise<void> {
  await expect(page.getByTestId('home-hot-games').getByTestId('game-card').first()).toBeVisible();
  for (let step = 0; step < 60 && (await block.count()) === 0; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(150);
    const rowsLoading = (await page.getByTestId('home-games-loading').count()) > 0;
    if (atBottom && !rowsLoading && (await block.count()) === 0) return;
  }
  if ((await block.count()) > 0) await block.scrollIntoViewIfNeeded();
}

test.describe('home sections', () => {
  for (const brand of BRANDS) {
    for (const language of LANGUAGES) {
      test(`${brand} home shows hot games, winner boards and category rows in ${language}`, async ({ page }) => {
        await page.goto(brandUrl(brand));
        await showIn(page, language);
        await expect(page.getByTestId('home-hot-games').getByTestId('game-card').first()).toBeVisible();
        const board = page.getByTestId('home-winner-board');
        await scrollUntilThere(page, board);
        await expect(board.getByTestId('home-jackpot-games').getByTestId('game-card').first()).toBeVisible();
        // SPEC §2: the biggest wins show the first 9, amounts with 2 decimals.
        const wins = page.getByTestId('home-biggest-wins').getByTestId('biggest-win');
        await expect(wins).toHaveCount(9);
        await expect(wins.first().getByTestId('biggest-win-amount')).toHaveText(language === 'bn' ? /[০-৯]\.[০-৯]{2}$/ : /\d\.\d{2}$/);
        const slots = page.getByTestId('home-category-RNG');
        await scrollUntilThere(page, slots);
        await expect(slots.getByTestId('game-card').first()).toBeVisible();
        // The last section: only Shonali's catalogue has cockfight games.
        const cockfight = page.getByTestId('home-category-COCKFIGHT');
        await scrollUntilThere(page, cockfight);
        await expect(cockfight).toHaveCount(brand === 'shonali' ? 1 : 0);
      });
    }
  }

  test('a vendor row over 12 games has arrows and a more-games link to its list centre', async ({ page }) => {
    await page.goto(brandUrl('northstar'));
    const slots = page.getByTestId('home-category-RNG');
    await scrollUntilThere(page, slots);
    const vassalage = await slots.getAttribute('data-vassalage');
    const lane = await largeVendorsOf('northstar', 'RNG');
    expect(lane.map((vendor) => vendor.vassalage)).toContain(vassalage);
    const row = slots.getByTestId('vendor-row');
    await expect(row.getByTestId('game-card')).toHaveCount(12);
    await expect(slots.getByTestId('vendor-row-prev')).toBeDisabled();
    await slots.getByTestId('vendor-row-next').click();
    await expect(slots.getByTestId('vendor-row-prev')).toBeEnabled();
    await expect(slots.getByTestId('vendor-row-more')).toHaveAttribute('href', `/rng?vassalage=${vassalage}`);
    await slots.getByTestId('vendor-row-more').click();
    await expect(page).toHaveURL(brandUrl('northstar', `/rng?vassalage=${vassalage}`));
    await expect(page.getByTestId('game-category-page')).toHaveAttribute('data-game-type', 'RNG');
  });
});

/**
 * A vendor's logo as the page shows it: named by the vendor (by the image itself, or by the tile whose
 * name stands beside it), the platform's art for that vendor, and loaded. The host is not checked: the
 * art may come from a CDN.
 */
async function expectLogo(image: Locator, vassalage: string): Promise<void> {
  await expect(image).toHaveAttribute('src', new RegExp(`/vendor/${vassalage.toLowerCase()}\\.svg`));
  await expect(image).toHaveAttribute('width', /\d+/);
  await expect(image).toHaveAttribute('height', /\d+/);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.describe('vendor logos', () => {
  // Shonali opens in Bengali and Northstar in English: one phone run each covers both languages.
  for (const brand of BRANDS) {
    test(`${brand} shows vendors as their logos on a phone: home's tabs, the footer and a list centre's filter`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const lane = (await vendorLanes(brand)).find((each) => each.gameType === 'RNG');
      const [first, second] = lane?.vendors ?? [];
      if (!first || !second) throw new Error(`${brand} has fewer than two slot vendors`);
      await page.goto(brandUrl(brand));

      const slots = page.getByTestId('home-category-RNG');
      await scrollUntilThere(page, slots);
      await expect(slots.getByTestId('vendor-tab')).toHaveCount(lane?.vendors.length ?? 0);
      const firstTab = slots.getByRole('button', { name: first.name, exact: true });
      await expect(firstTab).toHaveAttribute('aria-pressed', 'true');
      await expectLogo(firstTab.locator('img'), first.vassalage);
      await slots.getByRole('button', { name: second.name, exact: true }).click();
      await expect(slots).toHaveAttribute('data-vassalage', second.vassalage);
      await expectNoSidewaysScroll(page);

      // The footer draws its logos once it nears the screen, each image named by its vendor.
      const footerSlots = page.getByTestId('footer-vendors-RNG');
      await scrollUntilThere(page, footerSlots);
      await expectLogo(footerSlots.getByRole('img', { name: first.name, exact: true }), first.vassalage);
      await expect(page.getByTestId('footer-vendors').getByText(first.name, { exact: true })).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      await page.goto(brandUrl(brand, `/rng?vassalage=${second.vassalage}`));
      const filter = page.getByTestId('vendor-filter');
      const chosen = filter.getByRole('link', { name: second.name, exact: true });
      await expect(chosen).toHaveAttribute('aria-current', 'page');
      await expectLogo(chosen.locator('img'), second.vassalage);
      await filter.getByRole('link', { name: first.name, exact: true }).click();
      await expect(page).toHaveURL(brandUrl(brand, `/rng?vassalage=${first.vassalage}`));
      await expect(page.getByTestId('game-card-vendor').first()).toHaveText(first.name);
      await expectNoSidewaysScroll(page);
    });
  }
});

test.describe('lists and search', () => {
  test('a list centre filtered by vendor shows only that vendor, 20 a page, with a pager', async ({ page }) => {
    const vendor = await largeSlotVendor('shonali');
    await page.goto(brandUrl('shonali', `/rng?vassalage=${vendor.vassalage}`));
    await showIn(page, 'en');
    const cards = page.getByTestId('game-card');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(20);
    await expect(page.getByTestId('game-card-vendor')).toHaveText(Array.from({ length: count }, () => vendor.name));
    const firstPage = await cards.first().getAttribute('data-node-id');
    const pager = page.getByTestId('game-list-pager');
    await expect(pager).toBeVisible();
    await pager.getByRole('button', { name: word('en', 'ui', 'pagination.page').replace('{{page}}', '2'), exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pager.getByRole('button', { name: word('en', 'ui', 'pagination.next'), exact: true })).toBeEnabled();
    await expect(cards.first()).not.toHaveAttribute('data-node-id', firstPage ?? '');
  });

  test('the tile view hides play-now for slot games', async ({ page }) => {
    await page.goto(brandUrl('shonali', '/rng'));
    await page.getByTestId('game-view-tile').click();
    await expect(page.getByTestId('game-card').first()).toHaveAttribute('data-view', 'tile');
    await expect(page.getByTestId('game-card-play')).toHaveCount(0);
  });

  for (const language of LANGUAGES) {
    test(`search finds games by name in ${language}`, async ({ page }) => {
      const vendor = await largeSlotVendor('shonali');
      const [game] = await gamesOf('shonali', 'RNG', vendor.vassalage, language);
      if (!game) throw new Error('no slot game to look for');
      const term = game.gameName.split(' ').sort((a, b) => b.length - a.length)[0] ?? game.gameName;
      await page.goto(brandUrl('shonali'));
      await showIn(page, language);
      await page.getByTestId('search-input').fill(term);
      const results = page.getByTestId('search-results');
      await expect(results.getByTestId('game-card').first()).toBeVisible();
      const names = await results.getByTestId('game-card').allInnerTexts();
      for (const name of names) expect(name.toLowerCase()).toContain(term.toLowerCase());
      await page.getByTestId('search-input').fill('zzzqqqxxxnothing');
      await expect(page.getByTestId('search-empty')).toBeVisible();
    });
  }
});

test.describe('favourites, recent and launch', () => {
  test('a guest who taps a favourite or play gets the login popup in place', async ({ page }) => {
    await page.goto(brandUrl('shonali', '/rng'));
    await page.getByTestId('game-card-favourite').first().click();
    await expect(page.getByTestId('popup-login')).toBeVisible();
    await expect(page).toHaveURL(brandUrl('shonali', '/rng'));
    await page.keyboard.press('Escape');
    await page.getByTestId('game-card-play').first().click();
    await expect(page.getByTestId('popup-login')).toBeVisible();
  });

  test('a member toggles a favourite and finds it on the favourites page', async ({ page }) => {
    await logInNewMember(page, 'northstar');
    await page.goto(brandUrl('northstar', '/rng'));
    const card = page.getByTestId('game-card').first();
    const nodeId = await card.getAttribute('data-node-id');
    await card.getByTestId('game-card-favourite').click();
    await expect(card).toHaveAttribute('data-favourite', 'true');
    await page.goto(brandUrl('northstar', '/favorite'));
    const favourite = page.getByTestId('favourites-list').locator(`[data-testid="game-card"][data-node-id="${nodeId}"]`);
    await expect(favourite).toBeVisible();
    // The list drops the game at once; the server agrees after a reload.
    await favourite.getByTestId('game-card-favourite').click();
    await expect(page.getByTestId('favourites-empty')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('favourites-empty')).toBeVisible();
  });

  test('a trial player who taps play is told a true account is needed', async ({ page }) => {
    await openLogin(page, 'shonali');
    await page.getByTestId('login-free-play').click();
    await expectLoggedIn(page);
    await dismissLoginSteps(page);
    await page.goto(brandUrl('shonali', '/rng'));
    await page.getByTestId('game-card-play').first().click();
    await expect(page.getByTestId('trial-warning')).toBeVisible();
    await expect(page.getByTestId('game-page')).toHaveCount(0);
  });

  test('a game of a vendor with no engine says it is under maintenance and suggests others', async ({ page }) => {
    const vendor = await pvpVendor('shonali');
    await logInNewMember(page, 'shonali');
    await showIn(page, 'en');
    await page.goto(brandUrl('shonali', `/pvp?vassalage=${vendor.vassalage}`));
    const card = page.getByTestId('game-card').first();
    const nodeId = await card.getAttribute('data-node-id');
    await card.getByTestId('game-card-play').click();
    await expect(page).toHaveURL(/\/seamless\?/);
    await expect(page.getByTestId('game-maintenance')).toContainText(word('en', 'games', 'gamePage.maintenanceText'));
    const suggestions = page.getByTestId('game-suggestions').getByTestId('game-card');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.evaluateAll((cards) => cards.map((each) => each.getAttribute('data-node-id')))).not.toContain(nodeId);
    // Nothing was played, so nothing is recent.
    await page.goto(brandUrl('shonali', '/recent'));
    await expect(page.getByTestId('recent-empty')).toBeVisible();
  });

  test('a launch of a connected vendor opens the engine in the game page and the game becomes recent', async ({ page }) => {
    const vendor = await pvpVendor('northstar');
    const engineUrl = apiUrl('/healthz');
    ops('vendor', 'connect', vendor.vassalage, engineUrl);
    try {
      await logInNewMember(page, 'northstar');
      await page.goto(brandUrl('northstar', `/pvp?vassalage=${vendor.vassalage}`));
      const card = page.getByTestId('game-card').first();
      const nodeId = await card.getAttribute('data-node-id');
      await card.getByTestId('game-card-play').click();
      const frame = page.getByTestId('game-page-frame');
      await expect(frame).toBeVisible();
      const src = new URL((await frame.getAttribute('src')) ?? '');
      expect(`${src.origin}${src.pathname}`).toBe(engineUrl);
      expect(src.searchParams.get('token')?.length).toBeGreaterThan(20);
      await page.getByTestId('game-page-back').click();
      await expect(page).toHaveURL(brandUrl('northstar', `/pvp?vassalage=${vendor.vassalage}`));
      await page.goto(brandUrl('northstar', '/recent'));
      await expect(page.getByTestId('recent-list').locator(`[data-testid="game-card"][data-node-id="${nodeId}"]`)).toBeVisible();
    } finally {
      ops('vendor', 'disconnect', vendor.vassalage);
    }
  });
});
