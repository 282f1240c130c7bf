import { brandStylesheet, type Brand } from '@croupier/brand-config';

export const BRAND_STYLESHEET_ID = 'croupier-brand-theme';

/**
 * The build already puts the brand stylesheet into index.html (no flash of unbranded colours); this
 * adds it only where the page came without it, such as tests and stories.
 */
export function ensureBrandStylesheet(brand: Brand, doc: Document = document): void {
  if (doc.getElementById(BRAND_STYLESHEET_ID)) return;
  const style = doc.createElement('style');
  style.id = BRAND_STYLESHEET_ID;
  style.textContent = brandStylesheet(brand);
  doc.head.prepend(style);
}
