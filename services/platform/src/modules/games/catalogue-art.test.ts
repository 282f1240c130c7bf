import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ART_CREDITS_PATH, ART_VERSION, keptPictureBytes } from '../content';
import { send, useTestServer } from '../../../testing/test-app';
import { drawCatalogueArt } from './catalogue-art';

describe('the catalogue’s pictures', () => {
  const server = useTestServer();

  it('are drawn for every game (card and tile) and vendor at a first start, and not again at the next', async () => {
    const { rows } = await server.db.query<{ games: string; vendors: string }>('SELECT (SELECT count(*) FROM catalogue_games) AS games, (SELECT count(*) FROM catalogue_vendors) AS vendors');
    const games = Number(rows[0]?.games);
    const vendors = Number(rows[0]?.vendors);
    const [first, alongside] = await Promise.all([drawCatalogueArt(server.db), drawCatalogueArt(server.db)]);
    // One instance draws; the other finds the job held and leaves it.
    const runs = [first, alongside];
    expect(runs.filter((run) => run.ran)).toHaveLength(1);
    expect(runs.reduce((sum, run) => sum + run.drawn, 0)).toBe(games * 2 + vendors);
    const kept = await keptPictureBytes(server.db);
    expect(kept.game?.pictures).toBe(games);
    expect(kept.tile?.pictures).toBe(games);
    expect(kept.vendor?.pictures).toBe(vendors);
    const next = await drawCatalogueArt(server.db);
    expect(next).toMatchObject({ ran: true, drawn: 0 });
  }, 180_000);

  it('serves a game’s card and tile art, a vendor’s logo and a banner’s picture, compressed and kept for good', async () => {
    const { rows } = await server.db.query<{ game_id: string; vassalage: string }>("SELECT game_id, vassalage FROM catalogue_games WHERE name_en LIKE '%Buffalo%' ORDER BY game_id LIMIT 1");
    const game = rows[0];
    if (!game) throw new Error('the demo catalogue has a buffalo game');
    for (const url of [`/assets/art/game/${game.game_id}.svg`, `/assets/art/tile/${game.game_id}.svg?v=${ART_VERSION}`, `/assets/art/vendor/${game.vassalage.toLowerCase()}.svg`, '/assets/art/banner/shonali-welcome.svg']) {
      const response = await send(server.app, { url, host: 'shonali.localhost', headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['content-encoding'], url).toBe('gzip');
      expect(response.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(response.rawPayload).toString(), url).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    const credits = await send(server.app, { url: ART_CREDITS_PATH, host: 'northstar.localhost' });
    expect(credits.statusCode).toBe(200);
    expect(credits.body).toContain('Fluent Emoji Flat by Microsoft Corporation, MIT');
    const plain = await send(server.app, { url: `/assets/art/game/${game.game_id}.svg`, host: 'localhost' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^<svg /);
    expect(plain.body).toContain('<svg x=');
  });

  it('answers 404 for a kind, id or file it does not have, and draws nothing for them', async () => {
    for (const url of ['/assets/art/poster/a.svg', '/assets/art/game/Bad_Id.svg', '/assets/art/game/abc.png', '/assets/art/game/no-such-game.svg', '/assets/art/vendor/zzz.svg', '/assets/art/banner/no-such-banner.svg']) {
      const response = await send(server.app, { url, host: 'localhost' });
      expect(response.statusCode, url).toBe(404);
    }
    const { rows } = await server.db.query("SELECT 1 FROM art_pictures WHERE art_id IN ('no-such-game', 'zzz', 'no-such-banner')");
    expect(rows).toHaveLength(0);
  });
});
