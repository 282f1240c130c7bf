import type { Brand } from '../schema';
import { HOME_FIRST_PAINT_SLOT } from '../shell-slots';
import { brandStylesheet } from '../theme';
import { BRAND_DATA_ID } from './brand-data';
import { escapeHtml, jsonForScriptBlock } from './escape';

/** Same id the app shell looks for, so it does not add the stylesheet a second time. */
export const BRAND_STYLESHEET_ID = 'croupier-brand-theme';

/** Files each brand's site answers next to its pages; fixed names, because the page names them directly. */
export const BOOT_SCRIPT_FILE = 'brand-boot.js';
export const FAVICON_FILE = 'favicon.svg';

/** Page colours before the app's own styles load: no white flash on a dark brand. */
const FIRST_PAINT_CSS = [
  'html,body{margin:0;background:var(--color-background);color:var(--color-text);font-family:var(--font-family)}',
  // The header the app draws first, at its height and colours, so the page shows the brand while the
  // script loads; the app replaces it on its first render, in the same place.
  '.first-paint{position:sticky;top:0;display:flex;align-items:center;gap:10px;box-sizing:border-box;min-height:64px;padding:12px 10px 12px 60px;background:var(--color-header);color:var(--color-on-header)}',
  '.first-paint b{display:inline-grid;place-items:center;width:36px;height:36px;border-radius:10px;font-size:20px;line-height:1}',
  '.first-paint span{font-size:22px;font-weight:800;letter-spacing:.02em}',
  '@media (min-width:900px){.first-paint{padding-left:72px}}',
  // The home page's first screen as the platform fills it in on `/`: a notice bar and the first banner
  // where the app will draw them (under the header's second row on narrow screens, beside the side
  // menu on wide ones), so the app's first render puts the same banner in the same place.
  '.first-paint-home{box-sizing:border-box;max-width:1320px;margin:0 auto;padding:20px 20px 0}',
  '.first-paint-home i{display:block;height:38px;margin-bottom:14px;border-radius:var(--radius-medium);background:var(--color-surface-raised)}',
  '.first-paint-home img{display:block;width:100%;height:auto;aspect-ratio:3/1;object-fit:cover;border-radius:var(--radius-large);background:var(--color-surface-raised)}',
  '@media (max-width:899px){.first-paint-home{padding-top:66px}}',
  '@media (max-width:599px){.first-paint-home{padding:58px 12px 0}}',
  '@media (min-width:1024px){.first-paint-wide{padding-left:256px}}',
].join('');

/**
 * The brand's mark and wordmark in a header bar, inside #root: the first paint comes with the page
 * instead of after the scripts, and React's first render replaces it. Colours are the brand file's,
 * checked as colours by the schema.
 */
export function firstPaintHtml(brand: Brand): string {
  const markStyle = `background:${brand.logo.markColor};color:${brand.logo.markTextColor}`;
  return `<div class="first-paint" aria-hidden="true"><b style="${escapeHtml(markStyle)}">${escapeHtml(brand.logo.mark)}</b><span>${escapeHtml(brand.logo.wordmark)}</span></div>${HOME_FIRST_PAINT_SLOT}`;
}

/**
 * What goes into <head> for the brand: its stylesheet first (every colour of the page's own CSS comes
 * from it), then the first-paint colours, theme colour, icon, the boot script and the brand file. The
 * boot script is a file, not inline, because the platform's CSP allows only scripts from 'self'; the
 * brand file is a data block, which no CSP runs.
 */
function headStart(brand: Brand): string {
  return `<style id="${BRAND_STYLESHEET_ID}">${brandStylesheet(brand)}</style>`;
}

function headEnd(brand: Brand): string {
  const headerColour = brand.theme[brand.theme.defaultMode].colorHeader;
  return [
    `<style>${FIRST_PAINT_CSS}</style>`,
    headerColour ? `<meta name="theme-color" content="${escapeHtml(headerColour)}">` : '',
    `<link rel="icon" type="image/svg+xml" href="/${FAVICON_FILE}">`,
    `<script src="/${BOOT_SCRIPT_FILE}"></script>`,
    `<script type="application/json" id="${BRAND_DATA_ID}">${jsonForScriptBlock(brand)}</script>`,
  ].join('');
}

/**
 * The site's page for one brand, from the one built page every brand shares: <html lang> and
 * data-theme set to the brand defaults, the <title> to the brand name, the first-paint header in an
 * empty #root, and the brand's head. Every brand's site is this page around the same scripts.
 */
export function brandPageHtml(template: string, brand: Brand): string {
  const title = `<title>${escapeHtml(brand.displayName)}</title>`;
  const page = template
    .replace(/<html[^>]*>/i, `<html lang="${escapeHtml(brand.languages.default)}" data-theme="${brand.theme.defaultMode}">`)
    .replace(/<div id="root"><\/div>/i, `<div id="root">${firstPaintHtml(brand)}</div>`)
    .replace(/<head>/i, `<head>${headStart(brand)}`)
    .replace(/<\/head>/i, `${headEnd(brand)}</head>`);
  return /<title>[\s\S]*?<\/title>/i.test(page) ? page.replace(/<title>[\s\S]*?<\/title>/i, title) : page.replace(/<\/head>/i, `${title}</head>`);
}
