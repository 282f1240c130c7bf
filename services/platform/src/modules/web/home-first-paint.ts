import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { HOME_FIRST_PAINT_SLOT } from '@croupier/brand-config';

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The home page's first screen, put into the shell's HTML on `/`: a notice bar and the merchant's first
 * banner, so the largest thing on a phone's first screen arrives with the page rather than after the
 * scripts, the home chunk and the announcements call. The app's first render replaces it with the
 * same banner in the same place (the browser has the image by then).
 */
export function homeFirstPaintHtml(indexHtml: string, bannerImageUrl: string | null): string {
  if (bannerImageUrl === null || !indexHtml.includes(HOME_FIRST_PAINT_SLOT)) return indexHtml;
  const src = escapeAttribute(bannerImageUrl);
  const block =
    '<div class="first-paint-wide" aria-hidden="true"><div class="first-paint-home"><i></i>' +
    `<img src="${src}" alt="" width="1200" height="400" fetchpriority="high"></div></div>`;
  // Asked for at the top of <head>, ahead of the app's preloaded chunks: the banner is what the first
  // screen waits for, and the scripts are needed only after it has painted.
  const preload = `<link rel="preload" as="image" href="${src}" fetchpriority="high">`;
  return indexHtml.replace(HOME_FIRST_PAINT_SLOT, block).replace(/<head>/i, `<head>${preload}`);
}

export interface EncodedPage {
  body: Buffer;
  encoding: 'br' | 'gzip' | null;
}

/** The best encoding the client takes; pages are small, so one quick pass each. */
export function encodePage(html: string, acceptEncoding: string | undefined): EncodedPage {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  const offered = (name: string) => accepted.split(',').some((part) => part.trim().split(';')[0] === name && !/;\s*q=0(\.0+)?\s*$/.test(part.trim()));
  if (offered('br')) return { body: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (offered('gzip')) return { body: gzipSync(html), encoding: 'gzip' };
  return { body: Buffer.from(html), encoding: null };
}
