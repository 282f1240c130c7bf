import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Brand shells are styled with styled-components, which injects <style> tags at run time, so styles
 * allow 'unsafe-inline'; scripts stay same-origin only. Images may be data: URIs (inline icons).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Other origins a page may frame (game engines on the game page); none for most answers. */
export type FrameOrigins = (request: FastifyRequest) => Promise<readonly string[]>;

/** The policy with `frame-src` for the given origins; frames otherwise fall back to 'self'. */
export function policyFraming(origins: readonly string[]): string {
  return origins.length === 0 ? CONTENT_SECURITY_POLICY : `${CONTENT_SECURITY_POLICY}; frame-src 'self' ${origins.join(' ')}`;
}

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/html');
}

/**
 * Headers on every answer; pages (HTML) also name the engines they may frame. An answer that set a
 * policy of its own (a receipt photo's, stricter than any page's) keeps it.
 */
export function installSecurityHeaders(app: FastifyInstance, frameOrigins: FrameOrigins = async () => []): void {
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (reply.hasHeader('content-security-policy')) return payload;
    const origins = isHtml(reply.getHeader('content-type')) ? await frameOrigins(request) : [];
    void reply.header('content-security-policy', policyFraming(origins));
    return payload;
  });
}
