import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/api-error';
import { pathnameOf } from '../../../http/api-paths';
import { ART_ID_PATTERN, pictureFor, pictureReply, type ArtKind } from './art-store';
import { PictureCache } from './picture-cache';

/** About 5,000 pictures at their 3.6 KB: every picture a visit meets, held for the next visitors. */
const CACHE_BUDGET_BYTES = 16 * 1024 * 1024;

/**
 * GET /assets/art/<kind>/<id>.svg for the given kinds: the kept picture, drawn by `draw` the first
 * time it is asked for. Any brand's host and the image CDN hosts answer it alike.
 */
export function registerArtRoute(app: FastifyInstance, db: Queryable, kinds: readonly ArtKind[], draw: (kind: ArtKind, id: string) => Promise<string | null>): void {
  const cache = new PictureCache(CACHE_BUDGET_BYTES);
  for (const kind of kinds) {
    app.get<{ Params: { file: string } }>(`/assets/art/${kind}/:file`, async (request, reply) => {
      const { file } = request.params;
      const id = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
      const notFound = () => new ApiError('NOT_FOUND', `No artwork at ${pathnameOf(request.url)}`);
      if (!ART_ID_PATTERN.test(id)) throw notFound();
      const key = `${kind}/${id}`;
      const picture = cache.get(key) ?? (await pictureFor(db, kind, id, () => draw(kind, id)));
      if (!picture) throw notFound();
      cache.set(key, picture);
      const { body, headers } = pictureReply(picture, request.headers['accept-encoding']);
      return reply.headers(headers).send(body);
    });
  }
}
