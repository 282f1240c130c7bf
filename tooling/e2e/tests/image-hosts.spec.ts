import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { E2E_PORT, REPO_ROOT } from '../support/server';

// A platform of its own, so the journeys' server keeps serving art from the page's own origin: the
// ports up to E2E_PORT + 11 are taken (support/server.ts, create-brand.spec.ts), this one takes + 12.
const PORT = E2E_PORT + 12;
// Two names of the same server, both other origins than the brand's page: an image that loads from
// either came through that name, as it would from one of two CDN hosts.
const IMAGE_HOSTS = [`http://127.0.0.1:${PORT}`, `http://localhost:${PORT}`];
/** Fresh visits before giving up on seeing both hosts: each visit misses one with odds 1/2, so 2^-11 for a false failure. */
const MAX_VISITS = 12;

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the platform exited with ${server.exitCode}`);
    const ok = await fetch(url).then((response) => response.ok).catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the platform did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * The host the hot row's cards loaded their art from, once every card drawn at once has its art loaded
 * (naturalWidth > 0) and all from the same listed host; null while they have not.
 */
function hotArtHost(hosts: readonly string[]): string | null {
  const images = [...document.querySelectorAll<HTMLImageElement>('[data-testid="home-hot-games"] [data-testid="game-card"] img[loading="eager"]')];
  if (images.length === 0) return null;
  const origins = new Set(images.map((image) => new URL(image.currentSrc || image.src).origin));
  const [origin] = [...origins];
  if (origins.size !== 1 || origin === undefined || !hosts.includes(origin)) return null;
  return images.every((image) => image.complete && image.naturalWidth > 0) ? origin : null;
}

/** One visit (a new browser context: a new tab's storage): the image host it used, checked again after a reload. */
async function visit(browser: Browser): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  try {
    const page = await context.newPage();
    const loaded = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.ok()) loaded.add(new URL(response.url()).origin);
    });
    await page.goto(`http://shonali.localhost:${PORT}/`);
    await expect(page.getByTestId('home-hot-games').getByTestId('game-card').first()).toBeVisible();
    const host = await page.waitForFunction(hotArtHost, IMAGE_HOSTS).then((handle) => handle.jsonValue());
    if (host === null) throw new Error('no image host');
    expect(loaded, 'the art came over the network from the host the page names').toContain(host);
    // The pick is the visit's: a reload loads from the same host.
    await page.reload();
    await expect(page.getByTestId('home-hot-games').getByTestId('game-card').first()).toBeVisible();
    expect(await page.waitForFunction(hotArtHost, IMAGE_HOSTS).then((handle) => handle.jsonValue())).toBe(host);
    return host;
  } finally {
    await context.close();
  }
}

test.describe('image hosts (SPEC §9)', () => {
  test.setTimeout(360_000);
  let server: ChildProcess | undefined;
  const dataDir = path.join(tmpdir(), `croupier-image-hosts-${Date.now()}`);

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn', IMAGE_CDNS: IMAGE_HOSTS.join(','), ART_AT_START: 'off' };
    // The pictures this journey meets are drawn as they are asked for: drawing the whole catalogue at
    // this second server's start would only weigh on the journeys running beside it.
    delete env.DATABASE_URL;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: path.join(REPO_ROOT, 'services/platform'), env, stdio: 'ignore' });
    await waitForHealth(`http://127.0.0.1:${PORT}/healthz`, server, 240_000);
  });

  test.afterAll(async () => {
    const stopping = server;
    if (stopping && stopping.exitCode === null) {
      await new Promise<void>((resolve) => {
        stopping.once('exit', () => resolve());
        stopping.kill('SIGTERM');
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('each visit loads the cards’ art from one host of IMAGE_CDNS, and fresh visits use every host', async ({ browser }) => {
    const served = new Set<string>();
    for (let count = 0; count < MAX_VISITS && served.size < IMAGE_HOSTS.length; count += 1) served.add(await visit(browser));
    expect([...served].sort()).toEqual([...IMAGE_HOSTS].sort());
  });
});
