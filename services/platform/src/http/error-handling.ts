import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from './api-error';
import { pathnameOf } from './api-paths';
import type { RouteRegistry } from './route-registry';

export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  const retryAfter = error.hints.retryAfterSeconds;
  if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
  return reply.code(error.statusCode).header('cache-control', 'no-store').send(error.toFailure());
}

/** Fastify's own request errors, told in words a client developer can act on. */
function fromFrameworkError(error: FastifyError): ApiError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('PAYLOAD_TOO_LARGE', `The request body is larger than ${JSON_BODY_LIMIT_BYTES} bytes`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON sent with Content-Type: application/json');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('BAD_REQUEST', 'The request body is not valid JSON');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('BAD_REQUEST', 'The request says Content-Type: application/json but has an empty body');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('BAD_REQUEST', 'The Content-Length header does not match the body');
  }
  if (error instanceof SyntaxError && error.statusCode === 400) return new ApiError('BAD_REQUEST', 'The request body is not valid JSON');
  if (error.statusCode === 413) return new ApiError('PAYLOAD_TOO_LARGE', `The request body is larger than ${JSON_BODY_LIMIT_BYTES} bytes`);
  if (error.statusCode === 415) return new ApiError('UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON sent with Content-Type: application/json');
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) return new ApiError('BAD_REQUEST', error.message);
  return null;
}

/**
 * Every error leaves as the failure envelope. Unexpected errors are logged in full and answered with
 * INTERNAL and no detail, so stack traces and SQL never reach a client.
 */
export function installErrorHandling(app: FastifyInstance, registry: RouteRegistry): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendApiError(reply, error);
    const known = fromFrameworkError(error);
    if (known) {
      request.log.info({ code: error.code, message: error.message }, 'request refused');
      return sendApiError(reply, known);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendApiError(reply, new ApiError('INTERNAL', 'Something went wrong on the server; it has been logged'));
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = pathnameOf(request.url);
    const allowed = registry.methodsFor(pathname);
    if (allowed.length > 0) {
      void reply.header('allow', allowed.join(', '));
      return sendApiError(reply, new ApiError('METHOD_NOT_ALLOWED', `${pathname} does not answer ${request.method}; it answers ${allowed.join(', ')}`));
    }
    return sendApiError(reply, new ApiError('NOT_FOUND', `No call ${request.method} ${pathname} on this server`));
  });
}
