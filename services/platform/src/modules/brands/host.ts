import type { Brand } from '@croupier/brand-config';

/**
 * The host name of a Host header value, lowercased, without port or trailing dot:
 * "Shonali.localhost:8099" -> "shonali.localhost", "[::1]:8080" -> "::1". Null when there is none.
 */
export function hostnameOf(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const host = hostHeader.trim().toLowerCase();
  let hostname: string;
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    if (end < 0) return null;
    hostname = host.slice(1, end);
  } else {
    const colon = host.indexOf(':');
    hostname = colon < 0 ? host : host.slice(0, colon);
  }
  hostname = hostname.replace(/\.$/, '');
  return hostname === '' ? null : hostname;
}

/** The port of a Host header value, when it names one. */
export function portOf(hostHeader: string | undefined): number | null {
  if (!hostHeader) return null;
  const match = /:(\d{1,5})$/.exec(hostHeader.trim());
  if (!match?.[1] || hostHeader.trim().endsWith(']')) return null;
  const port = Number(match[1]);
  return port > 0 && port < 65536 ? port : null;
}

function isLocalHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost');
}

/**
 * A brand origin as a browser on this machine should open it: local origins (*.localhost) move to the
 * port the server actually listens on; production origins sit behind their own proxy and stay as written.
 */
export function originAtPort(origin: string, port: number): string {
  const url = new URL(origin);
  if (!isLocalHostname(url.hostname)) return url.origin;
  url.port = String(port);
  return url.origin;
}

/**
 * The brand's site a request came from, as an origin to send the visitor back to: the host it asked
 * (a brand may have several domains, and a player should come back to the one they used), but only
 * when that host is one of this brand's; anything else gets the brand's main origin. Local hosts keep
 * the port they were asked on; listed domains are reached over https, as their proxy serves them.
 */
export function siteOriginFor(brand: Brand, hostHeader: string | undefined): string {
  const main = brand.origins[0] ?? `http://${brand.code}.localhost`;
  const hostname = hostnameOf(hostHeader);
  if (hostname === null) return main;
  const port = portOf(hostHeader);
  if (hostname === `${brand.code}.localhost` || (isLocalHostname(hostname) && brand.origins.some((origin) => new URL(origin).hostname === hostname))) {
    return `http://${hostname}${port === null ? '' : `:${port}`}`;
  }
  const origin = brand.origins.find((each) => new URL(each).hostname === hostname);
  if (origin) return new URL(origin).origin;
  if (brand.domains.some((domain) => domain.toLowerCase() === hostname)) return `https://${hostname}`;
  return main;
}
