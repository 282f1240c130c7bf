import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Brand } from '@croupier/brand-config';
import { brandPageHtml } from '@croupier/brand-config/page';
import { announcements, type HeldAnnouncements } from '../content';
import { encodePage, homeFirstPaintHtml, type EncodedPage } from './home-first-paint';

interface SitePage {
  indexMtimeMs: number;
  bannerImageUrl: string | null;
  encoded: Map<string, EncodedPage>;
  html: string;
}

/** The home page, which carries the first banner, or any other route of the site. */
export type SitePageKind = 'home' | 'route';

/**
 * Each brand's pages: the site's one built index.html made the brand's own (decision 0033), and on `/`
 * with the first home banner in the brand's default language; kept until the site is rebuilt or the
 * banners change, and compressed once per encoding.
 */
export class SitePages {
  private readonly pages = new Map<string, SitePage>();

  constructor(private readonly heldAnnouncements: HeldAnnouncements) {}

  async page(brand: Brand, distDir: string, kind: SitePageKind, acceptEncoding: string | undefined): Promise<EncodedPage> {
    const indexFile = path.join(distDir, 'index.html');
    const indexMtimeMs = statSync(indexFile).mtimeMs;
    const bannerImageUrl = kind === 'home' ? await this.firstBanner(brand) : null;
    const key = `${brand.code}|${kind}`;
    let page = this.pages.get(key);
    if (!page || page.indexMtimeMs !== indexMtimeMs || page.bannerImageUrl !== bannerImageUrl) {
      const html = brandPageHtml(readFileSync(indexFile, 'utf8'), brand);
      page = { indexMtimeMs, bannerImageUrl, html: kind === 'home' ? homeFirstPaintHtml(html, bannerImageUrl) : html, encoded: new Map() };
      this.pages.set(key, page);
    }
    const encodingKey = acceptEncoding ?? '';
    let encoded = page.encoded.get(encodingKey);
    if (!encoded) {
      encoded = encodePage(page.html, acceptEncoding);
      // Clients send a handful of distinct headers; a hostile one cannot grow this without bound.
      if (page.encoded.size < 32) page.encoded.set(encodingKey, encoded);
    }
    return encoded;
  }

  private async firstBanner(brand: Brand): Promise<string | null> {
    const rows = await this.heldAnnouncements.of(brand.merchantCode);
    return announcements(rows, brand.languages.default, 'B').banners[0]?.imageUrl ?? null;
  }
}
