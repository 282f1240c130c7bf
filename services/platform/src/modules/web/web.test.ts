import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HOME_FIRST_PAINT_SLOT } from '@croupier/brand-config';
import { brandDataOf, brandPageHtml } from '@croupier/brand-config/page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { setEngine } from '../../../testing/play';
import { buildTestApp, repoBrand, send } from '../../../testing/test-app';

/** The site's page as the build writes it: no brand in it. */
const SITE_HTML = '<!doctype html><html><head><title>Croupier</title><script type="module" src="/assets/index-3f2a1b.js"></script></head><body><div id="root"></div></body></html>';

/** The page's brand file, as the app shell reads it. */
function brandOfPage(html: string): unknown {
  const block = /<script type="application\/json" id="croupier-brand">([\s\S]*?)<\/script>/.exec(html);
  return brandDataOf({ getElementById: () => (block ? { textContent: block[1] ?? null } : null) });
}

describe('the site every brand is served as, and the brand index', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let appsDir: string;

  beforeAll(async () => {
    appsDir = mkdtempSync(path.join(tmpdir(), 'croupier-apps-'));
    const dist = path.join(appsDir, 'site', 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), SITE_HTML);
    writeFileSync(path.join(dist, 'assets', 'index-3f2a1b.js'), 'console.log("shonali");');
    writeFileSync(path.join(dist, 'assets', 'index-3f2a1b.js.br'), brotliCompressSync('console.log("shonali");'));
    writeFileSync(path.join(dist, 'assets', 'index-3f2a1b.js.gz'), gzipSync('console.log("shonali");'));
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
    writeFileSync(path.join(dist, '.env'), 'SECRET=1');
    writeFileSync(path.join(appsDir, 'outside.txt'), 'not for the web');
    database = await createTestDatabase({ prepared: true });
    app = await buildTestApp(database.db, { appsDir });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(appsDir, { recursive: true, force: true });
  });

  it('serves the site’s page at / made the brand’s own, never cached', async () => {
    const response = await send(app, { url: '/', host: 'shonali.localhost:5000' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<html lang="bn" data-theme="dark">');
    expect(response.body).toContain('<title>Shonali</title>');
    expect(response.body).toContain('<script type="module" src="/assets/index-3f2a1b.js"></script>');
    expect(response.body).toContain('<div id="root"><div class="first-paint" aria-hidden="true">');
    expect(brandOfPage(response.body)).toEqual(JSON.parse(JSON.stringify(repoBrand('shonali'))));
  });

  it('serves each brand its own page from the one build', async () => {
    const northstar = await send(app, { url: '/', host: 'northstar.localhost' });
    expect(northstar.statusCode).toBe(200);
    expect(northstar.body).toContain('<title>Northstar</title>');
    expect((brandOfPage(northstar.body) as { code: string }).code).toBe('northstar');
  });

  it('answers each brand’s boot script and icon', async () => {
    const boot = await send(app, { url: '/brand-boot.js', host: 'northstar.localhost' });
    expect(boot.headers['content-type']).toContain('javascript');
    expect(boot.body).toContain(JSON.stringify(repoBrand('northstar').languages.offered));
    const icon = await send(app, { url: '/favicon.svg', host: 'shonali.example' });
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.body).toContain(`fill="${repoBrand('shonali').logo.markColor}"`);
  });

  it('puts the first home banner into the slot of the home page, compressed when the browser takes it', async () => {
    const plain = await send(app, { url: '/', host: 'shonali.localhost' });
    const banner = /<div class="first-paint-home"><i><\/i><img src="(\/assets\/art\/banner\/[^"]+)"/.exec(plain.body);
    expect(banner?.[1]).toMatch(/^\/assets\/art\/banner\/[a-z0-9-]+\.svg\?v=\d+$/);
    expect(plain.body).not.toContain(HOME_FIRST_PAINT_SLOT);
    const announcements = await send(app, { url: '/wps/relay/MCSFE_getListAnnouncements?types=B&language=bn', host: 'shonali.localhost' });
    const firstBanner = (announcements.json() as { value: { banners: { imageUrl: string }[] } }).value.banners[0];
    expect(banner?.[1]?.replace(/&amp;/g, '&')).toBe(firstBanner?.imageUrl);
    const brotli = await send(app, { url: '/', host: 'shonali.localhost', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  });

  it('gives other client routes the brand’s page without the home banner', async () => {
    const response = await send(app, { url: '/live', host: 'shonali.localhost' });
    expect(response.body).toBe(brandPageHtml(SITE_HTML, repoBrand('shonali')));
    expect(response.body).toContain(HOME_FIRST_PAINT_SLOT);
  });

  it('lets a brand page frame the engines connected to its vendors, and only while they are', async () => {
    const page = async () => (await send(app, { url: '/live', host: 'shonali.localhost' })).headers['content-security-policy'];
    expect(await page()).not.toContain('frame-src');
    await setEngine(app, 'EVL', 'https://live.engine.example:8443/launch?table=1');
    expect(await page()).toContain("frame-src 'self' https://live.engine.example:8443");
    // Calls answer JSON, which frames nothing: their policy stays the plain one.
    const call = await send(app, { url: '/wps/system/status', host: 'shonali.localhost' });
    expect(call.headers['content-security-policy']).not.toContain('frame-src');
    await setEngine(app, 'EVL', null);
    expect(await page()).not.toContain('frame-src');
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const response = await send(app, { url: '/assets/index-3f2a1b.js', host: 'shonali.localhost' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('shonali');
  });

  it('sends the compressed copy the build wrote when the browser takes it, and the plain file otherwise', async () => {
    const brotli = await send(app, { url: '/assets/index-3f2a1b.js', host: 'shonali.localhost', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("shonali");');
    const gzip = await send(app, { url: '/assets/index-3f2a1b.js', host: 'shonali.localhost', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("shonali");');
    const plain = await send(app, { url: '/assets/index-3f2a1b.js', host: 'shonali.localhost', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("shonali");');
  });

  it('serves other files to be revalidated', async () => {
    const response = await send(app, { url: '/robots.txt', host: 'shonali.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/promotions', '/member/securityCenter', '/rng?vassalage=SPW', '/login/']) {
      const response = await send(app, { url, host: 'shonali.localhost' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(brandPageHtml(SITE_HTML, repoBrand('shonali')));
    }
  });

  it('answers 404 for a missing file, hidden files and paths that climb out', async () => {
    for (const url of ['/assets/missing-123.js', '/.env', '/%2e%2e/outside.txt', '/assets/%2e%2e/%2e%2e/outside.txt', '/..%2foutside.txt']) {
      const response = await send(app, { url, host: 'shonali.localhost' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('not for the web');
      expect(response.body, url).not.toContain('SECRET');
    }
  });

  it('tells to run pnpm start when the site is not built', async () => {
    const emptyApps = mkdtempSync(path.join(tmpdir(), 'croupier-apps-'));
    const unbuilt = await buildTestApp(database.db, { appsDir: emptyApps });
    try {
      const response = await send(unbuilt, { url: '/', host: 'northstar.localhost:8080' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toContain('pnpm start');
      expect(response.body).toContain('apps/site/dist');
    } finally {
      await unbuilt.close();
      rmSync(emptyApps, { recursive: true, force: true });
    }
  });

  it('lists the brands on an unknown host, linked on the port the visitor used', async () => {
    const response = await send(app, { url: '/', host: 'localhost:8099' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('href="http://shonali.localhost:8099"');
    expect(response.body).toContain('href="http://northstar.localhost:8099"');
    const elsewhere = await send(app, { url: '/some/page', host: '127.0.0.1:8099' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain('http://shonali.localhost:8099');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await send(app, { method: 'HEAD', url: '/', host: 'shonali.localhost' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('keeps API paths out of the shell fallback', async () => {
    const paths = ['/wps/unknown', '/lotto/lgw/games/opened/numero', '/lotto', '/lgw/games/opened/numero', '/bo/nothing/here', '/ops/nothing', '/wps/x?y=1'];
    for (const url of paths) {
      const response = await send(app, { url, host: 'shonali.localhost' });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const posted = await send(app, { method: 'POST', url: '/lotto/lgw/games/opened/numero', host: 'shonali.localhost', payload: {} });
    expect(posted.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    for (const url of ['/login', '/lottery', '/lotto-results']) {
      const page = await send(app, { url, host: 'shonali.localhost' });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(brandPageHtml(SITE_HTML, repoBrand('shonali')));
    }
  });
});
