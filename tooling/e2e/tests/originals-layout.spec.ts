import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openOriginalsPage } from '../support/originals-steps';
import { brandUrl } from '../support/server';
import { loginDemoPlayer } from '../support/wallet-steps';

// How the in-house game screens sit on a real page, in both brands, on a laptop and on a phone (at
// the phone's pixel density): the Mines board inside its card with real tiles, the Crash chart drawn
// on a canvas that never moves what is around it. With E2E_SCREENSHOT_DIR set, each check leaves a
// screenshot there to look at.

const BRANDS = ['shonali', 'northstar'] as const;
const VIEWPORTS = [
  { name: 'laptop', width: 1366, height: 800, scale: 1 },
  { name: 'phone', width: 390, height: 844, scale: 2 },
] as const;
/** A round runs until its point; 100x takes 77 s, and the next one opens 3 s after. */
const ROUND_WAIT_MS = 100_000;
/** The smallest tile a thumb can hit, in CSS pixels. */
const MIN_TILE_PX = 40;

async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOT_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
}

/** Logs the demo player in, first giving a busy server's login popup the time its first load takes. */
async function loginMember(page: Page, brand: string): Promise<void> {
  await page.goto(brandUrl(brand, '/login'), { timeout: 60_000 });
  await expect(page.getByTestId('popup-login')).toBeVisible({ timeout: 60_000 });
  await loginDemoPlayer(page, brand);
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

function expectInside(inner: { x: number; y: number; width: number; height: number }, outer: { x: number; y: number; width: number; height: number }) {
  expect(inner.x).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(inner.y).toBeGreaterThanOrEqual(outer.y - 0.5);
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 0.5);
}

/** The page must not scroll sideways: something wider than the screen spilled out, named in the failure. */
async function expectNoSidewaysScroll(page: Page) {
  const spilled = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .slice(0, 8)
      .map((element) => `${element.tagName.toLowerCase()}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''}.${String(element.className).split(' ')[0]} right=${Math.round(element.getBoundingClientRect().right)}`);
  });
  expect(spilled).toEqual([]);
}

/** The canvas as the browser has it: its pixel size against its CSS size and density, and how much of it is drawn. */
async function canvasFacts(canvas: Locator) {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const pixels = element.getContext('2d')?.getImageData(0, 0, element.width, element.height).data ?? new Uint8ClampedArray();
    let drawn = 0;
    for (let index = 3; index < pixels.length; index += 4) if (pixels[index]! > 0) drawn += 1;
    return { width: element.width, height: element.height, cssWidth: element.clientWidth, cssHeight: element.clientHeight, ratio: window.devicePixelRatio, drawn, frames: Number(element.dataset.frames ?? 0) };
  });
}

/**
 * Sums the layout shifts from now on that move the Crash stage, anything in it, or anything above or
 * beside it up or down. Sideways moves are the round's own doing and every crash game has them: the
 * figure and the captions re-centred as their text changes, a new crash point sliding into the strip.
 * Content growing below the stage (the round's bets) is not the stage's doing.
 */
async function watchStageShifts(page: Page) {
  await page.evaluate(() => {
    const stage = document.querySelector('[data-testid="crash-stage"]');
    const record = window as unknown as { stageShift: number; stageShiftSources: string[] };
    record.stageShift = 0;
    record.stageShiftSources = [];
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const counts = (source: Source) => {
      const node = source.node;
      if (!node || !stage) return false;
      const vertical = source.previousRect.y !== source.currentRect.y || source.previousRect.height !== source.currentRect.height;
      if (!vertical) return false;
      if (stage === node || stage.contains(node) || node.contains(stage)) return true;
      return source.currentRect.top < stage.getBoundingClientRect().bottom;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: Source[] }[]) {
        const moved = (entry.sources ?? []).filter(counts);
        if (moved.length === 0) continue;
        record.stageShift += entry.value;
        record.stageShiftSources.push(...moved.map((source) => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.textContent))));
      }
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { stageShiftSources: string[] }).stageShiftSources);
}

for (const brand of BRANDS) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${brand} on a ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, deviceScaleFactor: viewport.scale });

      test('the Mines board fits its card and shows its tiles before a game starts', async ({ page }) => {
        await openOriginalsPage(page, brand, 'mines');
        const board = page.getByTestId('mines-board');
        await expect(board).toHaveAttribute('data-status', 'none');
        const card = board.locator('xpath=ancestor::section[1]');
        const boardBox = await boxOf(board);
        expectInside(boardBox, await boxOf(card));
        const tiles = await page.locator('[data-testid^="mines-cell-"]').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
        expect(tiles).toHaveLength(25);
        for (const width of tiles) expect(width).toBeGreaterThanOrEqual(MIN_TILE_PX);
        expect(boardBox.width).toBeGreaterThanOrEqual(5 * MIN_TILE_PX);
        await expectNoSidewaysScroll(page);
        await screenshot(page, `mines-${brand}-${viewport.width}`);
      });

      test('the Crash round is drawn on a sharp canvas that keeps its place through the round', async ({ page }) => {
        test.setTimeout(3 * ROUND_WAIT_MS);
        await openOriginalsPage(page, brand, 'crash');
        const phase = page.getByTestId('crash-phase');
        await expect(phase).toHaveAttribute('data-phase', /^(betting|running|crashed)$/, { timeout: 20_000 });
        const stage = page.getByTestId('crash-stage');
        const canvas = page.getByTestId('crash-canvas');
        // Shifts from a web font arriving are the font's, not the round's: watched once fonts are in.
        await page.evaluate(async () => {
          await document.fonts.ready;
        });
        const before = await boxOf(stage);
        const shifts = await watchStageShifts(page);
        const firstPhase = await phase.getAttribute('data-phase');
        await expect(phase).not.toHaveAttribute('data-phase', firstPhase ?? '', { timeout: ROUND_WAIT_MS });
        await expect(phase).toHaveAttribute('data-phase', 'running', { timeout: ROUND_WAIT_MS });

        const facts = await canvasFacts(canvas);
        expect(facts.ratio).toBe(viewport.scale);
        expect(facts.width).toBe(Math.round(facts.cssWidth * facts.ratio));
        expect(facts.height).toBe(Math.round(facts.cssHeight * facts.ratio));
        expect(facts.drawn).toBeGreaterThan(1_000);
        // Drawn every animation frame, not only when the feed ticks (ten a second).
        await page.waitForTimeout(1_000);
        expect((await canvasFacts(canvas)).frames - facts.frames).toBeGreaterThan(20);

        expect(await boxOf(stage)).toEqual(before);
        expect(await shifts()).toEqual([]);
        await expectNoSidewaysScroll(page);
        await screenshot(page, `crash-guest-${brand}-${viewport.width}`);
      });
    });
  }

  test(`${brand}: a played Mines board, its mines shown, stays inside its card on a laptop and on a phone`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await loginMember(page, brand);
    await openOriginalsPage(page, brand, 'mines');
    const board = page.getByTestId('mines-board');
    await page.getByTestId('mines-stake').fill('1');
    await page.getByTestId('mines-count').selectOption('24');
    await page.getByTestId('mines-start').click();
    await expect(board).toHaveAttribute('data-status', 'open');
    await page.getByTestId('mines-cell-12').click();
    // With 24 mines the first cell ends the game nearly always; a safe one is cashed out.
    await expect(page.getByTestId('mines-cell-12')).not.toHaveAttribute('data-state', 'hidden');
    if ((await board.getAttribute('data-status')) === 'open') await page.getByTestId('mines-cash-out').click();
    await expect(board).not.toHaveAttribute('data-status', 'open');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      expectInside(await boxOf(board), await boxOf(board.locator('xpath=ancestor::section[1]')));
      await expectNoSidewaysScroll(page);
      await screenshot(page, `mines-played-${brand}-${viewport.width}`);
    }
  });

  test(`${brand}: a member's Crash bet shows among the round's bets and in their own list once the round ends`, async ({ page }) => {
    test.setTimeout(4 * ROUND_WAIT_MS);
    await page.setViewportSize({ width: 1366, height: 800 });
    await loginMember(page, brand);
    await openOriginalsPage(page, brand, 'crash');
    const phase = page.getByTestId('crash-phase');
    for (let tries = 1; tries <= 3; tries += 1) {
      await expect(phase).toHaveAttribute('data-phase', 'betting', { timeout: ROUND_WAIT_MS });
      const roundId = (await phase.getAttribute('data-round-id')) ?? '';
      await page.getByTestId('crash-stake').fill('1');
      await page.getByTestId('crash-auto-cash-out').fill('1.5');
      await page.getByTestId('crash-place-bet').click();
      const ownBet = page.getByTestId('crash-own-bet');
      await expect(ownBet.or(page.getByTestId('crash-error')).first()).toBeVisible();
      if ((await ownBet.count()) === 0) continue;
      const betId = (await ownBet.getAttribute('data-bet-id')) ?? '';
      // The feed tells every watcher of the bet: the page lists it as the player's own.
      await expect(page.getByTestId(`crash-player-${betId}`)).toHaveAttribute('data-own', 'true');
      // A few seconds into the round (or its crash, whichever comes first) on both screens.
      await expect(phase).toHaveAttribute('data-phase', /^(running|crashed)$/, { timeout: ROUND_WAIT_MS });
      await page.waitForTimeout(3_000);
      await screenshot(page, `crash-member-${brand}-1366`);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSidewaysScroll(page);
      await screenshot(page, `crash-member-${brand}-390`);
      await expect(page.getByTestId(`crash-my-round-${roundId}`)).toHaveAttribute('data-status', /^(won|lost)$/, { timeout: ROUND_WAIT_MS });
      return;
    }
    throw new Error('three rounds in a row closed their betting before the bet was placed');
  });
}
