import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HOME_FIRST_PAINT_SLOT } from '@croupier/brand-config';
import { encodePage, homeFirstPaintHtml } from './home-first-paint';

const SHELL = `<html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"><div class="first-paint"></div>${HOME_FIRST_PAINT_SLOT}</div></body></html>`;

describe('the home page first paint', () => {
  it('fills the slot with the banner, escaping its address', () => {
    const html = homeFirstPaintHtml(SHELL, '/assets/art/banner/a.svg?label=x&y="z"');
    expect(html).toContain('<img src="/assets/art/banner/a.svg?label=x&amp;y=&quot;z&quot;" alt="" width="1200" height="400" fetchpriority="high">');
    expect(html).not.toContain(HOME_FIRST_PAINT_SLOT);
    // Preloaded first thing in <head>, before any script is asked for.
    expect(html).toMatch(/^<html><head><link rel="preload" as="image" href="\/assets\/art\/banner\/a\.svg\?label=x&amp;y=&quot;z&quot;" fetchpriority="high"><script/);
  });

  it('leaves the page as built without a banner or without a slot', () => {
    expect(homeFirstPaintHtml(SHELL, null)).toBe(SHELL);
    expect(homeFirstPaintHtml('<div id="root"></div>', '/a.svg')).toBe('<div id="root"></div>');
  });

  it('encodes with brotli, then gzip, then not at all, as the client accepts', () => {
    expect(brotliDecompressSync(encodePage('hello', 'gzip, deflate, br').body).toString()).toBe('hello');
    const gzip = encodePage('hello', 'gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe('hello');
    expect(encodePage('hello', undefined)).toEqual({ body: Buffer.from('hello'), encoding: null });
    expect(encodePage('hello', 'identity').encoding).toBeNull();
  });
});
