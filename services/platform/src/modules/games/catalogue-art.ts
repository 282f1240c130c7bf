import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Queryable } from '../../db/database';
import { JobLease } from '../../db/job-lease';
import { drawnArtIds, keepPictures, registerArtRoute, renderGameArt, renderVendorLogo, type ArtKind, type GameArtShape } from '../content';
import type { FastifyInstance } from 'fastify';
import { selectArtGame, selectArtGames, selectArtVendors } from './art-repository';

const SHAPE_OF: Partial<Record<ArtKind, GameArtShape>> = { game: 'square', tile: 'tall' };

/** Games drawn between two yields to the event loop: the server keeps answering while it draws. */
const GAMES_PER_STEP = 40;
const ART_JOB = 'catalogue-art';
/** Longer than one step (a few tens of milliseconds) by far; a dead holder's lease frees in time. */
const ART_LEASE_MS = 60_000;

export interface CatalogueArtRun {
  /** pictures drawn by this run (0 when every picture was already kept) */
  drawn: number;
  ms: number;
  /** false when another instance held the job */
  ran: boolean;
}

/**
 * Draws every catalogue picture not yet kept at this version (both shapes of every game, every
 * vendor's logo) and keeps them. At a first start that is the whole catalogue; at the next, nothing.
 * One instance draws at a time; a picture asked for meanwhile is drawn by its request.
 */
export async function drawCatalogueArt(db: Queryable): Promise<CatalogueArtRun> {
  const started = performance.now();
  const lease = await JobLease.acquire(db, ART_JOB, ART_LEASE_MS);
  if (!lease) return { drawn: 0, ms: 0, ran: false };
  let drawn = 0;
  try {
    const vendorsKept = await drawnArtIds(db, 'vendor');
    const vendors = (await selectArtVendors(db)).filter((vendor) => !vendorsKept.has(vendor.id));
    await keepPictures(db, 'vendor', vendors.map((vendor) => ({ id: vendor.id, svg: renderVendorLogo(vendor) })));
    drawn += vendors.length;
    const games = await selectArtGames(db);
    for (const kind of ['game', 'tile'] as const) {
      const kept = await drawnArtIds(db, kind);
      const missing = games.filter((game) => !kept.has(game.gameId));
      const shape = SHAPE_OF[kind] ?? 'square';
      for (let start = 0; start < missing.length; start += GAMES_PER_STEP) {
        const step = missing.slice(start, start + GAMES_PER_STEP);
        await keepPictures(db, kind, step.map((game) => ({ id: game.gameId, svg: renderGameArt(game, shape) })));
        drawn += step.length;
        if (!(await lease.renew())) return { drawn, ms: performance.now() - started, ran: true };
        await nextTurn();
      }
    }
  } finally {
    await lease.release();
  }
  return { drawn, ms: performance.now() - started, ran: true };
}

/** GET /assets/art/{game,tile,vendor}/<id>.svg, drawn from the catalogue the first time. */
export function registerCatalogueArtRoutes(app: FastifyInstance, db: Queryable): void {
  registerArtRoute(app, db, ['game', 'tile', 'vendor'], async (kind, id) => {
    if (kind === 'vendor') {
      const vendor = (await selectArtVendors(db)).find((candidate) => candidate.id === id);
      return vendor ? renderVendorLogo(vendor) : null;
    }
    const game = await selectArtGame(db, id);
    return game ? renderGameArt(game, SHAPE_OF[kind] ?? 'square') : null;
  });
}
