import { gunzipSync, gzipSync } from 'node:zlib';
import type { Queryable } from '../../../db/database';

/**
 * Where drawn pictures are kept: the database (migration 0038), gzip-compressed, one row per picture.
 * A picture is drawn once per version of the drawing code, by the first start that finds it missing
 * or by the first request for it, whichever comes first; never again after that.
 */
export const ART_KINDS = ['banner', 'game', 'tile', 'vendor'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** Raised whenever the drawings change: every picture is drawn again and every URL changes. */
export const ART_VERSION = 2;

/** Pictures never change under one URL (the version is in it), so browsers keep them for good. */
export const ART_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Game, vendor and banner ids double as picture ids: lower-case letters, digits and dashes. */
export const ART_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function isArtKind(value: string): value is ArtKind {
  return (ART_KINDS as readonly string[]).includes(value);
}

export function artUrl(kind: ArtKind, id: string): string {
  return `/assets/art/${kind}/${encodeURIComponent(id)}.svg?v=${ART_VERSION}`;
}

export interface DrawnPicture {
  id: string;
  svg: string;
}

/** Pictures per insert: a few hundred rows of a few kilobytes each. */
const INSERT_BATCH = 250;

/** The ids of one kind that already have a picture of this version. */
export async function drawnArtIds(db: Queryable, kind: ArtKind): Promise<Set<string>> {
  const { rows } = await db.query<{ art_id: string }>('SELECT art_id FROM art_pictures WHERE kind = $1 AND version = $2', [kind, ART_VERSION]);
  return new Set(rows.map((row) => row.art_id));
}

/**
 * Keeps pictures of one kind. A picture another instance kept meanwhile stays (same version, same
 * drawing); one of an older version is replaced.
 */
export async function keepPictures(db: Queryable, kind: ArtKind, pictures: readonly DrawnPicture[]): Promise<void> {
  for (let start = 0; start < pictures.length; start += INSERT_BATCH) {
    const batch = pictures.slice(start, start + INSERT_BATCH);
    await db.query(
      `INSERT INTO art_pictures (kind, art_id, version, svg_gzip)
       SELECT $1, art_id, $2, svg_gzip FROM unnest($3::text[], $4::bytea[]) AS drawn (art_id, svg_gzip)
       ON CONFLICT (kind, art_id) DO UPDATE SET version = excluded.version, svg_gzip = excluded.svg_gzip, drawn_at = now()
        WHERE art_pictures.version < excluded.version`,
      [kind, ART_VERSION, batch.map((picture) => picture.id), batch.map((picture) => gzipSync(picture.svg, { level: 9 }))],
    );
  }
}

/** A kept picture, gzip-compressed, or null when it has not been drawn at this version. */
export async function keptPicture(db: Queryable, kind: ArtKind, id: string): Promise<Buffer | null> {
  const { rows } = await db.query<{ svg_gzip: Buffer }>('SELECT svg_gzip FROM art_pictures WHERE kind = $1 AND art_id = $2 AND version = $3', [kind, id, ART_VERSION]);
  return rows[0]?.svg_gzip ?? null;
}

/**
 * The picture for a request: the kept one, or, the first time, drawn by `draw` and kept. `draw`
 * answers null when there is no such game, vendor or banner.
 */
export async function pictureFor(db: Queryable, kind: ArtKind, id: string, draw: () => Promise<string | null>): Promise<Buffer | null> {
  const kept = await keptPicture(db, kind, id);
  if (kept) return kept;
  const svg = await draw();
  if (svg === null) return null;
  await keepPictures(db, kind, [{ id, svg }]);
  return gzipSync(svg, { level: 9 });
}

/** The body and headers of a picture's answer: gzip as kept when the browser takes it, plain otherwise. */
export function pictureReply(gzipped: Buffer, acceptEncoding: string | undefined): { body: Buffer; headers: Record<string, string> } {
  const headers: Record<string, string> = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': ART_CACHE_CONTROL, vary: 'Accept-Encoding' };
  if (/\bgzip\b/.test(acceptEncoding ?? '')) return { body: gzipped, headers: { ...headers, 'content-encoding': 'gzip' } };
  return { body: gunzipSync(gzipped), headers };
}

/** Bytes the kept pictures take (compressed), per kind: the figure recorded beside the drawing time. */
export async function keptPictureBytes(db: Queryable): Promise<Record<string, { pictures: number; bytes: number }>> {
  const { rows } = await db.query<{ kind: string; pictures: string; bytes: string }>('SELECT kind, count(*) AS pictures, sum(octet_length(svg_gzip)) AS bytes FROM art_pictures GROUP BY kind');
  return Object.fromEntries(rows.map((row) => [row.kind, { pictures: Number(row.pictures), bytes: Number(row.bytes) }]));
}
