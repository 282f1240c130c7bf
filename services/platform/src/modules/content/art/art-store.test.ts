import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/database';
import { createTestDatabase, type TestDatabase } from '../../../../testing/test-database';
import { ART_VERSION, artUrl, drawnArtIds, keepPictures, keptPicture, pictureFor, pictureReply } from './art-store';

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase({ prepared: true });
  db = database.db;
});
afterAll(() => database.dispose());

const svgOf = (text: string) => `<svg xmlns="http://www.w3.org/2000/svg">${text}</svg>`;

describe('kept pictures', () => {
  it('keeps what was drawn, compressed, and knows which ids have a picture of this version', async () => {
    await keepPictures(db, 'game', [
      { id: 'store-a', svg: svgOf('a') },
      { id: 'store-b', svg: svgOf('b') },
    ]);
    const drawn = await drawnArtIds(db, 'game');
    expect(drawn.has('store-a') && drawn.has('store-b')).toBe(true);
    expect(gunzipSync((await keptPicture(db, 'game', 'store-a')) ?? Buffer.alloc(0)).toString()).toBe(svgOf('a'));
    expect(await keptPicture(db, 'tile', 'store-a')).toBeNull();
  });

  it('draws a picture when it is first asked for and never after; requests at the same moment all get the same picture', async () => {
    let draws = 0;
    const draw = async () => {
      draws += 1;
      return svgOf('once');
    };
    const answers = await Promise.all(Array.from({ length: 6 }, () => pictureFor(db, 'vendor', 'store-once', draw)));
    for (const answer of answers) expect(gunzipSync(answer ?? Buffer.alloc(0)).toString()).toBe(svgOf('once'));
    const drawsAtFirst = draws;
    expect(drawsAtFirst).toBeGreaterThanOrEqual(1);
    await pictureFor(db, 'vendor', 'store-once', draw);
    expect(draws).toBe(drawsAtFirst);
  });

  it('answers nothing for an id with nothing to draw, and keeps nothing for it', async () => {
    expect(await pictureFor(db, 'banner', 'store-none', async () => null)).toBeNull();
    expect(await keptPicture(db, 'banner', 'store-none')).toBeNull();
  });

  it('draws again a picture of an older version, and leaves one of this version as it is', async () => {
    await db.query("INSERT INTO art_pictures (kind, art_id, version, svg_gzip) VALUES ('tile', 'store-old', $1, '\\x00')", [ART_VERSION - 1]);
    expect((await drawnArtIds(db, 'tile')).has('store-old')).toBe(false);
    await keepPictures(db, 'tile', [{ id: 'store-old', svg: svgOf('new') }]);
    expect(gunzipSync((await keptPicture(db, 'tile', 'store-old')) ?? Buffer.alloc(0)).toString()).toBe(svgOf('new'));
    await keepPictures(db, 'tile', [{ id: 'store-old', svg: svgOf('other') }]);
    expect(gunzipSync((await keptPicture(db, 'tile', 'store-old')) ?? Buffer.alloc(0)).toString()).toBe(svgOf('new'));
  });

  it('names the version in the URL, so a browser that keeps pictures for good still sees a redrawing', () => {
    expect(artUrl('game', 'jds-golden-koi')).toBe(`/assets/art/game/jds-golden-koi.svg?v=${ART_VERSION}`);
  });

  it('answers gzip to a browser that takes it and plain SVG to one that does not', async () => {
    const kept = (await keptPicture(db, 'game', 'store-a')) ?? Buffer.alloc(0);
    const zipped = pictureReply(kept, 'br, gzip, deflate');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toBe(kept);
    const plain = pictureReply(kept, undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(svgOf('a'));
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
