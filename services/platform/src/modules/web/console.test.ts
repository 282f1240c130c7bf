import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../testing/test-database';
import { buildTestApp, send } from '../../../testing/test-app';

const CONSOLE_HTML = '<!doctype html><html><head><script type="module" src="/assets/console-9c1d.js"></script></head><body><div id="root"></div></body></html>';
const SITE_HTML = '<!doctype html><html><head></head><body><div id="root"></div><p>the site</p></body></html>';

describe('the operator console on its own host', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let appsDir: string;

  beforeAll(async () => {
    appsDir = mkdtempSync(path.join(tmpdir(), 'croupier-console-'));
    const consoleDist = path.join(appsDir, 'backoffice', 'dist');
    mkdirSync(path.join(consoleDist, 'assets'), { recursive: true });
    writeFileSync(path.join(consoleDist, 'index.html'), CONSOLE_HTML);
    writeFileSync(path.join(consoleDist, 'assets', 'console-9c1d.js'), 'console.log("desk");');
    writeFileSync(path.join(consoleDist, '.env'), 'SECRET=1');
    mkdirSync(path.join(appsDir, 'site', 'dist'), { recursive: true });
    writeFileSync(path.join(appsDir, 'site', 'dist', 'index.html'), SITE_HTML);
    database = await createTestDatabase({ prepared: true });
    app = await buildTestApp(database.db, { appsDir, consoleHosts: ['backoffice.localhost', 'bo.example.com'] });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    rmSync(appsDir, { recursive: true, force: true });
  });

  it('serves the console’s page on each of its hosts, whatever the port, never cached and under the page policy', async () => {
    for (const host of ['backoffice.localhost:8080', 'BO.example.com', 'backoffice.localhost.']) {
      const response = await send(app, { url: '/', host });
      expect(response.statusCode, host).toBe(200);
      expect(response.headers['content-type'], host).toContain('text/html');
      expect(response.headers['cache-control'], host).toBe('no-cache');
      expect(response.headers['content-security-policy'], host).toContain("script-src 'self'");
      expect(response.headers['content-security-policy'], host).toContain("frame-ancestors 'none'");
      expect(response.body, host).toBe(CONSOLE_HTML);
    }
  });

  it('answers its client routes with the page and its bundles with a long cache', async () => {
    for (const url of ['/desk', '/members/42?merchant=SHONALI', '/login/']) {
      const response = await send(app, { url, host: 'backoffice.localhost' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(CONSOLE_HTML);
    }
    const bundle = await send(app, { url: '/assets/console-9c1d.js', host: 'backoffice.localhost' });
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(bundle.body).toBe('console.log("desk");');
    for (const url of ['/assets/missing.js', '/.env', '/%2e%2e/site/dist/index.html']) {
      const response = await send(app, { url, host: 'backoffice.localhost' });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('SECRET');
      expect(response.body, url).not.toContain('the site');
    }
  });

  it('keeps the API on its host, and the brands on theirs', async () => {
    const call = await send(app, { url: '/bo/session', host: 'backoffice.localhost' });
    expect(call.statusCode).toBe(401);
    expect(call.json().code).toBe('NOT_LOGGED_IN');
    const brandPage = await send(app, { url: '/desk', host: 'shonali.localhost' });
    expect(brandPage.body).toContain('<p>the site</p>');
    expect(brandPage.body).toContain('<title>Shonali</title>');
  });

  it('is named on the brand index of unknown hosts', async () => {
    const response = await send(app, { url: '/', host: '127.0.0.1:8099' });
    expect(response.body).toContain('<a href="http://backoffice.localhost:8099">');
  });

  it('tells to run pnpm start when the console is not built', async () => {
    const emptyApps = mkdtempSync(path.join(tmpdir(), 'croupier-no-console-'));
    const unbuilt = await buildTestApp(database.db, { appsDir: emptyApps });
    try {
      const response = await send(unbuilt, { url: '/', host: 'backoffice.localhost:8080' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toContain('apps/backoffice/dist');
      expect(response.body).toContain('pnpm start');
    } finally {
      await unbuilt.close();
      rmSync(emptyApps, { recursive: true, force: true });
    }
  });

  it('will not start when a brand claims a console host', async () => {
    await expect(buildTestApp(database.db, { appsDir, consoleHosts: ['shonali.example'] })).rejects.toThrow(/console's host shonali\.example is also a host of the brand shonali/);
  });
});
