import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * For the routes registered in `scope` only: JSON bodies are read as text and kept, so a signature can
 * be checked over the very bytes the provider signed, then parsed as usual.
 */
export function keepRawJsonBodies(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    const raw = String(text);
    rawBodies.set(request, raw);
    try {
      done(null, raw === '' ? undefined : JSON.parse(raw));
    } catch {
      done(new ApiError('BAD_REQUEST', 'The request body is not valid JSON'), undefined);
    }
  });
}

/** The body as received; empty when the request had none. */
export function rawBodyOf(request: FastifyRequest): string {
  return rawBodies.get(request) ?? '';
}
