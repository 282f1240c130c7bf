import { brandStylesheet, type Brand } from '@croupier/brand-config';
import type { HtmlTagDescriptor } from 'vite';

/** Same id the app shell looks for, so it does not add the stylesheet a second time. */
export const BRAND_STYLESHEET_ID = 'croupier-brand-theme';

/** Files the build writes next to index.html; fixed names, because index.html names them directly. */
export const BOOT_SCRIPT_FILE = 'brand-boot.js';
export const FAVICON_FILE = 'favicon.svg';

/** Page colours before the app's own styles load: no white flash on a dark brand. */
const FIRST_PAINT_CSS = 'html,body{margin:0;background:var(--color-background);color:var(--color-text);font-family:var(--font-family)}';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Sets <html lang> and data-theme to the brand defaults, and the <title> to the brand name. */
export function brandIndexHtml(html: string, brand: Brand): string {
  const withRoot = html.replace(/<html[^>]*>/i, `<html lang="${brand.languages.default}" data-theme="${brand.theme.defaultMode}">`);
  const title = `<title>${escapeHtml(brand.displayName)}</title>`;
  return /<title>[\s\S]*?<\/title>/i.test(withRoot) ? withRoot.replace(/<title>[\s\S]*?<\/title>/i, title) : withRoot.replace(/<\/head>/i, `  ${title}\n</head>`);
}

/**
 * Tags the build puts into <head>: the brand stylesheet, first-paint colours, theme colour, icon and
 * the boot script. The boot script is a file, not inline, because the platform's CSP allows only
 * scripts from 'self'; it is tiny and runs before the body paints.
 */
export function brandHeadTags(brand: Brand): HtmlTagDescriptor[] {
  const headerColour = brand.theme[brand.theme.defaultMode].colorHeader;
  return [
    { tag: 'style', attrs: { id: BRAND_STYLESHEET_ID }, children: brandStylesheet(brand), injectTo: 'head-prepend' },
    { tag: 'style', children: FIRST_PAINT_CSS, injectTo: 'head' },
    ...(headerColour ? [{ tag: 'meta', attrs: { name: 'theme-color', content: headerColour }, injectTo: 'head' } satisfies HtmlTagDescriptor] : []),
    { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: `/${FAVICON_FILE}` }, injectTo: 'head' },
    { tag: 'script', attrs: { src: `/${BOOT_SCRIPT_FILE}` }, injectTo: 'head' },
  ];
}
