import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/**
 * Reads form bodies into plain objects of strings. The parser exists for the whole server, but only
 * calls whose contract says `bodyEncoding: 'form'` accept one (register-call refuses it elsewhere).
 * A key sent twice is refused rather than silently picking one value.
 */
export function installFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(FORM_MEDIA_TYPE, { parseAs: 'string' }, (_request, text, done) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(String(text))) {
      if (Object.hasOwn(fields, key)) {
        done(new ApiError('BAD_REQUEST', `The form sends "${key}" more than once`), undefined);
        return;
      }
      fields[key] = value;
    }
    done(null, fields);
  });
}

/** The media type of a Content-Type header, lower-cased and without parameters. */
export function mediaTypeOf(header: string | undefined): string | null {
  const type = header?.split(';', 1)[0]?.trim().toLowerCase();
  return type ? type : null;
}
