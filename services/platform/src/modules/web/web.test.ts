import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { HOME_FIRST_PAINT_SLOT } from '@croupier/brand-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { setEngine } from '../../testing/play';
import { buildTestApp, send } from '../../testing/test-app';

const SLOTTED_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-3f2a1b.js"></script></head><body><div id="root">${HOME_FIRST_PAINT_SLOT}</div></body></html>`;

describe('brand shells and the brand index', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let appsDir: string;

  beforeAll(async () => {
    appsDir = mkdtempSync(path.join(tmpdir(), 'croupier-apps-'));
    // shonali is built; northstar is not, as on a checkout where only one shell was built.
    const dist = path.join(appsDir, 'shonali', 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), SLOTTED_HTML);
    writeFileSync(path.join(dist, 'assets', 'index-3f2a1b.js'), 'console.log("shonali");');
    writeFileSync(path.join(dist, 'assets', 'index-3f2a1b.js.br'), brotliCompressSync('console.log("shonali");'));
    writeFileSync(path.join(dist, 'assets', 'index-3f2a1b.js.gz'), gzipSync('console.log("shonali");'));
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
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

  it('serves index.html at / on a brand host, never cached', async () => {
    const response = await send(app, { url: '/', host: 'shonali.localhost:5000' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`<script type="module" src="/assets/index-3f2a1b.js"></script></head><body><div id="root"><div class="first-paint-wide"`);
  });

  it('puts the first home banner into the slot of the home page, compressed when the browser takes it', async () => {
    const plain = await send(app, { url: '/', host: 'shonali.localhost' });
    const banner = /<div class="first-paint-home"><i><\/i><img src="(\/assets\/art\/banner\/[^"]+)"/.exec(plain.body);
    expect(banner?.[1]).toMatch(/^\/assets\/art\/banner\/[a-z0-9-]+\.svg\?label=/);
    expect(plain.body).not.toContain(HOME_FIRST_PAINT_SLOT);
    const announcements = await send(app, { url: '/wps/relay/MCSFE_getListAnnouncements?types=B&language=bn', host: 'shonali.localhost' });
    const firstBanner = (announcements.json() as { value: { banners: { imageUrl: string }[] } }).value.banners[0];
    expect(banner?.[1]?.replace(/&amp;/g, '&')).toBe(firstBanner?.imageUrl);
    const brotli = await send(app, { url: '/', host: 'shonali.localhost', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps other client routes as built, slot and all', async () => {
    const response = await send(app, { url: '/live', host: 'shonali.localhost' });
    expect(response.body).toBe(SLOTTED_HTML);
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
    const response = await send(app, { url: '/favicon.svg', host: 'shonali.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client routes', async () => {
    for (const url of ['/promotions', '/member/securityCenter', '/rng?vassalage=SPW', '/login/']) {
      const response = await send(app, { url, host: 'shonali.localhost' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(SLOTTED_HTML);
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

  it('tells to run pnpm start when a brand shell is not built', async () => {
    const response = await send(app, { url: '/', host: 'northstar.localhost:8080' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('pnpm start');
    expect(response.body).toContain('apps/northstar/dist');
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
      expect(page.body, url).toBe(SLOTTED_HTML);
    }
  });

  it('draws artwork for banners and games, cached for good', async () => {
    const response = await send(app, { url: '/assets/art/banner/shonali-welcome.svg?label=%3Cscript%3Ealert(1)%3C%2Fscript%3E%20%26%20more', host: 'localhost' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg /);
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain('&#60;script&#62;');
    expect(response.body).toContain('&#38;');
  });

  it('refuses artwork of an unknown kind or a malformed id', async () => {
    for (const url of ['/assets/art/poster/a.svg', '/assets/art/game/Bad_Id.svg', '/assets/art/game/abc.png']) {
      const response = await send(app, { url, host: 'localhost' });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
