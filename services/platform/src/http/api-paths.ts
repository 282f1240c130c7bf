/** Path prefixes that belong to the API; everything else on a brand host is the brand shell. */
const API_PREFIXES = ['/wps', '/lgw', '/ops', '/bo'];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function pathnameOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}
