import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadBrandFile } from '@croupier/brand-config/node';
import { parseBrandText, type Brand } from '@croupier/brand-config';
import type { Plugin } from 'vite';
import { bootScript } from './boot-script';
import { BOOT_SCRIPT_FILE, FAVICON_FILE, brandHeadTags, brandIndexHtml } from './brand-html';
import { faviconSvg } from './favicon';

/**
 * Puts the brand into the app: validates the brand file when it is loaded (so a wrong file fails the
 * build with its file, field and fix), serves the validated JSON, with defaults filled in, to the
 * app's `import ... from 'brands/<code>.json'`, and writes the brand into index.html.
 */
export function brandPlugin(brandFile: string): Plugin[] {
  let brand: Brand = loadBrandFile(brandFile);
  const shownName = path.join('brands', path.basename(brandFile));
  const generatedFiles = (): Record<string, { type: string; source: string }> => ({
    [`/${BOOT_SCRIPT_FILE}`]: { type: 'text/javascript', source: bootScript(brand) },
    [`/${FAVICON_FILE}`]: { type: 'image/svg+xml', source: faviconSvg(brand) },
  });

  const source: Plugin = {
    name: 'croupier-brand',
    enforce: 'pre',
    load(id) {
      if (path.resolve(id.split('?')[0] ?? id) !== path.resolve(brandFile)) return null;
      this.addWatchFile(brandFile);
      brand = parseBrandText(readFileSync(brandFile, 'utf8'), shownName);
      return JSON.stringify(brand);
    },
    transformIndexHtml: { order: 'pre', handler: (html) => brandIndexHtml(html, brand) },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = generatedFiles()[request.url?.split('?')[0] ?? ''];
        if (!file) return next();
        response.setHeader('Content-Type', file.type);
        response.end(file.source);
      });
    },
    generateBundle() {
      for (const [name, file] of Object.entries(generatedFiles())) this.emitFile({ type: 'asset', fileName: name.slice(1), source: file.source });
    },
  };

  // Added after Vite has processed index.html, so it leaves the classic boot script as it is.
  const head: Plugin = {
    name: 'croupier-brand-head',
    transformIndexHtml: { order: 'post', handler: () => brandHeadTags(brand) },
  };
  return [source, head];
}
