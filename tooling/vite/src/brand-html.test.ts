import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrandFile } from '@croupier/brand-config/node';
import { STORAGE_KEYS } from '@croupier/app-shell/storage-keys';
import { bootScript } from './boot-script';
import { BRAND_STYLESHEET_ID, brandHeadTags, brandIndexHtml, firstPaintHtml } from './brand-html';
import { brandViteConfig } from './brand-vite-config';
import { faviconSvg } from './favicon';
import { REPO_ROOT } from './paths';

const shonali = loadBrandFile(path.join(REPO_ROOT, 'brands/shonali.json'));
const template = readFileSync(path.join(REPO_ROOT, 'tooling/vite/templates/brand-app/index.html.tmpl'), 'utf8');

describe('brand index.html', () => {
  it('sets the default language, theme and title of the brand', () => {
    const html = brandIndexHtml(template, shonali);
    expect(html).toContain('<html lang="bn" data-theme="dark">');
    expect(html).toContain('<title>Shonali</title>');
  });

  it('paints the brand header inside #root before any script runs', () => {
    const html = brandIndexHtml(template, shonali);
    expect(html).toContain(`<div id="root">${firstPaintHtml(shonali)}</div>`);
    expect(firstPaintHtml(shonali)).toContain('>শ</b><span>Shonali</span>');
    expect(firstPaintHtml({ ...shonali, logo: { ...shonali.logo, wordmark: '<i>' } })).toContain('<span>&lt;i&gt;</span>');
  });

  it('escapes a brand name in the title', () => {
    const brand = { ...shonali, displayName: 'A <b>&</b>' };
    expect(brandIndexHtml(template, brand)).toContain('<title>A &lt;b&gt;&amp;&lt;/b&gt;</title>');
  });

  it('puts the brand stylesheet first in <head> with the id the shell looks for, and loads the boot script as a file', () => {
    const [stylesheet, ...rest] = brandHeadTags(shonali);
    expect(stylesheet).toMatchObject({ tag: 'style', attrs: { id: BRAND_STYLESHEET_ID }, injectTo: 'head-prepend' });
    expect(String(stylesheet?.children)).toContain('--color-primary: #0f9d6b;');
    expect(rest.find((tag) => tag.tag === 'script')?.attrs).toEqual({ src: '/brand-boot.js' });
  });
});

describe('boot script', () => {
  it('reads the keys the shell writes and only the brand languages', () => {
    const script = bootScript(shonali);
    expect(script).toContain(JSON.stringify(STORAGE_KEYS.theme));
    expect(script).toContain(JSON.stringify(STORAGE_KEYS.language));
    expect(script).toContain('["bn","en"]');
  });
});

describe('favicon', () => {
  it('draws the brand mark in its colours', () => {
    expect(faviconSvg(shonali)).toContain('fill="#e6b83c"');
    expect(faviconSvg(shonali)).toContain('>শ</text>');
  });
});

describe('brandViteConfig', () => {
  it('fails on a wrong brand file with the file, field and fix', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'croupier-vite-brand-'));
    mkdirSync(path.join(root, 'brands'));
    const bad = { ...JSON.parse(readFileSync(path.join(REPO_ROOT, 'brands/shonali.json'), 'utf8')), code: 'bad', currency: { code: 'taka', symbol: '৳', scale: 2 } };
    writeFileSync(path.join(root, 'brands/bad.json'), JSON.stringify(bad));
    expect(() => brandViteConfig({ brandCode: 'bad', repoRoot: root })).toThrow(/brands\/bad\.json is not a valid brand file:\n {2}- currency\.code: must be a three-letter ISO 4217 code/);
  });

  it('proxies the platform paths as the brand host in development', () => {
    const config = brandViteConfig({ brandCode: 'shonali' });
    expect(Object.keys(config.server?.proxy ?? {})).toEqual(['/wps', '/lgw', '/assets']);
    expect(config.server?.proxy?.['/wps']).toMatchObject({ target: 'http://127.0.0.1:8080', headers: { host: 'shonali.localhost:8080' } });
  });
});
