import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformHook, Plugin } from 'vite';
import { devBrandCode, devBrandPagePlugin } from './dev-brand-page';
import { REPO_ROOT } from './paths';
import { siteViteConfig } from './site-vite-config';

const PAGE = '<!doctype html><html><head><title>site</title></head><body><div id="root"></div></body></html>';

function transform(plugin: Plugin, html: string): string {
  const hook = plugin.transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { path: '/', filename: 'index.html' }) as string;
}

describe('the site’s Vite config', () => {
  it('proxies the platform paths as the chosen brand’s host in development', () => {
    const config = siteViteConfig({ devBrand: 'northstar' });
    expect(Object.keys(config.server?.proxy ?? {})).toEqual(['/wps', '/lgw', '/assets']);
    expect(config.server?.proxy?.['/wps']).toMatchObject({ target: 'http://127.0.0.1:8080', headers: { host: 'northstar.localhost:8080' } });
  });

  it('shows BRAND in development, else the first brand file by name', () => {
    expect(devBrandCode(REPO_ROOT, { BRAND: ' shonali ' })).toBe('shonali');
    // a brands folder of its own, so a brand file an operator adds to the repository changes nothing here
    const root = mkdtempSync(path.join(tmpdir(), 'croupier-site-'));
    mkdirSync(path.join(root, 'brands'));
    for (const name of ['zeta.json', 'northstar.json', 'acme.json', 'notes.md']) writeFileSync(path.join(root, 'brands', name), '{}');
    expect(devBrandCode(root, {})).toBe('acme');
  });

  it('makes the page the brand’s own in development, as the platform does', () => {
    const html = transform(devBrandPagePlugin(path.join(REPO_ROOT, 'brands/shonali.json')), PAGE);
    expect(html).toContain('<html lang="bn" data-theme="dark">');
    expect(html).toContain('<title>Shonali</title>');
    expect(html).toContain('<script type="application/json" id="croupier-brand">');
  });

  it('fails on a wrong brand file with the file, field and fix', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'croupier-site-'));
    mkdirSync(path.join(root, 'brands'));
    const bad = { ...JSON.parse(readFileSync(path.join(REPO_ROOT, 'brands/shonali.json'), 'utf8')), code: 'bad', currency: { code: 'taka', symbol: '৳', scale: 2 } };
    writeFileSync(path.join(root, 'brands/bad.json'), JSON.stringify(bad));
    expect(() => transform(devBrandPagePlugin(path.join(root, 'brands/bad.json')), PAGE)).toThrow(/bad\.json is not a valid brand file:\n {2}- currency\.code: must be a three-letter ISO 4217 code/);
  });
});
