/**
 * Path prefixes that belong to the API; everything else on a brand host is the brand shell. An unknown
 * path under one of them answers the API's JSON 404, never the shell's page (/lotto is the lottery
 * API's prefix, SPEC §7, before any of its calls exist).
 */
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/ops', '/bo'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function pathnameOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}
