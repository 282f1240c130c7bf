import path from 'node:path';
import type { BrandDirectory } from '../brands';

/**
 * The operator console (apps/backoffice) is served on a host of its own, never on a brand's: its page
 * and its session token live on an origin no brand page shares, so nothing a brand site runs can read
 * them. See docs/decisions/0021-operator-console.md.
 */

/** The console's folder under apps/. */
export const CONSOLE_APP = 'backoffice';
/** Where a browser on this machine finds the console when CONSOLE_HOSTS says nothing else. */
export const DEFAULT_CONSOLE_HOSTS: readonly string[] = ['backoffice.localhost'];

export function consoleDistDir(appsDir: string): string {
  return path.join(appsDir, CONSOLE_APP, 'dist');
}

/** The console's host names, lower-cased; a brand that claims one of them stops the server at start. */
export function consoleHostnames(hosts: readonly string[], brands: BrandDirectory): ReadonlySet<string> {
  const names = new Set(hosts.map((host) => host.trim().toLowerCase()).filter(Boolean));
  for (const name of names) {
    const brand = brands.byHost(name);
    if (brand) throw new Error(`the operator console's host ${name} is also a host of the brand ${brand.code}. Fix: set CONSOLE_HOSTS to a host no brand file names`);
  }
  return names;
}

/** Where the console answers on a server listening at `port`. */
export function consoleUrl(hostname: string, port: number): string {
  return hostname === 'localhost' || hostname.endsWith('.localhost') ? `http://${hostname}:${port}` : `https://${hostname}`;
}

export const CONSOLE_MISSING_TEXT = `The operator console is not built yet: apps/${CONSOLE_APP}/dist/index.html is missing.
Run \`pnpm start\` at the repository root; it builds every app and then starts this server.
`;
