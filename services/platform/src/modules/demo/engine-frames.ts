import type { FastifyInstance } from 'fastify';

/**
 * The brand shells' Content-Security-Policy (http/security-headers.ts) falls back to default-src 'self'
 * for frames, which would keep the game page from framing an engine on another origin. This adds
 * frame-src for the given origins (the demo provider's) to every answer that carries a policy without one.
 */
export function allowEngineFrames(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const frameSources = `frame-src 'self' ${origins.join(' ')}`;
  app.addHook('onSend', async (_request, reply, payload) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && !/(^|;\s*)frame-src\s/.test(policy)) void reply.header('content-security-policy', `${policy}; ${frameSources}`);
    return payload;
  });
}
