import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Brand shells are styled with styled-components, which injects <style> tags at run time, so styles
 * allow 'unsafe-inline'; scripts stay same-origin only. Images may be data: URIs (inline icons), and
 * come from the image hosts the operator lists (IMAGE_CDNS) when there are any.
 */
export function contentSecurityPolicy(imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/**
 * Browser features no page of ours uses, switched off for the page and every frame in it (game
 * engines included), so injected or framed script cannot ask for them.
 */
export const PERMISSIONS_POLICY = ['accelerometer=()', 'camera=()', 'geolocation=()', 'gyroscope=()', 'magnetometer=()', 'microphone=()', 'midi=()', 'payment=()', 'usb=()'].join(', ');

/** One year, the least the browsers' preload lists take; HSTS_MAX_AGE_SECONDS may change it, 0 turns it off. */
export const DEFAULT_HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Other origins a page may frame (game engines on the game page); none for most answers. */
export type FrameOrigins = (request: FastifyRequest) => Promise<readonly string[]>;

/** The policy with `frame-src` for the given origins; frames otherwise fall back to 'self'. */
export function policyFraming(origins: readonly string[], imageOrigins: readonly string[] = []): string {
  const policy = contentSecurityPolicy(imageOrigins);
  return origins.length === 0 ? policy : `${policy}; frame-src 'self' ${origins.join(' ')}`;
}

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/html');
}

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security max-age on answers to https requests; 0 sends none */
  hstsMaxAgeSeconds: number;
  /** IMAGE_CDNS: other origins pages load their art from (SPEC §9); none beside 'self' when left out */
  imageOrigins?: readonly string[] | undefined;
}

/**
 * Headers on every answer; pages (HTML) also name the engines they may frame. An answer that set a
 * policy of its own (a receipt photo's, stricter than any page's) keeps it. HSTS goes only on answers
 * to requests that came over https: to this server, or to a trusted proxy that says so in
 * X-Forwarded-Proto (Fastify reads it only from the proxies TRUST_PROXY names). Over plain http the
 * header would be ignored at best, and would lock a local *.localhost site out of http at worst.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  frameOrigins: FrameOrigins = async () => [],
  options: SecurityHeaderOptions = { hstsMaxAgeSeconds: DEFAULT_HSTS_MAX_AGE_SECONDS },
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    void reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (options.hstsMaxAgeSeconds > 0 && request.protocol === 'https') void reply.header('strict-transport-security', `max-age=${options.hstsMaxAgeSeconds}`);
    if (reply.hasHeader('content-security-policy')) return payload;
    const origins = isHtml(reply.getHeader('content-type')) ? await frameOrigins(request) : [];
    void reply.header('content-security-policy', policyFraming(origins, options.imageOrigins));
    return payload;
  });
}
