import path from 'node:path';
import type { Brand } from '@croupier/brand-config';
import { originAtPort } from '../brands';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The address of a brand's site as a visitor on this machine reaches it. */
export function brandUrl(brand: Brand, port: number): string {
  return originAtPort(brand.origins[0] ?? `http://${brand.code}.localhost`, port);
}

/** The page an unknown host gets at /: every brand with a link to its site on this server's port, and the operator console. */
export function brandIndexPage(brands: readonly Brand[], port: number, consoleUrl: string | null = null): string {
  const items = brands
    .map((brand) => {
      const url = brandUrl(brand, port);
      return `<li><a href="${escapeXml(url)}">${escapeXml(brand.displayName)}</a> <code>${escapeXml(url)}</code></li>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Croupier platform</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5}code{color:#555}</style></head>
<body>
<h1>Croupier platform</h1>
<p>This server answers for these brands. Open a brand on its own host name:</p>
<ul>
${items}
</ul>
${consoleUrl ? `<p>Operators work in the operator console: <a href="${escapeXml(consoleUrl)}">${escapeXml(consoleUrl)}</a></p>\n` : ''}</body>
</html>
`;
}

/** The one site every brand is served as (decision 0033). */
export const SITE_APP = 'site';

export function siteDistDir(appsDir: string): string {
  return path.join(appsDir, SITE_APP, 'dist');
}

export function siteMissingText(brand: Brand): string {
  return `The ${brand.displayName} site is not built yet: apps/${SITE_APP}/dist/index.html is missing.
Run \`pnpm start\` at the repository root; it builds the site every brand is served as and then starts this server.
`;
}
