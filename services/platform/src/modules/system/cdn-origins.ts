import type { FastifyRequest } from 'fastify';
import type { PermissionValue } from '@croupier/contract';

/** The environment variables that name the hosts pages load art and launch games from (SPEC §9). */
export type CdnVariable = 'IMAGE_CDNS' | 'LAUNCH_GAME_CDNS';

/** The operator's lists as read at start; an empty list is one the operator did not set. */
export interface CdnOrigins {
  image: readonly string[];
  launch: readonly string[];
}

function refuse(variable: CdnVariable, entry: string): never {
  throw new Error(`${variable} must be a comma list of absolute http(s) origins such as https://cdn1.example.com, with no path; "${entry}" is not one`);
}

/**
 * IMAGE_CDNS or LAUNCH_GAME_CDNS: a comma list of origins (scheme, host and port; a trailing slash
 * is allowed), written as the browser will reach them. Each is kept as its origin (host lowercased, a
 * default port dropped) and once: a host listed twice would be picked twice as often. Empty or unset:
 * none, and the permission call answers with the platform's own origin instead.
 */
export function cdnOriginsFrom(variable: CdnVariable, text: string | undefined): string[] {
  const entries = (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const origins = new Set<string>();
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      refuse(variable, entry);
    }
    const bare = url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' && url.hash === '';
    // "https://cdn.example.com?" parses with an empty search; only what the entry says counts.
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare || /[?#]/.test(entry)) refuse(variable, entry);
    origins.add(url.origin);
  }
  return [...origins];
}

/**
 * The origin the caller reached this server on: the scheme and Host of the request (a trusted proxy's
 * X-Forwarded-Proto and X-Forwarded-Host, when TRUST_PROXY names it). Pages load from that origin, so
 * art and launches there work on any brand host without a list.
 */
export function requestOriginOf(request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  return `${request.protocol}://${request.host}`;
}

/** SPEC §3 permission imageCDNs and launchGameCDNs, as one caller gets them. */
export type CdnLists = Pick<PermissionValue['info'], 'imageCDNs' | 'launchGameCDNs'>;

/** The operator's lists, or the caller's own origin where one is not set. */
export function cdnListsFor(configured: CdnOrigins, requestOrigin: string): CdnLists {
  return {
    imageCDNs: configured.image.length > 0 ? [...configured.image] : [requestOrigin],
    launchGameCDNs: configured.launch.length > 0 ? [...configured.launch] : [requestOrigin],
  };
}
