import { readdirSync } from 'node:fs';
import path from 'node:path';
import { loadBrandFile } from '@croupier/brand-config/node';
import { BOOT_SCRIPT_FILE, FAVICON_FILE, bootScript, brandPageHtml, faviconSvg } from '@croupier/brand-config/page';
import type { Plugin } from 'vite';

/** The brand the development server shows: BRAND, else the first brand file by name. */
export function devBrandCode(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const chosen = env.BRAND?.trim();
  if (chosen) return chosen;
  const first = readdirSync(path.join(repoRoot, 'brands')).filter((name) => name.endsWith('.json')).sort()[0];
  if (!first) throw new Error('brands/ holds no brand file. Fix: add brands/<code>.json (see packages/brand-config/brand.schema.json)');
  return first.slice(0, -'.json'.length);
}

/**
 * In development only, makes the site's page the brand's own as the platform does when it serves it
 * (the same brandPageHtml), and answers the brand's boot script and icon. The brand file is read on
 * every page load, so an edit shows on the next reload; a wrong file fails with its file, field and fix.
 */
export function devBrandPagePlugin(brandFile: string): Plugin {
  const brand = () => loadBrandFile(brandFile);
  return {
    name: 'croupier-dev-brand-page',
    apply: 'serve',
    transformIndexHtml: { order: 'pre', handler: (html) => brandPageHtml(html, brand()) },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = request.url?.split('?')[0] ?? '';
        if (pathname === `/${BOOT_SCRIPT_FILE}`) {
          response.setHeader('Content-Type', 'text/javascript');
          return response.end(bootScript(brand()));
        }
        if (pathname === `/${FAVICON_FILE}`) {
          response.setHeader('Content-Type', 'image/svg+xml');
          return response.end(faviconSvg(brand()));
        }
        next();
      });
    },
  };
}
