import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Brand } from '@croupier/brand-config';
import type { HeldAnnouncements } from '../content/held-announcements';
import { announcements } from '../content/service';
import { encodePage, homeFirstPaintHtml, type EncodedPage } from './home-first-paint';

interface HomePage {
  indexMtimeMs: number;
  bannerImageUrl: string | null;
  html: string;
  encoded: Map<string, EncodedPage>;
}

/**
 * Each brand's `/` page: its built index.html with the first home banner in the brand's default
 * language, kept until the shell is rebuilt or the banners change, and compressed once per encoding.
 */
export class HomePages {
  private readonly pages = new Map<string, HomePage>();

  constructor(private readonly heldAnnouncements: HeldAnnouncements) {}

  async page(brand: Brand, distDir: string, acceptEncoding: string | undefined): Promise<EncodedPage> {
    const indexFile = path.join(distDir, 'index.html');
    const indexMtimeMs = statSync(indexFile).mtimeMs;
    const rows = await this.heldAnnouncements.of(brand.merchantCode);
    const bannerImageUrl = announcements(rows, brand.languages.default, 'B').banners[0]?.imageUrl ?? null;
    let page = this.pages.get(brand.code);
    if (!page || page.indexMtimeMs !== indexMtimeMs || page.bannerImageUrl !== bannerImageUrl) {
      page = { indexMtimeMs, bannerImageUrl, html: homeFirstPaintHtml(readFileSync(indexFile, 'utf8'), bannerImageUrl), encoded: new Map() };
      this.pages.set(brand.code, page);
    }
    const key = acceptEncoding ?? '';
    let encoded = page.encoded.get(key);
    if (!encoded) {
      encoded = encodePage(page.html, acceptEncoding);
      // Clients send a handful of distinct headers; a hostile one cannot grow this without bound.
      if (page.encoded.size < 32) page.encoded.set(key, encoded);
    }
    return encoded;
  }
}
