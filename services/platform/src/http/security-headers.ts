import type { FastifyInstance } from 'fastify';

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

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('x-content-type-options', 'nosniff');
    void reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    void reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    return payload;
  });
}
