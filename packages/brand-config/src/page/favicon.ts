import type { Brand } from '../schema';
import { escapeHtml } from './escape';

/** The brand's square mark as an SVG icon; its colours have passed the brand schema's colour check. */
export function faviconSvg(brand: Brand): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="14" fill="${brand.logo.markColor}"/>`,
    `<text x="32" y="44" font-family="'Noto Sans Bengali', system-ui, sans-serif" font-size="34" font-weight="800" text-anchor="middle" fill="${brand.logo.markTextColor}">${escapeHtml(brand.logo.mark)}</text>`,
    '</svg>',
  ].join('');
}
