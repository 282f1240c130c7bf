import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrandFile } from '../node';
import { bootScript } from './boot-script';
import { brandDataOf, type PageElements } from './brand-data';
import { BRAND_STYLESHEET_ID, brandPageHtml, firstPaintHtml } from './brand-page';
import { faviconSvg } from './favicon';
import { REMEMBERED_KEYS } from './remembered-keys';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const shonali = loadBrandFile(path.join(REPO_ROOT, 'brands/shonali.json'));
/** The page as Vite builds it: its own head tags, an empty #root. */
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>site</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** What document.getElementById answers on the page, for the one id the app reads. */
function pageDocument(html: string): PageElements {
  const block = /<script type="application\/json" id="croupier-brand">([\s\S]*?)<\/script>/.exec(html);
  return { getElementById: (id: string) => (id === 'croupier-brand' && block ? { textContent: block[1] ?? null } : null) };
}

describe('a brand’s page', () => {
  it('sets the default language, theme and title of the brand', () => {
    const html = brandPageHtml(template, shonali);
    expect(html).toContain('<html lang="bn" data-theme="dark">');
    expect(html).toContain('<title>Shonali</title>');
    expect(html).not.toContain('<title>site</title>');
  });

  it('paints the brand header inside #root before any script runs', () => {
    const html = brandPageHtml(template, shonali);
    expect(html).toContain(`<div id="root">${firstPaintHtml(shonali)}</div>`);
    expect(firstPaintHtml(shonali)).toContain('>শ</b><span>Shonali</span>');
    expect(firstPaintHtml({ ...shonali, logo: { ...shonali.logo, wordmark: '<i>' } })).toContain('<span>&lt;i&gt;</span>');
  });

  it('escapes a brand name in the title', () => {
    const brand = { ...shonali, displayName: 'A <b>&</b>' };
    expect(brandPageHtml(template, brand)).toContain('<title>A &lt;b&gt;&amp;&lt;/b&gt;</title>');
  });

  it('puts the brand stylesheet first in <head> with the id the shell looks for, and loads the boot script as a file', () => {
    const html = brandPageHtml(template, shonali);
    const head = html.slice(html.indexOf('<head>') + '<head>'.length, html.indexOf('</head>'));
    expect(head.startsWith(`<style id="${BRAND_STYLESHEET_ID}">`)).toBe(true);
    expect(head).toContain('--color-primary: #0f9d6b;');
    expect([...head.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1])).toEqual(['/assets/index-abc.js', '/brand-boot.js']);
    expect(head).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
  });

  it('carries the brand file the app starts from, readable back whatever its texts hold', () => {
    const brand = { ...shonali, displayName: '</script><script>alert(1)</script> & <!--' };
    const html = brandPageHtml(template, brand);
    // the only script without a src is the data block: nothing in the texts closed it
    expect(html.match(/<script(?![^>]*src=)[^>]*>/g)).toEqual(['<script type="application/json" id="croupier-brand">']);
    expect(brandDataOf(pageDocument(html))).toEqual(JSON.parse(JSON.stringify(brand)));
    expect(brandDataOf(pageDocument(template))).toBeNull();
  });
});

describe('boot script', () => {
  it('reads the keys the shell writes and only the brand languages', () => {
    const script = bootScript(shonali);
    expect(script).toContain(JSON.stringify(REMEMBERED_KEYS.theme));
    expect(script).toContain(JSON.stringify(REMEMBERED_KEYS.language));
    expect(script).toContain('["bn","en"]');
  });
});

describe('favicon', () => {
  it('draws the brand mark in its colours', () => {
    expect(faviconSvg(shonali)).toContain('fill="#e6b83c"');
    expect(faviconSvg(shonali)).toContain('>শ</text>');
  });
});
